import { beforeEach, describe, expect, it } from 'vitest';
import { answer, type Client, freshSandbox, signedIn, type App } from './client';
import type { Db } from '@/sandbox/db';

let app: App;
let db: Db;
let demo: Client;
beforeEach(async () => {
  ({ app, db } = freshSandbox());
  demo = await signedIn(app, 'demo');
});

const numbers = (customer: number, cancelling: 0 | 1) =>
  db
    .prepare<[number, number], { id: number; did: string }>(
      'SELECT id, did FROM dids WHERE customer_id = ? AND is_being_cancelled = ? ORDER BY did LIMIT 2',
    )
    .all(customer, cancelling);

describe('the cancellation cart', () => {
  it('starts empty, then lists the added numbers with their country, area, service and cancellation date', async () => {
    expect(await answer(await demo.get('customer/cart/cancellations'))).toEqual({ status: 200, body: [] });
    const [a, b] = numbers(1, 0);
    expect(await answer(await demo.post('customer/cart/cancellations/add', { ids: [a.id, b.id] }))).toEqual({
      status: 200,
      body: { message: 'Added to the cancellation cart.' },
    });
    const items = (await (await demo.get('customer/cart/cancellations')).json()) as Record<string, unknown>[];
    expect(items.map((item) => item.did)).toEqual([a.did, b.did]);
    expect(items[0]).toEqual({
      id: expect.any(Number),
      did: a.did,
      country: expect.any(String),
      area: expect.any(String),
      type_of_service: expect.any(String),
      cancellation_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      isDedicatedChannel: false,
      isSharedChannel: false,
      amount: 1,
    });
    expect(await answer(await signedIn(app, 'metered').then((m) => m.get('customer/cart/cancellations')))).toEqual({
      status: 200,
      body: [],
    });
  });

  it('refuses a number already in the cart or already being cancelled, and adds nothing then', async () => {
    const [a, b] = numbers(1, 0);
    const [cancelling] = numbers(1, 1);
    await demo.post('customer/cart/cancellations/add', { ids: [a.id] });
    expect(await answer(await demo.post('customer/cart/cancellations/add', { ids: [b.id, a.id] }))).toEqual({
      status: 400,
      body: { detail: `${a.did} is already in the cancellation cart.` },
    });
    expect(await answer(await demo.post('customer/cart/cancellations/add', { ids: [b.id, cancelling.id] }))).toEqual({
      status: 400,
      body: { detail: `${cancelling.did} is already being cancelled.` },
    });
    const items = (await (await demo.get('customer/cart/cancellations')).json()) as unknown[];
    expect(items).toHaveLength(1);
  });

  it("refuses no ids, unknown ids and another customer's numbers", async () => {
    expect(await answer(await demo.post('customer/cart/cancellations/add', { ids: [] }))).toEqual({
      status: 400,
      body: { ids: ['This field is required.'] },
    });
    const [other] = numbers(2, 0);
    expect(await answer(await demo.post('customer/cart/cancellations/add', { ids: [other.id, 999999] }))).toEqual({
      status: 400,
      body: {
        ids: [`Invalid pk "${other.id}" - object does not exist.`, 'Invalid pk "999999" - object does not exist.'],
      },
    });
  });
});
