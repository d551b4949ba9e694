import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '@/scripts/precompress';
import { createServer, type PortalServer } from '@/sandbox/serve';
import { createStaticHandler } from '@/sandbox/static';
import { listen, rawRequest } from './raw-http';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const INDEX = `<!doctype html><html><head><title>portal</title>\n${Array.from(
  { length: 40 },
  (_, i) => `<meta name="x-${i}" content="a line of the page head, number ${i}">`,
).join('\n')}\n</head><body><div id="root"></div></body></html>`;
const code = (name: string) =>
  Array.from(
    { length: 150 },
    (_, i) => `export const ${name}${i} = (value) => value * ${i} + ${JSON.stringify(name)};`,
  ).join('\n');
const APP = code('app');

let parent: string;
let dist: string;
let portal: PortalServer;
let base: string;

beforeAll(async () => {
  parent = mkdtempSync(join(tmpdir(), 'portal-precompressed-'));
  dist = join(parent, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'document-viewer.html'), '<!doctype html><html lang="en"></html>');
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), APP);
  writeFileSync(join(dist, 'assets', 'vendor-def456.js'), code('vendor'));
  writeFileSync(join(dist, 'assets', 'tiny-0a1b2c.js'), 'export const tiny = 1;');
  writeFileSync(join(dist, 'assets', 'logo-9f8e7d.png'), Buffer.alloc(4096, 7));
  writeFileSync(join(parent, 'secret.txt'), 'secret');
  mkdirSync(join(parent, 'dist-other'));
  writeFileSync(join(parent, 'dist-other', 'secret.txt'), 'secret');
  await precompressDir(dist);
  rmSync(join(dist, 'assets', 'vendor-def456.js.br'));
  portal = createServer({ distDir: dist, dataDir: ':memory:' });
  base = await listen(portal.server);
});

afterAll(async () => {
  await portal.close();
  rmSync(parent, { recursive: true, force: true });
});

const get = (path: string, acceptEncoding?: string, more: Record<string, string> = {}, method = 'GET') =>
  rawRequest(
    base,
    path,
    { ...(acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding }), ...more },
    method,
  );

describe('the build step', () => {
  it('writes smaller .br and .gz siblings of the text files above 1 KB only', () => {
    const asset = join(dist, 'assets', 'app-abc123.js');
    expect(brotliDecompressSync(readFileSync(`${asset}.br`)).toString()).toBe(APP);
    expect(gunzipSync(readFileSync(`${asset}.gz`)).toString()).toBe(APP);
    expect(statSync(`${asset}.br`).size).toBeLessThan(statSync(`${asset}.gz`).size);
    expect(existsSync(join(dist, 'index.html.br'))).toBe(true);
    expect(existsSync(join(dist, 'assets', 'tiny-0a1b2c.js.gz'))).toBe(false);
    expect(existsSync(join(dist, 'assets', 'logo-9f8e7d.png.gz'))).toBe(false);
  });
});

