/**
 * Two-factor sign-in (issue 47, a sandbox extension): set-up and confirmation, the sign-in's second step (a code works
 * once, 5 wrong codes end it, 5 minutes), recovery codes (once each, hashed, made anew), a remembered browser, turning it
 * off, support acting for the customer, the trail, and the secret never answered after the set-up.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '@/sandbox/app';
import { openDatabase, type Db } from '@/sandbox/db';
import { codeAt } from '@/sandbox/twoFactor';
import { ENDPOINTS } from '@/providers/endpoints';
import { answer, Client, signedIn, type App } from './client';

const P = ENDPOINTS.twoFactor;
const STEP_MS = 30_000;

let clock: number;
let app: App;
let db: Db;
let demo: Client;
beforeEach(async () => {
  clock = Date.parse('2026-11-02T10:00:10.000Z');
  db = openDatabase(':memory:');
  app = createApp({ db, now: () => clock });
  demo = await signedIn(app, 'demo');
});

const json = async <T>(response: Response) => (await response.json()) as T;

/** Turns two-factor on for demo: its secret and recovery codes. */
async function turnOn(client = demo): Promise<{ secret: string; codes: string[] }> {
  const { secret, otpauth_uri } = await json<{ secret: string; otpauth_uri: string }>(await client.post(P.setup));
  expect(otpauth_uri).toMatch(/^otpauth:\/\/totp\/.+\?.*secret=/);
  expect(otpauth_uri).toContain(`secret=${secret}`);
  const confirmed = await client.post(P.confirm, { code: codeAt(secret, clock) });
  expect(confirmed.status).toBe(200);
  const { recovery_codes } = await json<{ recovery_codes: string[] }>(confirmed);
  return { secret, codes: recovery_codes };
}

/** The password step: the challenge of the second step. */
async function password(login = 'demo', headers: Record<string, string> = {}): Promise<string> {
  const response = await new Client(app).post('user/login', { login, password: login }, { headers });
  const body = await json<{ two_factor_required?: boolean; challenge?: string; token?: string }>(response);
  expect(response.status).toBe(200);
  expect(body.token).toBeUndefined();
  expect(body.two_factor_required).toBe(true);
  return body.challenge ?? '';
}

const second = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  new Client(app).post(P.signIn, body, { headers });

const kinds = () =>
  (
    db.prepare('SELECT kind, summary FROM activity_events ORDER BY id').all() as { kind: string; summary: string }[]
  ).map((row) => `${row.kind}: ${row.summary}`);

