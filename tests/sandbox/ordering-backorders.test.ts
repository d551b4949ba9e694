import { beforeEach, describe, expect, it } from 'vitest';
import { answer, type Client, freshSandbox, signedIn, type App } from './client';
import type { BackorderState, CheckoutSummary } from '@/providers/types';
import { EINDHOVEN, GEOGRAPHIC, GRONINGEN, json, NL_GEO, prefixPath } from './ordering-fixtures';

let app: App;
let demo: Client;
beforeEach(async () => {
  ({ app } = freshSandbox());
  demo = await signedIn(app, 'demo');
});

const add = (amount: unknown, area = GRONINGEN, client = demo) =>
  client.post('customer/cart/backorders/add', { amount, plan: NL_GEO, plan_type: GEOGRAPHIC, area });
const state = async (area = GRONINGEN, client = demo) =>
  json<BackorderState>(await client.get(`customer/cart/backorders/${prefixPath(NL_GEO, GEOGRAPHIC, area)}`));

describe('backorders', () => {
  it("starts with nothing pending and the prefix's capacity; adding creates then grows one pending line", async () => {
    expect(await state()).toEqual({ id: null, amount: 0, stock: 25 });
    const first = await answer(await add(10));
    expect(first).toMatchObject({ status: 201, body: { amount: 10, stock: 25 } });
    const second = await json<BackorderState>(await add(5));
    expect(second).toEqual({ id: (first.body as BackorderState).id, amount: 15, stock: 25 });
    const summary = await json<CheckoutSummary>(await demo.get('customer/cart/check-out'));
    const row = summary.rows.find((r) => r.is_backorder);
    expect(row).toMatchObject({ kind: 'backorder', amount: 15, mrc_price: '1.50', nrc_price: '5.00' });
    expect(row?.description).toContain('Groningen');
    // 2 seeded Amsterdam numbers + 15 backordered, at 1.50 / 5.00 each
    expect(summary.total).toEqual({ mrc: '25.50', nrc: '85.00' });
  });

  it('refuses more than the capacity minus what is pending', async () => {
    await add(20);
    expect(await answer(await add(6))).toEqual({
      status: 400,
      body: { amount: ['Ensure this value is less than or equal to 5.'] },
    });
    expect((await add(5)).status).toBe(201);
    expect(await answer(await add(1))).toEqual({
      status: 400,
      body: { amount: ['Ensure this value is less than or equal to 0.'] },
    });
  });

  it("counts the cap per customer: another customer's pending backorder does not lower it", async () => {
    await add(20);
    const metered = await signedIn(app, 'metered');
    expect((await add(25, GRONINGEN, metered)).status).toBe(201);
  });

  it("takes 0 (the spec's minimum) as adding nothing: the cart stays as it was", async () => {
    expect((await add(2)).status).toBe(201);
    const before = await answer(await demo.get('customer/cart'));
    const none = await answer(await add(0));
    expect(none.status).toBe(200);
    expect(none.body).toMatchObject({ amount: 2 });
    expect(await answer(await demo.get('customer/cart'))).toEqual(before);
  });

  it('refuses an amount below 0 or not an integer, and a prefix with no backorder capacity', async () => {
    for (const amount of [-1, -3, 1.5, 'many']) {
      expect(await answer(await add(amount))).toEqual({
        status: 400,
        body: { amount: ['Ensure this value is greater than or equal to 0.'] },
      });
    }
    expect(await answer(await add(1, EINDHOVEN))).toEqual({
      status: 400,
      body: { detail: 'Unfortunately, we cannot order additional DIDs for this Plan.' },
    });
    expect(await answer(await demo.post('customer/cart/backorders/add', {}))).toMatchObject({
      status: 400,
      body: {
        amount: ['This field is required.'],
        plan: ['This field is required.'],
        area: ['This field is required.'],
      },
    });
    expect(
      (await demo.post('customer/cart/backorders/add', { amount: 1, plan: NL_GEO, plan_type: GEOGRAPHIC, area: 30 }))
        .status,
    ).toBe(400);
  });

  it('removes the pending backorder by id or by prefix (Cancel)', async () => {
    const { id } = await json<BackorderState>(await add(4));
    expect((await demo.delete(`customer/cart/backorders/${id}`)).status).toBe(204);
    expect(await state()).toEqual({ id: null, amount: 0, stock: 25 });
    expect((await demo.delete(`customer/cart/backorders/${id}`)).status).toBe(404);
    await add(4);
    expect(
      (await demo.delete(`customer/cart/backorders/${prefixPath(NL_GEO, GEOGRAPHIC, GRONINGEN)}/cancel`)).status,
    ).toBe(204);
    expect((await state()).amount).toBe(0);
  });
});
