import { beforeEach, describe, expect, it } from 'vitest';
import { answer, type Client, freshSandbox, signedIn, type App } from './client';
import type { Db } from '@/sandbox/db';
import type {
  CartDidLine,
  CheckoutResult,
  CheckoutSummary,
  ExistingNumber,
  OrderDetails,
  OrderListItem,
} from '@/providers/types';
import {
  addDid,
  AMSTERDAM,
  availableDids,
  DEMO_PROFILE,
  DEMO_TRUNK,
  FR_GEO,
  GEOGRAPHIC,
  GRONINGEN,
  json,
  NL_GEO,
  prefixPath,
  prefixStock,
} from './ordering-fixtures';

let app: App;
let db: Db;
let demo: Client;
beforeEach(async () => {
  ({ app, db } = freshSandbox());
  demo = await signedIn(app, 'demo');
});

const summary = async (client = demo) => json<CheckoutSummary>(await client.get('customer/cart/check-out'));
const planLines = async () =>
  json<CartDidLine[]>(await demo.get(`customer/cart/${prefixPath(NL_GEO, GEOGRAPHIC, AMSTERDAM)}`));
const saveAll = async () => {
  const lines = await planLines();
  const body = (backorder: boolean) =>
    lines
      .filter((l) => l.is_backorder === backorder)
      .map((l) => ({ id: l.id, profile: DEMO_PROFILE, trunk: DEMO_TRUNK, use_case: 1 }));
  if (body(false).length) expect((await demo.post('customer/cart/dids/save', body(false))).status).toBe(200);
  if (body(true).length) expect((await demo.post('customer/cart/backorders/save', body(true))).status).toBe(200);
  return lines;
};
const checkout = (body: Record<string, unknown>) => demo.post('customer/cart/check-out', body);

describe('the checkout summary', () => {
  it('has one row per line with unit prices and the totals; restrictions of the plans in the cart', async () => {
    const start = await summary();
    expect(start.rows).toHaveLength(2);
    expect(start.rows[0]).toMatchObject({
      kind: 'did',
      amount: 1,
      mrc_price: '1.50',
      nrc_price: '5.00',
      is_backorder: false,
    });
    expect(start.restrictions).toEqual([]);
    const [paris] = await availableDids(demo, FR_GEO, GEOGRAPHIC, 7);
    await addDid(demo, paris);
    const after = await summary();
    expect(after.rows).toHaveLength(3);
    expect(after.restrictions).toEqual([expect.stringContaining('French geographic numbers')]);
  });
});

describe('the checkout summary says which lines are not configured and where they are configured', () => {
  it('a DID line is not configured until saved; its plan, type and prefix lead to its configuration', async () => {
    const start = await summary();
    for (const row of start.rows) {
      expect(row).toMatchObject({
        configured: false,
        plan: { id: NL_GEO, type: GEOGRAPHIC },
        prefix_id: AMSTERDAM,
      });
    }
    await saveAll();
    expect((await summary()).rows.map((row) => row.configured)).toEqual([true, true]);
  });
});

describe('POST customer/cart/check-out refusals', () => {
  it('refuses without the terms', async () => {
    await saveAll();
    for (const body of [{}, { termsAndConditions: false }]) {
      expect(await answer(await checkout(body))).toEqual({
        status: 400,
        body: { termsAndConditions: ['Please accept Terms and Conditions to process order.'] },
      });
    }
  });

  it('refuses unsaved lines and keeps the cart intact', async () => {
    expect(await answer(await checkout({ termsAndConditions: true }))).toEqual({
      status: 400,
      body: {
        non_field_errors: ['Configure every number (end user, trunk and DID service type) before checking out.'],
      },
    });
    expect((await summary()).rows).toHaveLength(2);
  });

  it('refuses an empty cart', async () => {
    expect((await demo.delete('customer/cart')).status).toBe(204);
    expect(await answer(await checkout({ termsAndConditions: true }))).toEqual({
      status: 400,
      body: { non_field_errors: ['Your cart is empty.'] },
    });
  });

  it('refuses when restrictions exist and are not accepted', async () => {
    const [paris] = await availableDids(demo, FR_GEO, GEOGRAPHIC, 7);
    const line = await addDid(demo, paris);
    await saveAll();
    await demo.post('customer/cart/dids/save', [
      { id: line.id, profile: DEMO_PROFILE, trunk: DEMO_TRUNK, use_case: 1 },
    ]);
    expect(await answer(await checkout({ termsAndConditions: true }))).toEqual({
      status: 400,
      body: { serviceRestrictions: ['You must accept service restrictions to proceed.'] },
    });
    expect((await checkout({ termsAndConditions: true, serviceRestrictions: true })).status).toBe(201);
  });
});

