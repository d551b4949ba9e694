import { beforeEach, describe, expect, it } from 'vitest';
import { answer, Client, freshSandbox, signedIn, type App } from './client';

let app: App;
beforeEach(() => {
  ({ app } = freshSandbox());
});

describe('health', () => {
  it('answers ok without a token', async () => {
    expect(await answer(await new Client(app).get('health'))).toEqual({ status: 200, body: { status: 'ok' } });
  });
});

describe('customer/auth-token', () => {
  it('answers the API key with the docs location (none for metered)', async () => {
    const demo = (await (await signedIn(app, 'demo')).get('customer/auth-token')).json();
    expect(await demo).toEqual({
      token: expect.stringMatching(/^[0-9a-f]{40}$/),
      docs_location: 'https://docs.example.com/api',
    });
    const metered = (await (await signedIn(app, 'metered')).get('customer/auth-token')).json();
    expect(await metered).toMatchObject({ docs_location: null });
  });

  it('regenerates a new key that is then the current one, distinct from the session token', async () => {
    const client = await signedIn(app, 'demo');
    const before = (await (await client.get('customer/auth-token')).json()) as { token: string };
    const response = await client.post('customer/auth-token/regenerate');
    expect(response.status).toBe(200);
    const after = (await response.json()) as { token: string; docs_location: string };
    expect(after.token).not.toBe(before.token);
    expect(after.token).not.toBe(client.token);
    expect(after.docs_location).toBe('https://docs.example.com/api');
    expect(await (await client.get('customer/auth-token')).json()).toEqual(after);
    expect((await client.get('customer/me')).status).toBe(200);
  });

  it('refuses regeneration without the CSRF header', async () => {
    const client = await signedIn(app, 'demo');
    expect((await client.post('customer/auth-token/regenerate', undefined, { csrf: false })).status).toBe(403);
  });
});

describe('customer/details', () => {
  it('answers the company record of the signed-in customer', async () => {
    expect(await (await (await signedIn(app, 'demo')).get('customer/details')).json()).toEqual({
      company_name: 'Northwind Telecom B.V.',
      address: 'Herengracht 182',
      city: 'Amsterdam',
      postal_code: '1016 BR',
      website: 'https://www.northwind-telecom.nl',
      vat_number: 'NL859123456B01',
      company_registration_number: '34123456',
      timezone: 'Europe/Amsterdam',
      login: 'demo',
      currency: 'EUR',
      customer_type: 1,
      channels: 60,
      // the numbers demo owns (seed-numbers.ts), counted, not stored
      dids_count: 220,
      status: 'Active',
    });
    expect(await (await (await signedIn(app, 'metered')).get('customer/details')).json()).toMatchObject({
      city: 'Lyon',
      currency: 'EUR',
      customer_type: 2,
      timezone: 'Europe/Paris',
    });
  });
});

describe('customer/balance', () => {
  it('answers the prepaid balance with the threshold carrying its currency sign', async () => {
    expect(await answer(await (await signedIn(app, 'demo')).get('customer/balance'))).toEqual({
      status: 200,
      body: { balance: '1250.40', balance_threshold: '100.00€', is_below_threshold: false, currency: 'EUR' },
    });
  });

  it('refuses a postpaid customer', async () => {
    expect(await answer(await (await signedIn(app, 'metered')).get('customer/balance'))).toEqual({
      status: 403,
      body: { detail: 'Balance is only available to prepaid customers.' },
    });
  });
});

describe('customer/plan-field-description', () => {
  it('describes the plan fields with a visible flag', async () => {
    const rows = (await (await (await signedIn(app, 'demo')).get('customer/plan-field-description')).json()) as {
      accessor: string;
      description: string;
      visible: boolean;
    }[];
    const accessors = rows.map((row) => row.accessor);
    for (const field of [
      'did_nrc',
      'did_mrc',
      'default_channels',
      'max_channels',
      'channel_nrc',
      'channel_mrc',
      'call_set_up',
      'price_min_fix',
      'price_min_mob',
      'billing_increment',
      'duration',
      'cancellation',
    ]) {
      expect(accessors).toContain(field);
    }
    for (const row of rows) {
      expect(row.description).not.toBe('');
      expect(typeof row.visible).toBe('boolean');
    }
  });
});

describe('customer/cart/check-out', () => {
  it("shows two lines in demo's cart with totals", async () => {
    const summary = (await (await (await signedIn(app, 'demo')).get('customer/cart/check-out')).json()) as {
      rows: {
        kind: string;
        amount: number;
        mrc_price: string;
        nrc_price: string;
        is_backorder: boolean;
        description: string;
      }[];
      total: { mrc: string; nrc: string };
      restrictions: unknown[];
    };
    expect(summary.rows).toHaveLength(2);
    expect(summary.rows[0]).toMatchObject({
      kind: 'did',
      amount: 1,
      mrc_price: '1.50',
      nrc_price: '5.00',
      is_backorder: false,
    });
    expect(summary.rows[0].description).toContain('Amsterdam');
    expect(summary.total).toEqual({ mrc: '3.00', nrc: '10.00' });
    expect(summary.restrictions).toEqual([]);
  });

  it('is empty for metered', async () => {
    expect(await (await (await signedIn(app, 'metered')).get('customer/cart/check-out')).json()).toEqual({
      rows: [],
      total: { mrc: '0.00', nrc: '0.00' },
      restrictions: [],
    });
  });
});

