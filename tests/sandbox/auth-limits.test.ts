/**
 * Session lifetime (14 days from sign-in), the csrftoken cookie's lifetime and Secure flag, sign-in throttling (per login
 * and client, and per client across logins) and the same password work for unknown logins as for known ones.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '@/sandbox/db';
import { keyDerivation } from '@/sandbox/db/passwords';
import { answer, Client, freshSandbox, signedIn, type App } from './client';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let app: App;
let db: Db;
let time: number;

beforeEach(() => {
  time = Date.parse('2025-09-01T08:00:00Z');
  ({ app, db } = freshSandbox({ now: () => time }));
});

const sessionRows = (token: string | undefined) =>
  db
    .prepare<[string], number>('SELECT count(*) FROM sessions WHERE token = ?')
    .pluck()
    .get(token ?? '');

describe('session lifetime', () => {
  it('ends 14 days after sign-in however often the token is used, and deletes the session', async () => {
    const client = await signedIn(app, 'demo');
    for (let day = 1; day <= 13; day += 1) {
      time += DAY;
      expect((await client.get('customer/me')).status).toBe(200);
    }
    time += 23 * HOUR;
    expect((await client.get('customer/me')).status).toBe(200);
    time += HOUR;
    expect(await answer(await client.get('customer/me'))).toEqual({ status: 401, body: { detail: 'Invalid token.' } });
    expect(sessionRows(client.token)).toBe(0);
  });

  it('refuses an expired token on mutations too', async () => {
    const client = await signedIn(app, 'demo');
    time += 14 * DAY + MINUTE;
    expect((await client.post('user/logout')).status).toBe(401);
  });

  it('sweeps the expired sessions of everyone on sign-in', async () => {
    const old = await signedIn(app, 'metered');
    time += 10 * DAY;
    const recent = await signedIn(app, 'metered');
    time += 5 * DAY;
    await signedIn(app, 'demo');
    expect(sessionRows(old.token)).toBe(0);
    expect(sessionRows(recent.token)).toBe(1);
    expect((await recent.get('customer/me')).status).toBe(200);
  });
});

describe('csrftoken cookie', () => {
  const login = (url: string, headers: Record<string, string> = {}) =>
    app.request(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify({ login: 'demo', password: 'demo' }),
    });

  it('lives 14 days and is not Secure over http', async () => {
    const cookie = (await login('http://localhost/api/v1/user/login')).headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^csrftoken=[0-9a-f]+;/);
    expect(cookie).toContain('Max-Age=1209600');
    expect(cookie).not.toMatch(/Secure/i);
  });

  it('is Secure over https, or behind a proxy that says so', async () => {
    expect((await login('https://portal.example/api/v1/user/login')).headers.get('set-cookie')).toMatch(/; Secure/);
    const proxied = await login('http://localhost/api/v1/user/login', { 'X-Forwarded-Proto': 'https' });
    expect(proxied.headers.get('set-cookie')).toMatch(/; Secure/);
    expect(proxied.headers.get('set-cookie')).toContain('Max-Age=1209600');
  });

  it('is the same when an authenticated GET sets it', async () => {
    const client = await signedIn(app, 'demo');
    const response = await app.request('https://portal.example/api/v1/customer/me', {
      headers: { Authorization: `Token ${client.token ?? ''}` },
    });
    expect(response.headers.get('set-cookie')).toMatch(/Max-Age=1209600.*; Secure/);
  });
});

describe('sign-in throttling', () => {
  const attempt = (login: string, password: string) => new Client(app).post('user/login', { login, password });
  const wrong = { status: 400, body: { non_field_errors: ['Unable to log in with provided credentials.'] } };
  const locked = (minutes: number) => ({
    status: 429,
    body: { non_field_errors: [`Too many failed sign-ins. Try again in ${minutes} minutes.`] },
  });

  it('locks a login after 5 failures in 15 minutes, even for the right password', async () => {
    for (let i = 0; i < 5; i += 1) expect(await answer(await attempt('demo', 'nope'))).toEqual(wrong);
    const response = await attempt('demo', 'demo');
    expect(response.headers.get('retry-after')).toBe('900');
    expect(await answer(response)).toEqual(locked(15));
    expect(await answer(await attempt('demo', 'nope'))).toEqual(locked(15));
    expect((await attempt('metered', 'metered')).status).toBe(200);
  });

  it('counts down until the oldest failure leaves the window', async () => {
    for (let i = 0; i < 5; i += 1) {
      await attempt('demo', 'nope');
      time += MINUTE;
    }
    expect(await answer(await attempt('demo', 'demo'))).toEqual(locked(10));
    time += 9 * MINUTE + 30 * 1000;
    expect(await answer(await attempt('demo', 'demo'))).toEqual({
      status: 429,
      body: { non_field_errors: ['Too many failed sign-ins. Try again in 1 minute.'] },
    });
    time += 30 * 1000;
    expect((await attempt('demo', 'demo')).status).toBe(200);
  });

  it('counts unknown logins the same way, and logins that differ only in case as one', async () => {
    for (let i = 0; i < 5; i += 1) expect(await answer(await attempt('ghost', 'nope'))).toEqual(wrong);
    expect(await answer(await attempt('ghost', 'nope'))).toEqual(locked(15));
    for (const login of ['DEMO', 'Demo', 'demo', 'dEmo', 'demO']) await attempt(login, 'nope');
    expect(await answer(await attempt('demo', 'demo'))).toEqual(locked(15));
  });

  it('starts counting again after a successful sign-in', async () => {
    for (let i = 0; i < 4; i += 1) await attempt('demo', 'nope');
    expect((await attempt('demo', 'demo')).status).toBe(200);
    for (let i = 0; i < 4; i += 1) expect(await answer(await attempt('demo', 'nope'))).toEqual(wrong);
    expect((await attempt('demo', 'demo')).status).toBe(200);
  });

  it('does not count a request without a password', async () => {
    for (let i = 0; i < 6; i += 1)
      expect((await new Client(app).post('user/login', { login: 'demo' })).status).toBe(400);
    expect((await attempt('demo', 'demo')).status).toBe(200);
  });

  it('is cleared by POST /__sandbox/reset', async () => {
    for (let i = 0; i < 5; i += 1) await attempt('demo', 'nope');
    expect((await attempt('demo', 'demo')).status).toBe(429);
    const reset = await app.request('/__sandbox/reset', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(reset.status).toBe(200);
    expect((await attempt('demo', 'demo')).status).toBe(200);
  });
});

describe('sign-in throttling per client (issue 37)', () => {
  const STRANGER = '203.0.113.9';
  const CUSTOMER = '198.51.100.7';
  const from = (client: string, login: string, password: string) =>
    new Client(app, client).post('user/login', { login, password });
  const locked = (minutes: number) => ({
    status: 429,
    body: { non_field_errors: [`Too many failed sign-ins. Try again in ${minutes} minutes.`] },
  });

  it("never locks a customer out by a stranger's wrong passwords: the lock is per login and client", async () => {
    for (let i = 0; i < 5; i += 1) expect((await from(STRANGER, 'demo', 'nope')).status).toBe(400);
    expect(await answer(await from(STRANGER, 'demo', 'demo'))).toEqual(locked(15));
    expect((await from(CUSTOMER, 'demo', 'demo')).status).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await from(CUSTOMER, 'demo', 'nope')).status).toBe(400);
    expect((await from(CUSTOMER, 'demo', 'demo')).status).toBe(200);
  });

  it('locks a client for every login after 20 failed sign-ins across logins (one password sprayed)', async () => {
    for (let i = 0; i < 20; i += 1) {
      expect((await from(STRANGER, `user${i}`, 'Winter2026!')).status, `login ${i}`).toBe(400);
      time += 10 * 1000;
    }
    expect(await answer(await from(STRANGER, 'someone-else', 'Winter2026!'))).toEqual(locked(12));
    expect((await from(STRANGER, 'demo', 'demo')).status).toBe(429);
    expect((await from(CUSTOMER, 'demo', 'demo')).status).toBe(200);
    time += 12 * MINUTE;
    expect((await from(STRANGER, 'demo', 'demo')).status).toBe(200);
  });

  it('is not reset by a successful sign-in from the spraying client', async () => {
    for (let i = 0; i < 19; i += 1) await from(STRANGER, `user${i}`, 'nope');
    expect((await from(STRANGER, 'metered', 'metered')).status).toBe(200);
    expect((await from(STRANGER, 'user19', 'nope')).status).toBe(400);
    expect((await from(STRANGER, 'user20', 'nope')).status).toBe(429);
  });
});

describe('the work of a sign-in (issue 37)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('derives a scrypt key of the same cost for an unknown login as for a known one', async () => {
    const derive = vi.spyOn(keyDerivation, 'derive');
    const runs = async (login: string) => {
      derive.mockClear();
      expect((await new Client(app).post('user/login', { login, password: 'not-the-password' })).status).toBe(400);
      return derive.mock.calls.map(([, , length, cost]) => ({ length, cost }));
    };
    const known = await runs('demo');
    expect(known).toHaveLength(1);
    expect(await runs('nobody-by-this-name')).toEqual(known);
  });
});
