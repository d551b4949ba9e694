/** Session lifetime (14 days from sign-in), the csrftoken cookie's lifetime and Secure flag. */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../sandbox/db';
import { answer, freshSandbox, signedIn, type App } from './client';

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
  db.prepare<[string], number>('SELECT count(*) FROM sessions WHERE token = ?').pluck().get(token ?? '');

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
