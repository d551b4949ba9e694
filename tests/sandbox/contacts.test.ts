import { beforeEach, describe, expect, it } from 'vitest';
import { answer, Client, freshSandbox, signedIn, type App } from './client';
import type { Contact as Row } from '@/providers/types';

let app: App;
let demo: Client;
beforeEach(async () => {
  ({ app } = freshSandbox());
  demo = await signedIn(app, 'demo');
});

const valid = {
  level: 2,
  reg_type: 1,
  name: 'Sanne de Vries',
  mobile_phone: '+31 6 1234 5678',
  fixed_phone: '+31 20 123 4567',
  email: 'sanne.devries@northwind-telecom.nl',
  mail_subscription: [2, 3],
};

describe('lookups', () => {
  it('answers the contact types, levels and the 8 mail subscriptions', async () => {
    const types = (await (await demo.get('customer/contacts/types')).json()) as { name: string }[];
    expect(types.map((t) => t.name)).toEqual([
      'Technical',
      'Billing',
      'Commercial',
      'Abuse',
      'Emergency',
      'Administrative',
    ]);
    const levels = (await (await demo.get('customer/contacts/levels')).json()) as { id: number; level: number }[];
    expect(levels.map((l) => l.level)).toEqual([1, 2, 3]);
    const subscriptions = (await (await demo.get('mail-subscriptions')).json()) as { id: number; name: string }[];
    expect(subscriptions).toHaveLength(8);
    expect(subscriptions[0]).toEqual({ id: 1, name: expect.any(String) });
  });

  it('need a token', async () => {
    expect((await new Client(app).get('mail-subscriptions')).status).toBe(401);
  });
});

describe('customer/contacts', () => {
  it('lists 4 to 6 seeded contacts of the customer only', async () => {
    const page = (await (await demo.get('customer/contacts')).json()) as { results: Row[]; count: number };
    expect(page.count).toBeGreaterThanOrEqual(4);
    expect(page.count).toBeLessThanOrEqual(6);
    expect(page.results).toHaveLength(page.count);
    for (const row of page.results) {
      expect(row.email).toMatch(/@northwind-telecom\.nl$/);
      expect(row.type).toEqual({ id: expect.any(Number), name: expect.any(String) });
      expect([1, 2, 3]).toContain(row.level);
      expect(row).not.toHaveProperty('mobile_phone');
    }
    const metered = await signedIn(app, 'metered');
    const theirs = (await (await metered.get('customer/contacts')).json()) as { results: Row[] };
    expect(theirs.results.every((row) => row.email.endsWith('@rhone-voix.fr'))).toBe(true);
  });

  it('creates, reads, updates and deletes a contact', async () => {
    const created = await demo.post('customer/contacts', valid);
    expect(created.status).toBe(201);
    const { message, id } = (await created.json()) as { message: string; id: number };
    expect(message).toBe('Contact created.');
    expect(await (await demo.get(`customer/contacts/${id}`)).json()).toEqual({
      id,
      level: 2,
      name: 'Sanne de Vries',
      email: 'sanne.devries@northwind-telecom.nl',
      type: { id: 1, name: 'Technical' },
      mail_subscription: [
        { id: 2, name: expect.any(String) },
        { id: 3, name: expect.any(String) },
      ],
      mobile_phone: '+31 6 1234 5678',
      fixed_phone: '+31 20 123 4567',
    });

    const updated = await demo.put(`customer/contacts/${id}`, {
      ...valid,
      level: 3,
      reg_type: 4,
      mail_subscription: [8],
    });
    expect(await answer(updated)).toEqual({ status: 200, body: { message: 'Contact updated.' } });
    expect(await (await demo.get(`customer/contacts/${id}`)).json()).toMatchObject({
      level: 3,
      type: { id: 4, name: 'Abuse' },
      mail_subscription: [{ id: 8, name: expect.any(String) }],
    });

    expect((await demo.delete(`customer/contacts/${id}`)).status).toBe(204);
    expect(await answer(await demo.get(`customer/contacts/${id}`))).toEqual({
      status: 404,
      body: { detail: 'Not found.' },
    });
  });

  it('requires level, reg_type and email', async () => {
    expect(await answer(await demo.post('customer/contacts', { name: 'Nobody' }))).toEqual({
      status: 400,
      body: {
        level: ['This field is required.'],
        reg_type: ['This field is required.'],
        email: ['This field is required.'],
      },
    });
  });

  it('refuses unknown choices, a malformed email and unknown subscriptions', async () => {
    const response = await demo.post('customer/contacts', {
      ...valid,
      level: 9,
      reg_type: 'x',
      email: 'nope@',
      mail_subscription: [1, 99],
    });
    expect(await answer(response)).toEqual({
      status: 400,
      body: {
        level: ['Select a valid level.'],
        reg_type: ['Select a valid contact type.'],
        email: ['Enter a valid email address.'],
        mail_subscription: ['Invalid pk "99" - object does not exist.'],
      },
    });
  });

  it('refuses a second contact with the same email (any case), but not an update of the same contact', async () => {
    const first = (await (await demo.post('customer/contacts', valid)).json()) as { id: number };
    const duplicate = await demo.post('customer/contacts', { ...valid, email: valid.email.toUpperCase() });
    expect(await answer(duplicate)).toEqual({
      status: 400,
      body: { email: ['A contact with this email already exists.'] },
    });
    expect((await demo.put(`customer/contacts/${first.id}`, valid)).status).toBe(200);
    // Another customer may use the same address.
    expect((await (await signedIn(app, 'metered')).post('customer/contacts', valid)).status).toBe(201);
  });

  it("answers 404 for another customer's contact, on every method", async () => {
    const metered = await signedIn(app, 'metered');
    const theirs = ((await (await metered.get('customer/contacts')).json()) as { results: Row[] }).results[0];
    const notFound = { status: 404, body: { detail: 'Not found.' } };
    expect(await answer(await demo.get(`customer/contacts/${theirs.id}`))).toEqual(notFound);
    expect(await answer(await demo.put(`customer/contacts/${theirs.id}`, valid))).toEqual(notFound);
    expect(await answer(await demo.delete(`customer/contacts/${theirs.id}`))).toEqual(notFound);
    expect(await answer(await demo.get('customer/contacts/99999'))).toEqual(notFound);
    expect((await metered.get(`customer/contacts/${theirs.id}`)).status).toBe(200);
  });

  it('refuses mutations without the CSRF header', async () => {
    expect((await demo.post('customer/contacts', valid, { csrf: false })).status).toBe(403);
    expect((await demo.delete('customer/contacts/1', { csrf: false })).status).toBe(403);
    expect((await demo.get('customer/contacts/1')).status).toBe(200);
  });
});