describe('DELETE customer/cart', () => {
  it('empties every line and the stock comes back', async () => {
    const before = await prefixStock(demo, NL_GEO, GEOGRAPHIC, AMSTERDAM);
    await demo.post('customer/cart/backorders/add', {
      amount: 2,
      plan: NL_GEO,
      plan_type: GEOGRAPHIC,
      area: GRONINGEN,
    });
    expect((await demo.delete('customer/cart')).status).toBe(204);
    expect((await summary()).rows).toEqual([]);
    expect(await prefixStock(demo, NL_GEO, GEOGRAPHIC, AMSTERDAM)).toBe(before + 2);
  });
});

describe('a successful checkout', () => {
  it("turns the whole cart into one incomplete order; the numbers become the customer's; the cart is empty", async () => {
    await demo.post('customer/cart/backorders/add', {
      amount: 3,
      plan: NL_GEO,
      plan_type: GEOGRAPHIC,
      area: GRONINGEN,
    });
    const lines = await saveAll();
    const dids = lines.filter((l) => !l.is_backorder).map((l) => l.did);
    const stockBefore = await prefixStock(demo, NL_GEO, GEOGRAPHIC, AMSTERDAM);
    const response = await answer(await checkout({ termsAndConditions: true }));
    expect(response.status).toBe(201);
    const result = response.body as CheckoutResult;
    expect(result.reference_number).toMatch(/^ORD-\d{4}-\d{6}$/);

    expect(await summary()).toEqual({ rows: [], total: { mrc: '0.00', nrc: '0.00' }, restrictions: [] });
    expect(await prefixStock(demo, NL_GEO, GEOGRAPHIC, AMSTERDAM)).toBe(stockBefore);

    const incomplete = await json<{ results: OrderListItem[]; count: number }>(
      await demo.get('customer/orders/incomplete'),
    );
    expect(incomplete.results[0]).toMatchObject({
      uuid: result.uuid,
      reference_number: result.reference_number,
      status: { id: 2, description: 'Incomplete' },
      count_did: 2,
      count_bo: 3,
      type: 'order',
      profiles: [{ name: 'Northwind Telecom B.V.' }],
      country: { id: 1, name: 'Netherlands' },
    });
    const details = await json<OrderDetails>(await demo.get(`customer/orders/${result.uuid}`));
    expect(details.didorders.map((l) => [l.did, l.is_backorder, l.amount])).toEqual([
      [dids[0], false, 1],
      [dids[1], false, 1],
      [null, true, 3],
    ]);
    expect(details.price).toEqual({ nrc: '25.00', mrc: '7.50' });
    expect(details.profiles[0]).toMatchObject({
      id: DEMO_PROFILE,
      status: { id: 2 },
      plan_id: NL_GEO,
      plan_type: GEOGRAPHIC,
    });

    for (const did of dids) {
      const numbers = await json<{ results: ExistingNumber[] }>(await demo.get(`customer/dids?did=${did}`));
      expect(numbers.results).toEqual([
        expect.objectContaining({ did, profile: expect.objectContaining({ name: 'Northwind Telecom B.V.' }) }),
      ]);
    }
    const [row] = db
      .prepare<
        [string],
        {
          start_date: string;
          earliest_cancel: string;
          customer_trunk_id: number;
          mrc_cents: number;
          is_default: number;
        }
      >(
        `SELECT d.start_date, d.earliest_cancel, d.customer_trunk_id, d.mrc_cents, g.is_default FROM dids d
       LEFT JOIN did_groups g ON g.id = d.did_group_id WHERE d.did = ?`,
      )
      .all(dids[0] ?? '');
    const today = new Date().toISOString().slice(0, 10);
    // demo is a capacity customer: the new numbers join the plan's default DID group
    expect(row).toMatchObject({ start_date: today, customer_trunk_id: DEMO_TRUNK, mrc_cents: 150, is_default: 1 });
    expect(row.earliest_cancel > today).toBe(true);
    expect((await demo.get(`customer/dids/${dids[0]}/general`)).status).toBe(200);
  });

  it('moves channel lines into the numbers and groups they belong to', async () => {
    await saveAll();
    const number = db
      .prepare<[], { id: number; did: string; n_channels: number }>(
        'SELECT id, did, n_channels FROM dids WHERE customer_id = 1 AND max_n_channels = -1 ORDER BY id LIMIT 1',
      )
      .get();
    const group = db
      .prepare<[], { id: number; channel_amount: number; plan_id: number }>(
        'SELECT id, channel_amount, plan_id FROM did_groups WHERE customer_id = 1 ORDER BY id LIMIT 1',
      )
      .get();
    if (!number || !group) throw new Error('seed has no number or group');
    const insert =
      db.prepare(`INSERT INTO cart_lines (customer_id, kind, plan_id, did_id, did_group_id, did, description, amount, mrc_cents,
      nrc_cents, saved, created_at) VALUES (1, ?, ?, ?, ?, ?, 'channels', ?, 250, 500, 1, '2025-09-01')`);
    insert.run('dedicated_channel', NL_GEO, number.id, null, number.did, 2);
    insert.run('shared_channel', group.plan_id, null, group.id, null, 3);
    const result = await json<CheckoutResult>(await checkout({ termsAndConditions: true }));
    expect(db.prepare('SELECT n_channels FROM dids WHERE id = ?').pluck().get(number.id)).toBe(number.n_channels + 2);
    expect(db.prepare('SELECT channel_amount FROM did_groups WHERE id = ?').pluck().get(group.id)).toBe(
      group.channel_amount + 3,
    );
    const details = await json<OrderDetails>(await demo.get(`customer/orders/${result.uuid}`));
    expect(details.dedicated_channelorders).toEqual([
      expect.objectContaining({ name: number.did, amount: 2, mrc: '2.50' }),
    ]);
    expect(details.shared_channelorders).toEqual([expect.objectContaining({ amount: 3 })]);
  });

  it('moves the numbers of PSTN-upgrade lines to the PSTN plan with its prices', async () => {
    await saveAll();
    const number = db
      .prepare<[], { id: number; did: string; area_id: number }>(
        'SELECT id, did, area_id FROM dids WHERE customer_id = 1 AND plan_id = 1 AND is_being_cancelled = 0 ORDER BY id LIMIT 1',
      )
      .get();
    if (!number) throw new Error('demo has no Dutch geographic LT number');
    db.prepare(
      `INSERT INTO cart_lines (customer_id, kind, plan_id, area_id, did_id, did, description, amount, mrc_cents, nrc_cents,
      profile_id, trunk_id, use_case, saved, created_at) VALUES (1, 'pstn_upgrade', 4, ?, ?, ?, 'upgrade', 1, 400, 1000, 1, 1, 1, 1, '2025-09-01')`,
    ).run(number.area_id, number.id, number.did);
    const result = await json<CheckoutResult>(await checkout({ termsAndConditions: true }));
    expect(db.prepare('SELECT plan_id, mrc_cents, outbound_pstn FROM dids WHERE id = ?').get(number.id)).toEqual({
      plan_id: 4,
      mrc_cents: 400,
      outbound_pstn: 1,
    });
    const details = await json<OrderDetails>(await demo.get(`customer/orders/${result.uuid}`));
    expect(details.didorders.find((l) => l.did === number.did)).toMatchObject({
      plan: 'Geographic PSTN replacement',
      mrc: '4.00',
    });
  });

  it("leaves other customers' carts alone", async () => {
    const metered = await signedIn(app, 'metered');
    const [free] = await availableDids(metered);
    await addDid(metered, free);
    await saveAll();
    await checkout({ termsAndConditions: true });
    expect((await summary(metered)).rows).toHaveLength(1);
  });
});
