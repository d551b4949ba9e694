import { beforeEach, describe, expect, it } from 'vitest';
import { answer, Client, freshSandbox, signedIn, type App } from './client';

let app: App;
let demo: Client;
const sandbox = (path: string, body?: unknown, method = 'POST') =>
  app.request(`/__sandbox/${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

beforeEach(async () => {
  ({ app } = freshSandbox());
  demo = await signedIn(app, 'demo');
});

describe('maintenance', () => {
  it('answers 503 with X-Maintenance on every API path until switched off', async () => {
    expect((await sandbox('maintenance', { on: true })).status).toBe(200);
    for (const response of [
      await demo.get('customer/me'),
      await new Client(app).get('health'),
      await new Client(app).post('user/login', { login: 'demo', password: 'demo' }),
      await demo.get('no/such/path'),
    ]) {
      expect(response.status).toBe(503);
      expect(response.headers.get('X-Maintenance')).toBe('1');
    }
    // The portal itself (version file) is not under maintenance.
    expect((await app.request('/version.json')).status).toBe(200);
    await sandbox('maintenance', { on: false });
    expect((await new Client(app).get('health')).status).toBe(200);
    expect((await demo.get('customer/me')).headers.get('X-Maintenance')).toBeNull();
  });

  it('refuses a switch that is not a boolean', async () => {
    expect(await answer(await sandbox('maintenance', { on: 'yes' }))).toEqual({
      status: 400,
      body: { on: ['Must be a valid boolean.'] },
    });
  });
});

describe('latency', () => {
  it('delays API answers, and 0 removes the delay', async () => {
    expect(await answer(await sandbox('latency', { ms: 400 }))).toEqual({ status: 200, body: { latency_ms: 400 } });
    let started = performance.now();
    await demo.get('health');
    expect(performance.now() - started).toBeGreaterThanOrEqual(390);
    await sandbox('latency', { ms: 0 });
    started = performance.now();
    await demo.get('health');
    expect(performance.now() - started).toBeLessThan(300);
  });

  it('refuses a negative or missing delay', async () => {
    expect((await sandbox('latency', { ms: -1 })).status).toBe(400);
    expect((await sandbox('latency', {})).status).toBe(400);
  });
});

describe('fail', () => {
  it('fails a path the given number of times, then answers normally', async () => {
    expect((await sandbox('fail', { path: 'customer/details', status: 500, times: 2 })).status).toBe(201);
    expect((await demo.get('customer/details')).status).toBe(500);
    expect(await answer(await demo.get('customer/details'))).toEqual({
      status: 500,
      body: { detail: 'Injected failure (HTTP 500).' },
    });
    expect((await demo.get('customer/details')).status).toBe(200);
  });

  it('matches only the given method, and a trailing * matches a prefix', async () => {
    await sandbox('fail', { path: 'customer/contacts*', status: 400, method: 'post', body: { email: ['Boom.'] } });
    expect((await demo.get('customer/contacts')).status).toBe(200);
    expect(await answer(await demo.post('customer/contacts', {}))).toEqual({ status: 400, body: { email: ['Boom.'] } });
    expect((await demo.post('customer/contacts/1', {})).status).toBe(400);
    expect((await demo.post('customer/details', {})).status).toBe(405);
  });

  it('fails until DELETE /__sandbox/fail clears the rules', async () => {
    await sandbox('fail', { path: 'health', status: 502 });
    expect((await demo.get('health')).status).toBe(502);
    expect((await demo.get('health')).status).toBe(502);
    expect((await sandbox('fail', undefined, 'DELETE')).status).toBe(204);
    expect((await demo.get('health')).status).toBe(200);
  });

  it('refuses a rule without a path or with a status that is not an error', async () => {
    expect(await answer(await sandbox('fail', { status: 500 }))).toEqual({
      status: 400,
      body: { path: ['This field is required.'] },
    });
    expect((await sandbox('fail', { path: 'health', status: 200 })).status).toBe(400);
  });
});

describe('reset', () => {
  it('re-seeds the data, clears the faults and keeps sessions signed in', async () => {
    const created = (await (
      await demo.post('customer/contacts', {
        level: 1,
        reg_type: 1,
        email: 'temp@northwind-telecom.nl',
      })
    ).json()) as { id: number };
    await sandbox('maintenance', { on: true });
    await sandbox('fail', { path: 'customer/me', status: 500 });
    await sandbox('version', { version: 'v2099.01.01' });

    expect(await answer(await sandbox('reset'))).toEqual({ status: 200, body: { detail: 'Sandbox re-seeded.' } });
    expect((await demo.get('customer/me')).status).toBe(200);
    expect((await demo.get(`customer/contacts/${created.id}`)).status).toBe(404);
    expect(await (await app.request('/version.json')).json()).toEqual({ version: 'v2025.09.02' });
  });

  it('restores the seeded password after a change', async () => {
    await demo.post('customer/password/change', {
      old_password: 'demo',
      new_password1: 'changed-it',
      new_password2: 'changed-it',
    });
    await sandbox('reset');
    expect((await signedIn(app, 'demo', 'demo')).token).toBeDefined();
  });

  it('gives the same seeded rows every time', async () => {
    const before = await (await demo.get('customer/contacts')).json();
    await sandbox('reset');
    expect(await (await demo.get('customer/contacts')).json()).toEqual(before);
    const other = freshSandbox();
    expect(await (await (await signedIn(other.app, 'demo')).get('customer/contacts')).json()).toEqual(before);
  });
});

describe('version', () => {
  it('answers the built version, an override, and the built one again on null', async () => {
    const read = async () => (await app.request('/version.json?t=123')).json();
    expect(await read()).toEqual({ version: 'v2025.09.02' });
    expect((await app.request('/version.json')).headers.get('cache-control')).toBe('no-store');
    expect(await answer(await sandbox('version', { version: 'v2025.10.01' }))).toEqual({
      status: 200,
      body: { version: 'v2025.10.01' },
    });
    expect(await read()).toEqual({ version: 'v2025.10.01' });
    await sandbox('version', { version: null });
    expect(await read()).toEqual({ version: 'v2025.09.02' });
  });

  it('is outside the API: no token needed and unknown switch paths are JSON 404', async () => {
    expect(await answer(await sandbox('nope'))).toEqual({ status: 404, body: { detail: 'Not found.' } });
  });
});

describe('content type', () => {
  const SWITCHES: [string, string, string | undefined][] = [
    ['POST', 'maintenance', '{"on":true}'],
    ['POST', 'latency', '{"ms":1}'],
    ['POST', 'fail', '{"path":"health","status":500}'],
    ['DELETE', 'fail', undefined],
    ['POST', 'reset', undefined],
    ['POST', 'version', '{"version":"v2099.01.01"}'],
  ];
  const OTHERS: [string, string | undefined][] = [
    ['form-encoded', 'application/x-www-form-urlencoded'],
    ['text/plain', 'text/plain;charset=UTF-8'],
    ['multipart', 'multipart/form-data; boundary=x'],
    ['no content type', undefined],
  ];

  it.each(OTHERS)('refuses a %s request to every switch with 415, and switches nothing', async (_, type) => {
    await sandbox('fail', { path: 'customer/me', status: 502 });
    const before = await (await app.request('/__sandbox/state')).json();
    for (const [method, path, body] of SWITCHES) {
      const headers: Record<string, string> = type ? { 'Content-Type': type } : {};
      const response = await app.request(`/__sandbox/${path}`, { method, headers, body });
      expect(response.status, `${method} ${path}`).toBe(415);
      expect(await response.json()).toEqual({
        detail: expect.stringMatching(/^Unsupported media type .* Send application\/json\.$/),
      });
    }
    expect(await (await app.request('/__sandbox/state')).json()).toEqual(before);
    expect((await demo.get('customer/me')).status).toBe(502);
  });

  it('accepts JSON with a charset, and an empty JSON-typed body where none is needed', async () => {
    const json = (method: string, path: string, body?: string) =>
      app.request(`/__sandbox/${path}`, {
        method,
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
        body,
      });
    expect((await json('POST', 'maintenance', '{"on":false}')).status).toBe(200);
    expect((await json('DELETE', 'fail')).status).toBe(204);
    expect((await json('POST', 'reset')).status).toBe(200);
    expect((await app.request('/__sandbox/state')).status).toBe(200);
  });
});

describe('who may drive the switches (issue 50 item 11)', () => {
  const reset = (url: string, headers: Record<string, string> = {}) =>
    app.request(url, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: '{}' });

  it('answers on loopback names, to pages of those names', async () => {
    for (const host of ['localhost:8080', '127.0.0.1:41234', '[::1]:8080']) {
      expect((await reset(`http://${host}/__sandbox/latency`, { Origin: `http://${host}` })).status, host).not.toBe(
        403,
      );
    }
  });

  it('refuses another host name (a rebinding page) and a page of another site', async () => {
    expect((await reset('http://evil.example:8080/__sandbox/reset')).status).toBe(403);
    expect((await reset('http://127.0.0.1:8080/__sandbox/reset', { Origin: 'https://evil.example' })).status).toBe(403);
  });

  it('takes the names of SANDBOX_HOSTS besides loopback', async () => {
    const { switchHosts } = await import('@/sandbox/routes/switches');
    expect(switchHosts('portal.test, Sandbox.Example')).toEqual(
      new Set(['localhost', '127.0.0.1', '[::1]', 'portal.test', 'sandbox.example']),
    );
  });
});
