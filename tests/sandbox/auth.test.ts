import { beforeEach, describe, expect, it } from 'vitest';
import { answer, Client, freshSandbox, signedIn, type App } from './client';

let app: App;
beforeEach(() => {
  ({ app } = freshSandbox());
});

describe('user/login', () => {
  it('answers a token and sets a readable csrftoken cookie', async () => {
    const response = await new Client(app).post('user/login', { login: 'demo', password: 'demo' });
    expect(response.status).toBe(200);
    const { token } = (await response.json()) as { token: string };
    expect(token).toMatch(/^[0-9a-f]{40}$/);
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^csrftoken=[0-9a-f]+;/);
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toMatch(/HttpOnly/i);
  });

  it('refuses empty fields per field', async () => {
    expect(await answer(await new Client(app).post('user/login', { login: '', password: '' }))).toEqual({
      status: 400,
      body: { login: ['This field is required.'], password: ['This field is required.'] },
    });
    expect(await answer(await new Client(app).post('user/login', { login: 'demo' }))).toEqual({
      status: 400,
      body: { password: ['This field is required.'] },
    });
  });

  it('refuses wrong credentials and unknown users with non_field_errors', async () => {
    const wrong = { status: 400, body: { non_field_errors: ['Unable to log in with provided credentials.'] } };
    expect(await answer(await new Client(app).post('user/login', { login: 'demo', password: 'nope' }))).toEqual(wrong);
    expect(await answer(await new Client(app).post('user/login', { login: 'ghost', password: 'ghost' }))).toEqual(
      wrong,
    );
  });

  it('needs neither a token nor a CSRF header', async () => {
    const client = new Client(app);
    client.csrf = 'stale';
    expect((await client.post('user/login', { login: 'metered', password: 'metered' }, { csrf: false })).status).toBe(
      200,
    );
  });

  it('answers 400 on a body that is not a JSON object', async () => {
    const json = { 'Content-Type': 'application/json' };
    const response = await app.request('/api/v1/user/login', { method: 'POST', body: '[1]', headers: json });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ non_field_errors: ['Invalid data. Expected a dictionary, but got list.'] });
    expect((await app.request('/api/v1/user/login', { method: 'POST', body: '{oops', headers: json })).status).toBe(
      400,
    );
  });

  it('takes JSON only: a form, text/plain or an untyped body (what a page of another site can send) is a 415', async () => {
    const body = JSON.stringify({ email: 'demo@example.com' });
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', '']) {
      for (const path of ['user/password-reset', 'user/login']) {
        const headers: Record<string, string> = type ? { 'Content-Type': type } : {};
        const response = await app.request(`/api/v1/${path}`, { method: 'POST', body: new Blob([body]), headers });
        expect(response.status, `${path} ${type}`).toBe(415);
        expect(await response.json()).toEqual({ detail: expect.stringContaining('Send application/json.') });
      }
    }
  });
});

describe('customer/me', () => {
  it('describes each demo account', async () => {
    const me = async (login: string) => (await (await signedIn(app, login)).get('customer/me')).json();
    expect(await me('demo')).toEqual({
      login: 'demo',
      customer_type: 1,
      payment_model: 'capacity',
      is_hijacked: false,
      company_name: 'Northwind Telecom B.V.',
      currency: 'EUR',
    });
    expect(await me('metered')).toMatchObject({
      login: 'metered',
      customer_type: 2,
      payment_model: 'metered',
      is_hijacked: false,
    });
    expect(await me('support')).toEqual({ ...(await me('demo')), is_hijacked: true });
  });

  it('refuses a missing token and a bad token with 401', async () => {
    expect(await answer(await new Client(app).get('customer/me'))).toEqual({
      status: 401,
      body: { detail: 'Authentication credentials were not provided.' },
    });
    const bad = new Client(app);
    bad.token = '0'.repeat(40);
    expect(await answer(await bad.get('customer/me'))).toEqual({ status: 401, body: { detail: 'Invalid token.' } });
    const response = await app.request('/api/v1/customer/me', { headers: { Authorization: 'Bearer abc' } });
    expect(response.status).toBe(401);
  });

  it('sets the csrftoken cookie on an authenticated GET when the browser has none', async () => {
    const client = await signedIn(app, 'demo');
    client.csrf = undefined;
    const response = await client.get('customer/me');
    expect(response.headers.get('set-cookie')).toMatch(/^csrftoken=/);
    expect((await client.get('customer/me')).headers.get('set-cookie')).toBeNull();
  });

  it('answers 405 to a method it does not have', async () => {
    const client = await signedIn(app, 'demo');
    const response = await client.post('customer/me', {});
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toContain('GET');
    expect(await response.json()).toEqual({ detail: 'Method "POST" not allowed.' });
  });
});

