import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxMiddleware } from '@/sandbox/node';
import { createServer, type PortalServer } from '@/sandbox/serve';

const INDEX = '<!doctype html><title>portal</title>';
let dist: string;
let portal: PortalServer;
let base: string;

function listen(server: Server): Promise<string> {
  return new Promise((done) => {
    server.listen(0, '127.0.0.1', () => done(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
  });
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'portal-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'index-3f9a1c.js'), 'export const x = 1;');
  writeFileSync(join(dist, 'assets', 'index-3f9a1c.css'), 'body{}');
  writeFileSync(join(dist, 'privacy-policy.pdf'), '%PDF-1.4');
  writeFileSync(join(dist, 'version.json'), '{ "version": "v2030.01.01" }');
  portal = createServer({ distDir: dist, dataDir: ':memory:' });
  base = await listen(portal.server);
});

afterAll(async () => {
  await portal.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('npm start server', () => {
  it('answers index.html for the portal routes, never cached', async () => {
    for (const path of [
      '/',
      '/login',
      '/numbers/existing',
      '/order/numbers/plans/1/type/2/prefixes/3',
      '/api/settings',
    ]) {
      const response = await fetch(base + path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(INDEX);
    }
  });

  it('serves hashed assets as immutable, with their content types', async () => {
    const js = await fetch(`${base}/assets/index-3f9a1c.js`);
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await js.text()).toBe('export const x = 1;');
    expect((await fetch(`${base}/assets/index-3f9a1c.css`)).headers.get('content-type')).toBe(
      'text/css; charset=utf-8',
    );
    const pdf = await fetch(`${base}/privacy-policy.pdf`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('cache-control')).toBe('no-cache');
  });

  it('revalidates with ETag', async () => {
    const first = await fetch(`${base}/privacy-policy.pdf`);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    expect((await fetch(`${base}/privacy-policy.pdf`, { headers: { 'If-None-Match': etag } })).status).toBe(304);
  });

  it('answers a plain 404 for a missing file and never leaves dist', async () => {
    const missing = await fetch(`${base}/foo.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect((await fetch(`${base}/assets/gone-123.js`)).status).toBe(404);
    expect(await (await fetch(`${base}/%2e%2e/%2e%2e/etc/passwd`)).text()).toBe(INDEX);
  });

  it('keeps unknown API and switch paths JSON 404', async () => {
    for (const path of ['/api/v1/nope', '/__sandbox/nope']) {
      const response = await fetch(base + path);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ detail: 'Not found.' });
    }
  });

  it('serves the API and the built version file', async () => {
    expect(await (await fetch(`${base}/api/v1/health`)).json()).toEqual({ status: 'ok' });
    const login = await fetch(`${base}/api/v1/user/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ login: 'demo', password: 'demo' }),
    });
    expect(login.status).toBe(200);
    expect(login.headers.get('set-cookie')).toMatch(/^csrftoken=/);
    expect(await (await fetch(`${base}/version.json`)).json()).toEqual({ version: 'v2030.01.01' });
  });
});

describe('api-only server', () => {
  it('serves the API and nothing of the portal', async () => {
    const apiOnly = createServer({ distDir: join(dist, 'missing'), dataDir: ':memory:', apiOnly: true });
    const url = await listen(apiOnly.server);
    try {
      expect((await fetch(`${url}/api/v1/health`)).status).toBe(200);
      expect((await fetch(`${url}/numbers/existing`)).status).toBe(404);
    } finally {
      await apiOnly.close();
    }
  });
});

describe('Vite middleware', () => {
  it('answers sandbox paths and passes the others on', async () => {
    const middleware = createSandboxMiddleware({ dataDir: ':memory:' });
    const server = createHttpServer((req, res) => middleware(req, res, () => res.end('vite')));
    const url = await listen(server);
    try {
      expect(await (await fetch(`${url}/api/v1/health`)).json()).toEqual({ status: 'ok' });
      expect((await fetch(`${url}/__sandbox/state`)).status).toBe(200);
      expect(await (await fetch(`${url}/version.json`)).json()).toEqual({ version: 'v2025.09.02' });
      expect(await (await fetch(`${url}/api/settings`)).text()).toBe('vite');
      expect(await (await fetch(`${url}/src/main.tsx`)).text()).toBe('vite');
    } finally {
      await new Promise((done) => server.close(done));
    }
  });
});