describe('turning it on', () => {
  it('is off until a code from the app confirms the secret, then answers 10 recovery codes once', async () => {
    expect(await answer(await demo.get(P.status))).toEqual({
      status: 200,
      body: { enabled: false, enabled_at: null, recovery_codes_left: 0 },
    });
    const { secret } = await json<{ secret: string }>(await demo.post(P.setup));
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(await answer(await demo.post(P.confirm, { code: '000000' }))).toEqual({
      status: 400,
      body: { code: ['Wrong code. Check the time on your phone and try again.'] },
    });
    expect(await answer(await demo.post(P.confirm, { code: '12345' }))).toEqual({
      status: 400,
      body: { code: ['Enter the 6-digit code from your app.'] },
    });
    expect((await json<{ enabled: boolean }>(await demo.get(P.status))).enabled).toBe(false);
    const confirmed = await json<{ recovery_codes: string[] }>(
      await demo.post(P.confirm, { code: codeAt(secret, clock) }),
    );
    expect(confirmed.recovery_codes).toHaveLength(10);
    expect(new Set(confirmed.recovery_codes).size).toBe(10);
    for (const code of confirmed.recovery_codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const status = await json<Record<string, unknown>>(await demo.get(P.status));
    expect(status).toEqual({ enabled: true, enabled_at: '2026-11-02T10:00:10.000Z', recovery_codes_left: 10 });
    // Neither the secret nor a code is answered again, or kept in the clear.
    const stored = JSON.stringify(db.prepare('SELECT * FROM two_factor_recovery_codes').all());
    for (const code of confirmed.recovery_codes) expect(stored).not.toContain(code.replace('-', ''));
    expect(await answer(await demo.post(P.setup))).toEqual({
      status: 400,
      body: { detail: 'Two-factor authentication is already on.' },
    });
    expect(kinds()).toContain('two_factor_enable: Two-factor authentication turned on');
    expect(JSON.stringify(db.prepare('SELECT * FROM activity_events').all())).not.toContain(secret);
  });

  it('speaks French to a French reader', async () => {
    await demo.post(P.setup);
    expect(
      await answer(await demo.post(P.confirm, { code: 'abcdef' }, { headers: { 'Accept-Language': 'fr' } })),
    ).toEqual({
      status: 400,
      body: { code: ['Saisissez le code à 6 chiffres de votre application.'] },
    });
  });

  it('cannot be confirmed without a set-up, nor changed by support acting for the customer', async () => {
    expect((await demo.post(P.confirm, { code: '123456' })).status).toBe(400);
    const support = await signedIn(app, 'support');
    expect(await answer(await support.post(P.setup))).toEqual({
      status: 403,
      body: { detail: "Support staff cannot change the customer's two-factor authentication." },
    });
    expect((await support.get(P.status)).status).toBe(200);
  });
});

describe('signing in with it', () => {
  it('asks for a code after the password; a code works once', async () => {
    const { secret } = await turnOn();
    clock += STEP_MS;
    const challenge = await password();
    expect(await answer(await second({ challenge, code: '000000' }))).toEqual({
      status: 400,
      body: { code: ['Wrong code. 4 tries left.'] },
    });
    const code = codeAt(secret, clock);
    const signedInNow = await second({ challenge, code });
    expect(signedInNow.status).toBe(200);
    const { token } = await json<{ token: string }>(signedInNow);
    const client = new Client(app);
    client.token = token;
    expect((await client.get('customer/me')).status).toBe(200);
    // The same code again, within its 30 seconds: refused.
    const again = await password();
    expect(await answer(await second({ challenge: again, code }))).toEqual({
      status: 400,
      body: { code: ['This code was used already: wait for the next one. 4 tries left.'] },
    });
    clock += STEP_MS;
    expect((await second({ challenge: again, code: codeAt(secret, clock) })).status).toBe(200);
    const trail = kinds();
    expect(trail.slice(trail.indexOf('two_factor_enable: Two-factor authentication turned on') + 1)).toEqual([
      'sign_in_failed: Failed sign-in (wrong code)',
      'sign_in: Signed in',
      'sign_in_failed: Failed sign-in (wrong code)',
      'sign_in: Signed in',
    ]);
  });

  it('ends the attempt after 5 wrong codes: the password must be typed again', async () => {
    const { secret } = await turnOn();
    const challenge = await password();
    for (const left of [4, 3, 2, 1]) {
      expect((await json<{ code: string[] }>(await second({ challenge, code: '000000' }))).code).toEqual([
        `Wrong code. ${left} tries left.`,
      ]);
    }
    expect(await answer(await second({ challenge, code: '000000' }))).toEqual({
      status: 400,
      body: { challenge: ['Too many wrong codes. Enter your password again.'] },
    });
    clock += STEP_MS;
    expect(await answer(await second({ challenge, code: codeAt(secret, clock) }))).toEqual({
      status: 400,
      body: { challenge: ['This sign-in has expired. Enter your password again.'] },
    });
  });

  it('expires 5 minutes after the password', async () => {
    const { secret } = await turnOn();
    const challenge = await password();
    clock += 5 * 60 * 1000;
    expect(
      (await json<{ challenge: string[] }>(await second({ challenge, code: codeAt(secret, clock) }))).challenge,
    ).toEqual(['This sign-in has expired. Enter your password again.']);
  });

  it('takes each recovery code once, and says so on the trail', async () => {
    const { codes } = await turnOn();
    const challenge = await password();
    expect((await second({ challenge, recovery_code: codes[3].toUpperCase().replace('-', ' ') })).status).toBe(200);
    expect(kinds()).toContain('sign_in_recovery_code: Signed in with a recovery code');
    const again = await password();
    expect(await answer(await second({ challenge: again, recovery_code: codes[3] }))).toEqual({
      status: 400,
      body: { recovery_code: ['Wrong or used recovery code. 4 tries left.'] },
    });
    expect((await json<{ recovery_codes_left: number }>(await demo.get(P.status))).recovery_codes_left).toBe(9);
  });

  it('refuses malformed second steps on their fields without counting them', async () => {
    await turnOn();
    const challenge = await password();
    expect(await answer(await second({ challenge, code: '12a456' }))).toEqual({
      status: 400,
      body: { code: ['Enter the 6-digit code from your app.'] },
    });
    expect(
      (await json<Record<string, unknown>>(await second({ challenge, recovery_code: 'short' }))).recovery_code,
    ).toEqual(['Enter a recovery code like abcde-23456.']);
    expect((await second({ challenge, code: '123456', recovery_code: 'abcde-23456' })).status).toBe(400);
    expect(
      (await json<Record<string, unknown>>(await second({ challenge, code: '1234567', remember: 'yes' }))).remember,
    ).toEqual(['Must be a valid boolean.']);
    expect((await json<{ code: string[] }>(await second({ challenge, code: '000000' }))).code).toEqual([
      'Wrong code. 4 tries left.',
    ]);
  });

  it('remembers a browser for 30 days when asked', async () => {
    const { secret } = await turnOn();
    clock += STEP_MS;
    const challenge = await password();
    const response = await second({ challenge, code: codeAt(secret, clock), remember: true });
    const cookie = response.headers.get('set-cookie') ?? '';
    const browser = /two_factor_browser=([^;]+)/.exec(cookie)?.[1] ?? '';
    expect(browser).toMatch(/^[0-9a-f]{40}$/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Max-Age=2592000/);
    expect(cookie).toMatch(/Path=\/api\/v1\/user\/login/);
    const remembered = await new Client(app).post(
      'user/login',
      { login: 'demo', password: 'demo' },
      {
        headers: { Cookie: `two_factor_browser=${browser}` },
      },
    );
    expect(Object.keys(await json<object>(remembered))).toEqual(['token']);
    // Another browser still needs the code; and the remembered one does after 30 days.
    await password();
    clock += 30 * 24 * 3600 * 1000;
    await password('demo', { Cookie: `two_factor_browser=${browser}` });
  });

  it('lets support act for the customer without the customer’s codes', async () => {
    await turnOn();
    const support = await new Client(app).post('user/login', { login: 'support', password: 'support' });
    expect(Object.keys(await json<object>(support))).toEqual(['token']);
  });
});

describe('turning it off and new recovery codes', () => {
  it('asks for the password and a code, then signs in with the password alone', async () => {
    const { secret } = await turnOn();
    clock += STEP_MS;
    expect(await answer(await demo.post(P.disable, { password: 'wrong', code: codeAt(secret, clock) }))).toEqual({
      status: 400,
      body: { password: ['Your password was entered incorrectly. Please enter it again.'] },
    });
    expect(await answer(await demo.post(P.disable, { password: 'demo', code: '000000' }))).toEqual({
      status: 400,
      body: { code: ['Wrong code. Check the time on your phone and try again.'] },
    });
    expect((await demo.post(P.disable, { password: 'demo' })).status).toBe(400);
    expect(await answer(await demo.post(P.disable, { password: 'demo', code: codeAt(secret, clock) }))).toEqual({
      status: 200,
      body: { enabled: false },
    });
    expect(kinds()).toContain('two_factor_disable: Two-factor authentication turned off');
    const plain = await new Client(app).post('user/login', { login: 'demo', password: 'demo' });
    expect(Object.keys(await json<object>(plain))).toEqual(['token']);
  });

  it('makes new recovery codes with the password: the old ones stop working', async () => {
    const { codes } = await turnOn();
    expect((await demo.post(P.recoveryCodes, { password: 'nope' })).status).toBe(400);
    const fresh = await json<{ recovery_codes: string[] }>(await demo.post(P.recoveryCodes, { password: 'demo' }));
    expect(fresh.recovery_codes).toHaveLength(10);
    expect(fresh.recovery_codes).not.toContain(codes[0]);
    expect(kinds()).toContain('two_factor_recovery_codes: New recovery codes made; the old ones no longer work');
    const challenge = await password();
    expect((await second({ challenge, recovery_code: codes[0] })).status).toBe(400);
    expect((await second({ challenge, recovery_code: fresh.recovery_codes[0] })).status).toBe(200);
  });
});
