import { beforeEach, describe, expect, it } from 'vitest';
import type { CancellationCartItem, CheckoutSummary, SharedChannelCartRow } from '@/providers/types';
import type { Db } from '@/sandbox/db';
import { type App, type Client, answer, freshSandbox, signedIn } from './client';
import { getJson, groupRow } from './channels-helpers';

let app: App;
let db: Db;
let demo: Client;
beforeEach(async () => {
  ({ app, db } = freshSandbox());
  demo = await signedIn(app, 'demo');
});

const FULL = { detail: 'The DID group cannot have more shared channels.' };
const NONE = { detail: 'The DID group has no more shared channels to cancel.' };
const rows = (query = '') => getJson<SharedChannelCartRow[]>(demo, `customer/cart/shared-channels${query}`);
const rowOf = async (id: number) => (await rows()).find((row) => row.id === id)!;
const plus = (id: number) => demo.post(`customer/cart/shared-channels/${id}`);
const minus = (id: number) => demo.delete(`customer/cart/shared-channels/${id}`);
const sharedLines = async () =>
  (await getJson<CheckoutSummary>(demo, 'customer/cart/check-out')).rows.filter((row) => row.kind === 'shared_channel');
const sharedItems = async () =>
  (await getJson<CancellationCartItem[]>(demo, 'customer/cart/cancellations')).filter((item) => item.isSharedChannel);
const offer = (planId: number) =>
  db
    .prepare<[number], { nrc: number; lt10: number; mid: number }>(
      `SELECT shared_channel_nrc_cents AS nrc, shared_channel_mrc_lt_10_cents AS lt10, shared_channel_mrc_10_to_100_cents AS mid
       FROM plan_offers WHERE plan_id = ?`,
    )
    .get(planId)!;
const money = (cents: number) => (cents / 100).toFixed(2);

describe('GET customer/cart/shared-channels', () => {
  it("lists every DID group with its channels, maximum, current orders and its plan's shared-channel prices", async () => {
    const group = groupRow(db, 'Amsterdam office');
    const list = await rows();
    const count = db.prepare('SELECT count(*) FROM did_groups WHERE customer_id = 1').pluck().get();
    expect(list).toHaveLength(count as number);
    const prices = offer(group.plan_id);
    expect(list.find((row) => row.id === group.id)).toEqual({
      id: group.id,
      name: 'Amsterdam office',
      country: 'Netherlands',
      plan: 'Geographic',
      nrc: money(prices.nrc),
      // 10 channels: the 1-10 tier.
      mrc: money(prices.lt10),
      channel_amount: 10,
      max_channel_amount: group.max_shared_channels,
      current_channel_orders: 0,
    });
  });

  it('filters by country, plan and type', async () => {
    expect((await rows('?plan=1')).every((row) => row.plan === 'Geographic' && row.country === 'Netherlands')).toBe(
      true,
    );
    expect((await rows('?country=1')).every((row) => row.country === 'Netherlands')).toBe(true);
    expect((await rows('?country=1')).length).toBeGreaterThan((await rows('?plan=1')).length);
    expect(await rows('?type=5')).toEqual([]);
  });

  it('is for capacity customers only: 403 for a metered one, on every call', async () => {
    const metered = await signedIn(app, 'metered');
    const forbidden = { status: 403, body: { detail: 'Shared channels are only available to capacity customers.' } };
    expect(await answer(await metered.get('customer/cart/shared-channels'))).toEqual(forbidden);
    expect(await answer(await metered.post('customer/cart/shared-channels/1'))).toEqual(forbidden);
    expect(await answer(await metered.delete('customer/cart/shared-channels/1'))).toEqual(forbidden);
    expect(await answer(await metered.delete('customer/cart/shared-channels/clear'))).toEqual(forbidden);
  });
});

describe('ordering shared channels', () => {
  it('+1 puts a shared-channel line in the cart; its amount follows; its price moves to the next tier past 10 channels', async () => {
    const group = groupRow(db, 'Amsterdam office');
    const prices = offer(group.plan_id);
    const added = await answer(await plus(group.id));
    expect(added).toMatchObject({
      status: 200,
      body: { id: group.id, current_channel_orders: 1, mrc: money(prices.mid) },
    });
    await plus(group.id);
    const [line] = await sharedLines();
    expect(line).toMatchObject({ amount: 2, nrc_price: money(prices.nrc), mrc_price: money(prices.mid) });
    expect(line.description).toContain('Amsterdam office');
    expect((await minus(group.id)).status).toBe(200);
    expect((await minus(group.id)).status).toBe(200);
    expect(await sharedLines()).toEqual([]);
    expect((await rowOf(group.id)).current_channel_orders).toBe(0);
  });

  it('refuses +1 once channels + orders reach the maximum', async () => {
    const group = groupRow(db, 'Amsterdam office');
    db.prepare('UPDATE did_groups SET max_shared_channels = 12 WHERE id = ?').run(group.id);
    expect((await plus(group.id)).status).toBe(200);
    expect((await plus(group.id)).status).toBe(200);
    expect(await answer(await plus(group.id))).toEqual({ status: 400, body: FULL });
    expect((await rowOf(group.id)).current_channel_orders).toBe(2);
    // Taking one back makes room again.
    await minus(group.id);
    expect((await plus(group.id)).status).toBe(200);
  });

  it('below zero, the channels go to the cancellation cart; never more than the group has', async () => {
    const group = groupRow(db, 'Customer service NL');
    for (let i = 1; i <= 4; i += 1) {
      expect((await answer(await minus(group.id))).body).toMatchObject({
        current_channel_orders: -i,
        channel_amount: 4,
      });
    }
    expect(await answer(await minus(group.id))).toEqual({ status: 400, body: NONE });
    expect(await sharedLines()).toEqual([]);
    expect(await sharedItems()).toEqual([expect.objectContaining({ did: 'Customer service NL', amount: 4 })]);
    // +1 takes a cancellation back before it orders anything.
    await plus(group.id);
    expect(await sharedItems()).toEqual([expect.objectContaining({ amount: 3 })]);
  });

  it('refuses -1 for a group without channels or orders', async () => {
    const group = groupRow(db, 'Berlin sales');
    expect(await answer(await minus(group.id))).toEqual({ status: 400, body: NONE });
  });

  it('answers 404 for an unknown group', async () => {
    expect((await plus(999999)).status).toBe(404);
    expect((await minus(999999)).status).toBe(404);
  });

  it('clear and plans/{id}/type/{type} bring the orders back to zero, both ways', async () => {
    const office = groupRow(db, 'Amsterdam office');
    const service = groupRow(db, 'Customer service NL');
    await plus(office.id);
    await minus(service.id);
    expect((await demo.delete(`customer/cart/shared-channels/plans/${office.plan_id}/type/5`)).status).toBe(404);
    expect((await demo.delete(`customer/cart/shared-channels/plans/${office.plan_id}/type/1`)).status).toBe(204);
    expect(await sharedLines()).toEqual([]);
    expect(await sharedItems()).toHaveLength(1);
    expect((await demo.delete('customer/cart/shared-channels/clear')).status).toBe(204);
    expect(await sharedItems()).toEqual([]);
    expect((await rows()).every((row) => row.current_channel_orders === 0)).toBe(true);
  });
});
