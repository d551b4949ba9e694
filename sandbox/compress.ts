/**
 * On-the-fly compression of the sandbox's large text answers (lists of 250 rows, CSV exports): JSON and CSV only,
 * above MIN_COMPRESS_BYTES, with the coding the request prefers. Stored files (fileStore.ts) say `no-transform` and
 * are left as they are.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { MIN_COMPRESS_BYTES, acceptedEncodings, type Encoding } from './encoding';

const COMPRESSED_TYPES = new Set(['application/json', 'text/csv']);

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

// Per request, speed matters more than the last percent: Brotli 4 is about as fast as gzip 6 and smaller.
const compressors: Record<Encoding, (bytes: Uint8Array) => Promise<Buffer>> = {
  br: (bytes) =>
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 4,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  gzip: (bytes) => gzipped(bytes, { level: 6 }),
};

const NO_TRANSFORM = /(^|,)\s*no-transform\s*(,|$)/i;

const isCompressible = (response: Response): boolean =>
  COMPRESSED_TYPES.has((response.headers.get('Content-Type') ?? '').split(';')[0].trim().toLowerCase()) &&
  !NO_TRANSFORM.test(response.headers.get('Cache-Control') ?? '');

function addVary(headers: Headers): void {
  const vary = headers.get('Vary');
  if (!vary) headers.set('Vary', 'Accept-Encoding');
  else if (vary.trim() !== '*' && !/(^|,)\s*accept-encoding\s*(,|$)/i.test(vary))
    headers.set('Vary', `${vary}, Accept-Encoding`);
}

export function compressAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const response = c.res;
    if (!isCompressible(response)) return;
    // A copy of the headers, never the answer's own: @hono/node-server's light Response (global once its server has
    // been created in the process) may hand out a fresh Headers on each read, which would lose a change made in place.
    const headers = new Headers(response.headers);
    addVary(headers);
    const [encoding] = acceptedEncodings(c.req.header('Accept-Encoding'));
    const skip =
      !encoding ||
      !response.body ||
      c.req.method === 'HEAD' ||
      response.status === 204 ||
      response.status === 206 ||
      response.status === 304 ||
      response.headers.has('Content-Encoding');
    let body: BodyInit | null = response.body;
    if (encoding && !skip) {
      const bytes = new Uint8Array(await response.arrayBuffer());
      const compressed =
        bytes.length >= MIN_COMPRESS_BYTES ? new Uint8Array(await compressors[encoding](bytes)) : undefined;
      const smaller = compressed && compressed.length < bytes.length;
      if (smaller) {
        headers.set('Content-Encoding', encoding);
        headers.set('Content-Length', String(compressed.length));
      }
      body = smaller ? compressed : bytes;
    }
    // The answer is rebuilt, and unset first so that Hono does not merge the old headers back.
    c.res = undefined;
    c.res = new Response(body, { status: response.status, statusText: response.statusText, headers });
  };
}
