import { createServer as createHttpServer } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ProfileDocument } from '@/providers/types';
import { createSandboxMiddleware } from '@/sandbox/node';
import { createServer } from '@/sandbox/serve';
import { Client, freshSandbox, signedIn, type App } from './client';
import { listen, rawRequest } from './raw-http';

let app: App;
let demo: Client;
beforeEach(async () => {
  ({ app } = freshSandbox());
  demo = await signedIn(app, 'demo');
});

const LIST = 'customer/dids?page_size=250';
const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());
const rows = (body: Buffer) => (JSON.parse(body.toString()) as { results: unknown[] }).results.length;

describe('sandbox answers compressed on the fly', () => {
  it('gzips or brotlis a list of 250 rows when asked, and says Vary', async () => {
    const br = await demo.get(LIST, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(br.headers.get('content-type')).toMatch(/^application\/json/);
    const brBody = await bytesOf(br);
    expect(br.headers.get('content-length')).toBe(String(brBody.length));
    expect(rows(brotliDecompressSync(brBody))).toBe(220);

    const gz = await demo.get(LIST, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const gzBody = await bytesOf(gz);
    expect(rows(gunzipSync(gzBody))).toBe(220);

    const plain = await demo.get(LIST);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    const plainBody = await bytesOf(plain);
    expect(rows(plainBody)).toBe(220);
    expect(gzBody.length).toBeLessThan(plainBody.length / 4);
    expect(
      (await demo.get(LIST, { headers: { 'Accept-Encoding': 'identity' } })).headers.get('content-encoding'),
    ).toBeNull();
  });

  it('compresses CSV exports, keeping their download headers', async () => {
    const csv = await demo.get('customer/dids/export?_export=csv', { headers: { 'Accept-Encoding': 'br' } });
    expect(csv.headers.get('content-encoding')).toBe('br');
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="numbers.csv"');
    expect(
      brotliDecompressSync(await bytesOf(csv))
        .toString()
        .split('\r\n').length,
    ).toBeGreaterThan(200);
  });

  it('leaves small answers, HEAD and errors under 1 KB plain', async () => {
    const small = await demo.get('/api/v1/health', { headers: { 'Accept-Encoding': 'br' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual({ status: 'ok' });
    const head = await demo.call('HEAD', LIST, { headers: { 'Accept-Encoding': 'br' } });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-encoding')).toBeNull();
    const missing = await demo.get('customer/dids/999999', { headers: { 'Accept-Encoding': 'br' } });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-encoding')).toBeNull();
  });

  it('never encodes a stored document download', async () => {
    const profiles = (await (await demo.get('customer/account?page_size=250')).json()) as { results: { id: number }[] };
    const links: string[] = [];
    for (const { id } of profiles.results) {
      const list = (await (await demo.get(`customer/account/${id}/documents`)).json()) as ProfileDocument[];
      links.push(...list.map((document) => document.document_file));
    }
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      const response = await new Client(app).get(link, { headers: { 'Accept-Encoding': 'br, gzip' } });
      expect(response.status, link).toBe(200);
      expect(response.headers.get('content-encoding'), link).toBeNull();
      expect(response.headers.get('cache-control'), link).toContain('no-transform');
    }
  });
});

describe('compressed answers over Node http', () => {
  it('reach the client of npm start and of the Vite middleware intact', async () => {
    const portal = createServer({ distDir: 'unused', dataDir: ':memory:', apiOnly: true });
    const middleware = createSandboxMiddleware({ dataDir: ':memory:' });
    const vite = createHttpServer((req, res) => middleware(req, res, () => res.end('vite')));
    try {
      for (const base of [await listen(portal.server), await listen(vite)]) {
        const login = await fetch(`${base}/api/v1/user/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ login: 'demo', password: 'demo' }),
        });
        const { token } = (await login.json()) as { token: string };
        const headers = { Authorization: `Token ${token}`, 'Accept-Encoding': 'gzip' };
        const raw = await rawRequest(base, `/api/v1/${LIST}`, headers);
        expect(raw.headers).toMatchObject({ 'content-encoding': 'gzip', 'content-length': String(raw.body.length) });
        // Issue 37: the API's own headers survive the rebuilt answers too.
        expect(raw.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'cache-control': 'no-store' });
        expect(rows(gunzipSync(raw.body))).toBe(220);
        // What the portal's fetch does in a browser: the coding is undone before the JSON is read.
        const decoded = await fetch(`${base}/api/v1/${LIST}`, {
          headers: { ...headers, 'Accept-Encoding': 'br, gzip' },
        });
        expect(decoded.headers.get('content-encoding')).toBe('br');
        expect(((await decoded.json()) as { results: unknown[] }).results).toHaveLength(220);
      }
    } finally {
      await portal.close();
      await new Promise((done) => vite.close(done));
    }
  });
});