describe('CSRF', () => {
  it('refuses an authenticated mutation without the header, or with another value', async () => {
    const client = await signedIn(app, 'demo');
    const refused = { status: 403, body: { detail: 'CSRF Failed: CSRF token missing or incorrect.' } };
    expect(await answer(await client.post('user/logout', undefined, { csrf: false }))).toEqual(refused);
    expect(
      await answer(await client.post('user/logout', undefined, { csrf: false, headers: { 'X-CSRFToken': 'forged' } })),
    ).toEqual(refused);
    expect((await client.get('customer/me')).status).toBe(200);
  });
});

describe('user/logout', () => {
  it('answers 204 and invalidates the token', async () => {
    const client = await signedIn(app, 'demo');
    expect((await client.post('user/logout')).status).toBe(204);
    expect(await answer(await client.get('customer/me'))).toEqual({ status: 401, body: { detail: 'Invalid token.' } });
  });

  it('leaves the other sessions of the customer signed in', async () => {
    const first = await signedIn(app, 'demo');
    const second = await signedIn(app, 'demo');
    await first.post('user/logout');
    expect((await second.get('customer/me')).status).toBe(200);
  });
});

describe('user/release-hijack', () => {
  it('ends a hijacked session and points to /login', async () => {
    const support = await signedIn(app, 'support');
    expect(await answer(await support.post('user/release-hijack'))).toEqual({
      status: 200,
      body: { location: '/login' },
    });
    expect((await support.get('customer/me')).status).toBe(401);
  });

  it('refuses a session that is not hijacked', async () => {
    const demo = await signedIn(app, 'demo');
    expect(await answer(await demo.post('user/release-hijack'))).toEqual({
      status: 400,
      body: { detail: 'No active hijack.' },
    });
    expect((await demo.get('customer/me')).status).toBe(200);
  });
});

describe('user/password-reset', () => {
  it('accepts a valid address anonymously', async () => {
    expect(
      await answer(await new Client(app).post('user/password-reset', { email: 'noc@northwind-telecom.nl' })),
    ).toEqual({
      status: 200,
      body: { detail: 'Password reset e-mail has been sent.' },
    });
  });

  it('answers the 4th request for one address from one client within 15 minutes 429 on the field (issue 50)', async () => {
    const from = (client: string, email: string) => new Client(app, client).post('user/password-reset', { email });
    for (let i = 0; i < 3; i += 1) expect((await from('198.51.100.7', 'noc@northwind-telecom.nl')).status).toBe(200);
    const refused = await from('198.51.100.7', ' NOC@northwind-telecom.nl ');
    expect(await answer(refused)).toEqual({
      status: 429,
      body: { email: ['Too many reset requests. Try again in 15 minutes.'] },
    });
    expect(refused.headers.get('Retry-After')).toBe('900');
    // Another client asks for the same address: a stranger cannot stop the customer's own requests.
    expect((await from('203.0.113.9', 'noc@northwind-telecom.nl')).status).toBe(200);
    // One client, many addresses: 10 in all.
    for (let i = 0; i < 9; i += 1) expect((await from('203.0.113.9', `user${i}@example.com`)).status).toBe(200);
    expect((await from('203.0.113.9', 'other@example.com')).status).toBe(429);
  });

  it('takes JSON only: a cross-site form (text/plain) cannot ask for a reset', async () => {
    const response = await app.request('/api/v1/user/password-reset', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify({ email: 'noc@northwind-telecom.nl' }),
    });
    expect(response.status).toBe(415);
  });

  it('refuses a missing or invalid address', async () => {
    expect(await answer(await new Client(app).post('user/password-reset', {}))).toEqual({
      status: 400,
      body: { email: ['This field is required.'] },
    });
    expect(await answer(await new Client(app).post('user/password-reset', { email: 'not-an-email' }))).toEqual({
      status: 400,
      body: { email: ['Enter a valid email address.'] },
    });
  });
});