describe('npm start server: precompressed files', () => {
  it('answers Brotli to br, with the type, length, cache and no-sniffing headers of the file', async () => {
    const answer = await get('/assets/app-abc123.js', 'gzip, deflate, br, zstd');
    expect(answer.status).toBe(200);
    expect(answer.headers).toMatchObject({
      'content-encoding': 'br',
      'content-type': 'text/javascript; charset=utf-8',
      'content-length': String(answer.body.length),
      'cache-control': IMMUTABLE,
      vary: 'Accept-Encoding',
      'x-content-type-options': 'nosniff',
    });
    // A script is not a page: the pages' policy and frame headers would do nothing on it.
    expect(answer.headers['content-security-policy']).toBeUndefined();
    expect(answer.headers['x-frame-options']).toBeUndefined();
    expect(answer.headers.etag).toMatch(/-br"$/);
    expect(answer.body.length).toBeLessThan(APP.length / 3);
    expect(brotliDecompressSync(answer.body).toString()).toBe(APP);
  });

  it('answers gzip to gzip', async () => {
    const answer = await get('/assets/app-abc123.js', 'gzip');
    expect(answer.headers).toMatchObject({
      'content-encoding': 'gzip',
      vary: 'Accept-Encoding',
      'cache-control': IMMUTABLE,
    });
    expect(answer.headers.etag).toMatch(/-gz"$/);
    expect(gunzipSync(answer.body).toString()).toBe(APP);
  });

  it('answers the plain file without Accept-Encoding, to identity and to br;q=0, still saying Vary', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'br;q=0', '*;q=0']) {
      const answer = await get('/assets/app-abc123.js', acceptEncoding);
      expect(answer.headers['content-encoding'], acceptEncoding).toBeUndefined();
      expect(answer.headers).toMatchObject({
        vary: 'Accept-Encoding',
        'content-length': String(APP.length),
        'cache-control': IMMUTABLE,
      });
      expect(answer.body.toString()).toBe(APP);
    }
  });

  it('falls back to gzip, then to the plain file, when a sibling is missing', async () => {
    const gz = await get('/assets/vendor-def456.js', 'br, gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(code('vendor'));
    const plain = await get('/assets/vendor-def456.js', 'br');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(code('vendor'));
    const tiny = await get('/assets/tiny-0a1b2c.js', 'br, gzip');
    expect(tiny.headers).toMatchObject({ vary: 'Accept-Encoding', 'content-type': 'text/javascript; charset=utf-8' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
  });

  it('leaves other files alone: no coding, no Vary', async () => {
    const png = await get('/assets/logo-9f8e7d.png', 'br, gzip');
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.headers.vary).toBeUndefined();
    expect(png.headers['content-type']).toBe('image/png');
  });

  it('answers the compressed index.html for the portal routes, never cached', async () => {
    for (const path of ['/', '/numbers/existing', '/index.html']) {
      const answer = await get(path, 'br');
      expect(answer.headers, path).toMatchObject({
        'content-encoding': 'br',
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-cache',
        vary: 'Accept-Encoding',
        'x-frame-options': 'DENY',
        'x-content-type-options': 'nosniff',
      });
      expect(answer.headers['content-security-policy'], path).toContain("default-src 'self'");
      expect(brotliDecompressSync(answer.body).toString()).toBe(INDEX);
    }
  });

  it('answers the PDF viewer page (issue 36) with its own policy: framed by the portal, embedding from it only', async () => {
    const answer = await get('/document-viewer.html?file=%2Fapi%2Fv1%2Fsheet.pdf');
    expect(answer.status).toBe(200);
    const policy = answer.headers['content-security-policy'] as string;
    for (const expected of [
      "default-src 'none'",
      "script-src 'self'",
      "object-src 'self'",
      "frame-src 'self'",
      "frame-ancestors 'self'",
    ])
      expect(policy.split('; ')).toContain(expected);
    expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
    // The portal's pages keep theirs.
    const index = await get('/');
    expect(index.headers['content-security-policy']).toContain("object-src 'none'");
    expect(index.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('never answers a sibling by its own name', async () => {
    for (const path of ['/assets/app-abc123.js.br', '/assets/app-abc123.js.gz', '/index.html.br']) {
      const answer = await get(path, 'br, gzip');
      expect(answer.status, path).toBe(404);
      expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const head = await get('/assets/app-abc123.js', 'br', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers).toMatchObject({
      'content-encoding': 'br',
      'content-length': String(statSync(join(dist, 'assets', 'app-abc123.js.br')).size),
      vary: 'Accept-Encoding',
    });
    expect(head.body.length).toBe(0);
  });

  it('revalidates each coding with its own ETag', async () => {
    const br = await get('/assets/app-abc123.js', 'br');
    const etag = br.headers.etag ?? '';
    const again = await get('/assets/app-abc123.js', 'br', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.headers).toMatchObject({
      etag,
      'content-encoding': 'br',
      vary: 'Accept-Encoding',
      'x-content-type-options': 'nosniff',
    });
    expect(again.body.length).toBe(0);
    const otherCoding = await get('/assets/app-abc123.js', 'gzip', { 'If-None-Match': etag });
    expect(otherCoding.status).toBe(200);
    expect(otherCoding.headers['content-encoding']).toBe('gzip');
    const plainTag = (await get('/assets/app-abc123.js')).headers.etag ?? '';
    expect(plainTag).not.toBe(etag);
    expect((await get('/assets/app-abc123.js', undefined, { 'If-None-Match': `"x", ${plainTag}` })).status).toBe(304);
    expect(
      (await get('/numbers/existing', 'br', { 'If-None-Match': (await get('/', 'br')).headers.etag ?? '' })).status,
    ).toBe(304);
  });
});

describe('paths outside the build folder', () => {
  const traversals = () => [
    '/../secret.txt',
    '/%2e%2e/secret.txt',
    '/%2E%2E%2Fsecret.txt',
    '/..%2f..%2fsecret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '//..%2fsecret.txt',
    `/${encodeURIComponent(join(parent, 'secret.txt'))}`,
  ];

  it('never serves them through the server', async () => {
    for (const path of traversals()) {
      const answer = await get(path, 'br, gzip');
      expect([200, 404], path).toContain(answer.status);
      expect(answer.body.toString(), path).not.toContain('secret');
    }
  });

  it('refuses them in the handler, whatever pathname it is given', async () => {
    const handler = createStaticHandler(dist);
    const server: Server = createHttpServer((req, res) => {
      void handler(req, res, new URL(req.url ?? '/', 'http://localhost').searchParams.get('p') ?? '/');
    });
    const url = await listen(server);
    try {
      for (const pathname of [
        '../secret.txt',
        '../dist-other/secret.txt',
        '..%2fsecret.txt',
        '%2e%2e/secret.txt',
        ...traversals(),
      ]) {
        const answer = await rawRequest(url, `/?p=${encodeURIComponent(pathname)}`, { 'Accept-Encoding': 'br, gzip' });
        expect([400, 404, 200], pathname).toContain(answer.status);
        expect(answer.body.toString(), pathname).not.toContain('secret');
        if (pathname.startsWith('..') || pathname.startsWith('%2e')) expect(answer.status, pathname).toBe(404);
      }
    } finally {
      await new Promise((done) => server.close(done));
    }
  });
});
