import { beforeEach, describe, expect, it } from 'vitest';
import type { CheckoutSummary, DedicatedChannelRow } from '@/providers/types';
import type { Db } from '@/sandbox/db';
import { type App, type Client, answer, freshSandbox, signedIn } from './client';
import { getJson, numbersWhere } from './channels-helpers';

let app: App;
let db: Db;
let demo: Client;
beforeEach(async () => {
  ({ app, db } = freshSandbox());
  demo = await signedIn(app, 'demo');
});

const NO_MORE = { did: ['No more dedicated channels can be added to this number.'] };
const add = (did: string, client = demo) => client.post('customer/cart/dedicated-channels/add', { did });
const remove = (did: string) => demo.call('DELETE', 'customer/cart/dedicated-channels/remove', { body: { did } });
const available = async (did: string) =>
  (await getJson<{ results: DedicatedChannelRow[] }>(demo, `customer/dids/dedicated-channels/available?did=${did}`))
    .results[0];
const channelRows = async () =>
  (await getJson<CheckoutSummary>(demo, 'customer/cart/check-out')).rows.filter(
    (row) => row.kind === 'dedicated_channel',
  );

describe('the dedicated-channel cart', () => {
  it('adds one channel at a time as one cart line per number, priced as the list shows', async () => {
    const [number] = numbersWhere(db, 1, 'max_n_channels = -1');
    const before = await available(number.did);
    expect(await answer(await add(number.did))).toEqual({ status: 200, body: { did: number.did, cart_channels: 1 } });
    expect(await answer(await add(number.did))).toEqual({ status: 200, body: { did: number.did, cart_channels: 2 } });
    const row = await available(number.did);
    expect(row.cart_channels).toBe(2);
    expect(row.n_channels).toBe(before.n_channels);
    const lines = await channelRows();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ amount: 2, mrc_price: before.mrc_channels, nrc_price: before.nrc_channels });
    expect(lines[0].description).toContain(number.did);
  });

  it('stops at the maximum: cart + bought channels reach max_n_channels', async () => {
    const [number] = numbersWhere(db, 1, 'n_channels > 0 AND max_n_channels = -1');
    db.prepare('UPDATE dids SET max_n_channels = n_channels + 2 WHERE id = ?').run(number.id);
    expect((await add(number.did)).status).toBe(200);
    expect((await add(number.did)).status).toBe(200);
    expect(await answer(await add(number.did))).toEqual({ status: 400, body: NO_MORE });
    expect((await available(number.did)).cart_channels).toBe(2);
  });

  it('refuses a number already at its maximum, and never limits max -1', async () => {
    const [full] = numbersWhere(db, 1, 'max_n_channels >= 0 AND n_channels = max_n_channels');
    expect(await answer(await add(full.did))).toEqual({ status: 400, body: NO_MORE });
    const [unlimited] = numbersWhere(db, 1, 'max_n_channels = -1');
    db.prepare('UPDATE dids SET n_channels = 500 WHERE id = ?').run(unlimited.id);
    for (let i = 0; i < 3; i += 1) expect((await add(unlimited.did)).status).toBe(200);
  });

  it('removes one channel at a time; the line goes at zero; one more is refused', async () => {
    const [number] = numbersWhere(db, 1, 'max_n_channels = -1');
    await add(number.did);
    await add(number.did);
    expect(await answer(await remove(number.did))).toEqual({
      status: 200,
      body: { did: number.did, cart_channels: 1 },
    });
    expect((await remove(number.did)).status).toBe(200);
    expect(await channelRows()).toEqual([]);
    expect(await answer(await remove(number.did))).toEqual({
      status: 400,
      body: { did: ['There is no dedicated channel of this number in the cart.'] },
    });
  });

  it("refuses a missing, unknown, cancelled or another customer's number", async () => {
    const [other] = numbersWhere(db, 2, 'max_n_channels = -1');
    const cancelled = db
      .prepare('SELECT did FROM dids WHERE customer_id = 1 AND is_being_cancelled = 1')
      .pluck()
      .get() as string;
    expect(await answer(await demo.post('customer/cart/dedicated-channels/add', {}))).toEqual({
      status: 400,
      body: { did: ['This field is required.'] },
    });
    for (const did of ['31000000000', other.did, cancelled]) {
      expect(await answer(await add(did))).toEqual({ status: 400, body: { did: ['Select a valid DID.'] } });
      expect(await answer(await remove(did))).toEqual({ status: 400, body: { did: ['Select a valid DID.'] } });
    }
  });

  it('clears every dedicated line, or those of one plan (404 for a plan of another type)', async () => {
    const [a] = numbersWhere(db, 1, 'plan_id = 1 AND max_n_channels = -1');
    const [b] = numbersWhere(db, 1, 'plan_id = 6 AND max_n_channels = -1');
    await add(a.did);
    await add(b.did);
    expect((await demo.delete('customer/cart/dedicated-channels/plans/1/type/5')).status).toBe(404);
    expect((await demo.delete('customer/cart/dedicated-channels/plans/1/type/1')).status).toBe(204);
    expect((await channelRows()).map((row) => row.description)).toEqual([expect.stringContaining(b.did)]);
    expect((await demo.delete('customer/cart/dedicated-channels/clear')).status).toBe(204);
    expect(await channelRows()).toEqual([]);
    expect((await available(b.did)).cart_channels).toBe(0);
  });

  it("keeps each customer's cart apart", async () => {
    const metered = await signedIn(app, 'metered');
    const [theirs] = numbersWhere(db, 2, 'max_n_channels = -1');
    expect((await add(theirs.did, metered)).status).toBe(200);
    expect(await channelRows()).toEqual([]);
  });
});