describe('customer/password/change', () => {
  const change = (client: Client, body: Record<string, string>) => client.post('customer/password/change', body);

  it('changes the password and signs out every session of the customer', async () => {
    const client = await signedIn(app, 'demo');
    const other = await signedIn(app, 'support');
    const metered = await signedIn(app, 'metered');
    const response = await change(client, {
      old_password: 'demo',
      new_password1: 'n3w-secret',
      new_password2: 'n3w-secret',
    });
    expect(await answer(response)).toEqual({ status: 200, body: { detail: 'Password has been changed.' } });
    expect((await client.get('customer/me')).status).toBe(401);
    expect((await other.get('customer/me')).status).toBe(401);
    expect((await metered.get('customer/me')).status).toBe(200);
    await expect(signedIn(app, 'demo', 'demo')).rejects.toThrow(/400/);
    expect((await (await signedIn(app, 'demo', 'n3w-secret')).get('customer/me')).status).toBe(200);
  });

  it('refuses a wrong old password and keeps the session', async () => {
    const client = await signedIn(app, 'demo');
    const response = await change(client, {
      old_password: 'wrong',
      new_password1: 'long-enough',
      new_password2: 'long-enough',
    });
    expect(await answer(response)).toEqual({
      status: 400,
      body: { old_password: ['Your old password was entered incorrectly. Please enter it again.'] },
    });
    expect((await client.get('customer/me')).status).toBe(200);
  });

  it('refuses a mismatch and a short password on the confirmation field', async () => {
    const client = await signedIn(app, 'demo');
    expect(
      await answer(
        await change(client, { old_password: 'demo', new_password1: 'long-enough', new_password2: 'long-enougH' }),
      ),
    ).toEqual({
      status: 400,
      body: { new_password2: ["The two password fields didn't match."] },
    });
    expect(
      await answer(await change(client, { old_password: 'demo', new_password1: 'Sh0rt!', new_password2: 'Sh0rt!' })),
    ).toEqual({
      status: 400,
      body: { new_password2: ['This password is too short. It must contain at least 8 characters.'] },
    });
  });

  it('refuses common and trivial passwords on the confirmation field, each rule in its words (issue 50)', async () => {
    const client = await signedIn(app, 'demo');
    const refusal = async (password: string) =>
      answer(await change(client, { old_password: 'demo', new_password1: password, new_password2: password }));
    const on = (...messages: string[]) => ({ status: 400, body: { new_password2: messages } });
    expect(await refusal('12345678')).toEqual(on('This password is too common.', 'This password is entirely numeric.'));
    expect(await refusal('password')).toEqual(on('This password is too common.'));
    expect(await refusal('  Password  ')).toEqual(on('This password is too common.'));
    expect(await refusal('        ')).toEqual(
      on('This password is too simple. It must contain at least 4 different characters.'),
    );
    expect(await refusal('abababab')).toEqual(
      on('This password is too simple. It must contain at least 4 different characters.'),
    );
    expect(await refusal('84016273950')).toEqual(on('This password is entirely numeric.'));
    expect(await refusal('Demo-2026!')).toEqual(on('The password is too similar to the login.'));
    // Still the old password: the session lives on.
    expect((await client.get('customer/me')).status).toBe(200);
  });

  it('counts wrong old passwords like failed sign-ins: the fifth locks the check for 15 minutes', async () => {
    const client = await signedIn(app, 'demo');
    const attempt = (old: string) =>
      change(client, { old_password: old, new_password1: 'Quiet-harbour-71', new_password2: 'Quiet-harbour-71' });
    for (let i = 0; i < 5; i += 1) expect((await attempt(`guess-${i}`)).status).toBe(400);
    expect(await answer(await attempt('demo'))).toEqual({
      status: 429,
      body: { old_password: ['Too many wrong passwords. Try again in 15 minutes.'] },
    });
    // The same count as sign-in: the login is locked there too, from this client.
    expect((await new Client(app).post('user/login', { login: 'demo', password: 'demo' })).status).toBe(429);
  });

  it('requires every field', async () => {
    expect(await answer(await change(await signedIn(app, 'demo'), {}))).toEqual({
      status: 400,
      body: {
        old_password: ['This field is required.'],
        new_password1: ['This field is required.'],
        new_password2: ['This field is required.'],
      },
    });
  });
});
