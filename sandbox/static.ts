/**
 * Serving the built portal (dist/): hashed assets cached for good, everything else revalidated,
 * index.html for every other GET path (the portal's routes are real paths), text files precompressed.
 */
import { createReadStream, type Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { COMPRESSIBLE_EXTENSIONS, SUFFIX, acceptedEncodings, type Encoding } from './encoding';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A file as it is sent: the file read from disk (the original or its precompressed sibling) and its coding. */
interface Variant {
  file: string;
  stats: Stats;
  encoding?: Encoding;
}

async function fileStats(file: string): Promise<Stats | undefined> {
  try {
    const stats = await stat(file);
    return stats.isFile() ? stats : undefined;
  } catch {
    return undefined;
  }
}

const isNegotiable = (file: string): boolean => COMPRESSIBLE_EXTENSIONS.has(extname(file).toLowerCase());

/** `app.js.br` or `app.js.gz`: only ever sent through negotiation, under the type of `app.js`. */
const isSibling = (file: string): boolean =>
  Object.values(SUFFIX).some((suffix) => file.endsWith(suffix) && isNegotiable(file.slice(0, -suffix.length)));

/** The precompressed sibling the client prefers among those the build wrote, else the file itself. */
async function chooseVariant(req: IncomingMessage, file: string, stats: Stats): Promise<Variant> {
  if (!isNegotiable(file)) return { file, stats };
  for (const encoding of acceptedEncodings(req.headers['accept-encoding'])) {
    const sibling = file + SUFFIX[encoding];
    const siblingStats = await fileStats(sibling);
    if (siblingStats) return { file: sibling, stats: siblingStats, encoding };
  }
  return { file, stats };
}

/** If-None-Match: `*` or a list of tags, compared weakly (RFC 9110 13.1.2). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const weak = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => weak(tag) === weak(etag));
}

/**
 * Files a browser may show as a page of the portal's origin: they carry the pages' headers. A script, a style sheet
 * or a font is not a document (its CSP, frame and referrer headers would do nothing) and gets only `nosniff`, which
 * spares ~350 bytes on each of the first load's dozens of answers.
 */
const isDocument = (file: string) => ['.html', '.svg'].includes(extname(file).toLowerCase());

async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  original: { file: string; stats: Stats },
  cache: string,
  extra: Record<string, string>,
): Promise<void> {
  const { file, stats, encoding } = await chooseVariant(req, original.file, original.stats);
  const tag = `${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}`;
  const etag = `W/"${tag}${encoding ? `-${SUFFIX[encoding].slice(1)}` : ''}"`;
  const headers: Record<string, string> = {
    ...(isDocument(original.file) ? extra : {}),
    'Content-Type': TYPES[extname(original.file).toLowerCase()] ?? 'application/octet-stream',
    'Cache-Control': cache,
    ETag: etag,
    'Last-Modified': original.stats.mtime.toUTCString(),
    'X-Content-Type-Options': 'nosniff',
    ...(isNegotiable(original.file) ? { Vary: 'Accept-Encoding' } : {}),
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  };
  if (matches(req.headers['if-none-match'], etag)) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  res.writeHead(200, { ...headers, 'Content-Length': String(stats.size) });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(file)
    .on('error', () => res.destroy())
    .pipe(res);
}

/**
 * `headers`: the pages' security headers (pageHeaders.ts), sent with documents and the server's own answers;
 * `documentHeaders`: a document's own instead, by its path (the PDF viewer page). Text files are answered with
 * their precompressed sibling (`.br`, `.gz`, written by the build) when the request accepts its coding.
 */
export function createStaticHandler(
  distDir: string,
  headers: Record<string, string> = {},
  documentHeaders: Record<string, Record<string, string>> = {},
) {
  const root = resolve(distDir);
  const index = join(root, 'index.html');
  const plain = (res: ServerResponse, status: number, text: string, more: Record<string, string> = {}): void => {
    res.writeHead(status, { ...headers, 'Content-Type': 'text/plain; charset=utf-8', ...more });
    res.end(text);
  };
  return async (req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      plain(res, 405, 'Method Not Allowed', { Allow: 'GET, HEAD' });
      return;
    }
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      plain(res, 400, 'Bad Request');
      return;
    }
    const file = join(root, normalize(decoded));
    if ((file !== root && !file.startsWith(root + sep)) || isSibling(file)) {
      plain(res, 404, 'Not Found');
      return;
    }
    const stats = await fileStats(file);
    if (stats) {
      const cache = decoded.startsWith('/assets/') ? IMMUTABLE : 'no-cache';
      await sendFile(req, res, { file, stats }, cache, documentHeaders[decoded] ?? headers);
      return;
    }
    // A missing file (it has an extension) is a real 404; any other path is a portal route.
    if (extname(decoded.split('/').pop() ?? '')) {
      plain(res, 404, 'Not Found');
      return;
    }
    const indexStats = await fileStats(index);
    if (!indexStats) {
      plain(res, 404, 'Not Found');
      return;
    }
    await sendFile(req, res, { file: index, stats: indexStats }, 'no-cache', headers);
  };
}
