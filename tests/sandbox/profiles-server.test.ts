import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSandbox } from '@/sandbox/node';
import { createServer, type PortalServer } from '@/sandbox/serve';

let portal: PortalServer;
let base: string;
let token: string;
let csrf: string;

beforeAll(async () => {
  portal = createServer({ distDir: join(tmpdir(), 'no-dist'), dataDir: ':memory:', apiOnly: true });
  base = await new Promise<string>((done) => {
    portal.server.listen(0, '127.0.0.1', () =>
      done(`http://127.0.0.1:${(portal.server.address() as AddressInfo).port}`),
    );
  });
  const login = await fetch(`${base}/api/v1/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ login: 'demo', password: 'demo' }),
  });
  token = ((await login.json()) as { token: string }).token;
  csrf = /csrftoken=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1] ?? '';
});

afterAll(() => portal.close());

const headers = () => ({ Authorization: `Token ${token}`, Cookie: `csrftoken=${csrf}`, 'X-CSRFToken': csrf });

describe('uploads over HTTP', () => {
  it('answers the DRF 400 for a 50 MB + 1 byte file, not a broken connection', async () => {
    const rows = (await (
      await fetch(`${base}/api/v1/customer/account?name=Rotterdam`, { headers: headers() })
    ).json()) as {
      results: { id: number }[];
    };
    const body = new FormData();
    body.append(
      'document_1',
      new File([new Uint8Array(50 * 1024 * 1024 + 1)], 'scan.pdf', { type: 'application/pdf' }),
    );
    const response = await fetch(`${base}/api/v1/customer/account/${rows.results[0].id}/documents`, {
      method: 'POST',
      headers: headers(),
      body,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ document_1: ['File exceeds 50MB'] });
  });
});

describe('uploads folder', () => {
  it('is <dataDir>/uploads for a file database, with the seeded files; a temporary one for :memory: goes on close', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-data-'));
    try {
      const onDisk = openSandbox({ dataDir });
      expect(onDisk.files.dir).toBe(join(dataDir, 'uploads'));
      expect(existsSync(join(dataDir, 'uploads', 'seed', 'kvk-extract.pdf'))).toBe(true);
      onDisk.close();
      expect(existsSync(join(dataDir, 'uploads', 'seed', 'kvk-extract.pdf'))).toBe(true);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    const inMemory = openSandbox({ dataDir: ':memory:' });
    expect(existsSync(join(inMemory.files.dir, 'seed'))).toBe(true);
    inMemory.close();
    expect(existsSync(inMemory.files.dir)).toBe(false);
  });
});