describe('pagination', () => {
  async function addContacts(count: number) {
    for (let i = 0; i < count; i += 1) {
      const response = await demo.post('customer/contacts', { ...valid, email: `extra${i}@northwind-telecom.nl` });
      expect(response.status).toBe(201);
    }
  }

  it('pages with page and page_size, default 20', async () => {
    const seeded = ((await (await demo.get('customer/contacts')).json()) as { count: number }).count;
    await addContacts(45 - seeded);
    const first = (await (await demo.get('customer/contacts')).json()) as { results: Row[]; count: number };
    expect(first.count).toBe(45);
    expect(first.results).toHaveLength(20);
    const third = (await (await demo.get('customer/contacts?page=3')).json()) as { results: Row[] };
    expect(third.results).toHaveLength(5);
    const big = (await (await demo.get('customer/contacts?page=1&page_size=50')).json()) as { results: Row[] };
    expect(big.results).toHaveLength(45);
    const ids = big.results.map((row) => row.id);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    expect(first.results.map((row) => row.id)).toEqual(ids.slice(0, 20));
  });

  it('refuses a page past the end, but not page 1 of an empty list', async () => {
    expect(await answer(await demo.get('customer/contacts?page=2'))).toEqual({
      status: 404,
      body: { detail: 'Invalid page.' },
    });
    expect((await demo.get('customer/contacts?page=0')).status).toBe(404);
    expect((await demo.get('customer/contacts?page=abc')).status).toBe(404);
    const ids = ((await (await demo.get('customer/contacts')).json()) as { results: Row[] }).results.map((r) => r.id);
    for (const id of ids) await demo.delete(`customer/contacts/${id}`);
    expect(await answer(await demo.get('customer/contacts?page=1'))).toEqual({
      status: 200,
      body: { results: [], count: 0 },
    });
  });

  it('accepts only the page sizes 20, 50, 100 and 250', async () => {
    for (const size of [20, 50, 100, 250])
      expect((await demo.get(`customer/contacts?page_size=${size}`)).status).toBe(200);
    for (const size of [10, 25, 0, 1000]) {
      expect(await answer(await demo.get(`customer/contacts?page_size=${size}`))).toEqual({
        status: 400,
        body: { page_size: ['Select a valid page size.'] },
      });
    }
  });
});
