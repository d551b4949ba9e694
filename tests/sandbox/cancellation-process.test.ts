import { beforeEach, describe, expect, it } from 'vitest';
import type { CancellationCartItem, DidGroup, ExistingNumber, NumberDetails } from '@/providers/types';
import type { Db } from '@/sandbox/db';
import { type App, type Client, answer, freshSandbox, signedIn } from './client';
import { getJson, groupRow, numberRow, numbersWhere, today } from './channels-helpers';

let app: App;
let db: Db;
let demo: Client;
beforeEach(async () => {
  ({ app, db } = freshSandbox());
  demo = await signedIn(app, 'demo');
});

const TERMS = { termsAndConditions: ['Please accept Terms and Conditions to process order.'] };
const process = (body: unknown = { termsAndConditions: true }) =>
  demo.post('customer/cart/cancellations/process', body);

describe('processing the cancellation cart', () => {
  it('refuses without the terms accepted, and keeps the cart', async () => {
    const [number] = numbersWhere(db, 1, '1');
    await demo.post('customer/cart/cancellations/add', { ids: [number.id] });
    for (const body of [{}, { termsAndConditions: false }, { termsAndConditions: 'yes' }]) {
      expect(await answer(await process(body))).toEqual({ status: 400, body: TERMS });
    }
    expect(await getJson<CancellationCartItem[]>(demo, 'customer/cart/cancellations')).toHaveLength(1);
    expect(numberRow(db, number.id).is_being_cancelled).toBe(0);
  });

  it('refuses an empty cart', async () => {
    expect(await answer(await process())).toEqual({
      status: 400,
      body: { non_field_errors: ['The cancellation cart is empty.'] },
    });
  });

  it('marks the numbers as being cancelled on their cancellation date, as My numbers and the details show', async () => {
    const [past, later] = numbersWhere(db, 1, `earliest_cancel <= '${today()}'`);
    // One number still under contract: it is cancelled on its earliest cancellation date, not today.
    const future = { ...later, earliest_cancel: '2099-12-31' };
    db.prepare('UPDATE dids SET earliest_cancel = ? WHERE id = ?').run(future.earliest_cancel, future.id);
    await demo.post('customer/cart/cancellations/add', { ids: [future.id, past.id] });
    // The answer lists what was cancelled, each number with its cancellation date.
    expect(await answer(await process())).toEqual({
      status: 200,
      body: {
        message: 'Your cancellation request has been processed.',
        cancelled: [
          expect.objectContaining({ did: future.did, amount: 1, cancellation_date: future.earliest_cancel }),
          expect.objectContaining({ did: past.did, amount: 1, cancellation_date: today() }),
        ],
      },
    });

    expect(numberRow(db, future.id).cancellation_date).toBe(future.earliest_cancel);
    expect(numberRow(db, past.id).cancellation_date).toBe(today());
    for (const number of [future, past]) {
      const list = await getJson<{ results: ExistingNumber[] }>(demo, `customer/dids?did=${number.did}`);
      expect(list.results.find((row) => row.did === number.did)?.is_being_cancelled).toBe(true);
      const details = await getJson<NumberDetails>(demo, `customer/dids/${number.did}/general`);
      expect(details.is_being_cancelled).toBe(true);
      expect(details.cancellation_date).toBe(number === future ? future.earliest_cancel : today());
    }
    expect(await getJson<CancellationCartItem[]>(demo, 'customer/cart/cancellations')).toEqual([]);
    // Being cancelled, they cannot go into the cart again.
    expect((await demo.post('customer/cart/cancellations/add', { ids: [future.id] })).status).toBe(400);
  });

  it('lowers the dedicated channels of a number and the shared channels of a DID group', async () => {
    const [number] = numbersWhere(db, 1, 'n_channels >= 3');
    const group = groupRow(db, 'Amsterdam office');
    await demo.post('customer/cart/cancellations/add-dedicated-channel', { did: number.did });
    await demo.post('customer/cart/cancellations/add-dedicated-channel', { did: number.did });
    await demo.delete(`customer/cart/shared-channels/${group.id}`);
    await demo.delete(`customer/cart/shared-channels/${group.id}`);
    await demo.delete(`customer/cart/shared-channels/${group.id}`);
    expect((await process()).status).toBe(200);

    expect(numberRow(db, number.id)).toMatchObject({ n_channels: number.n_channels - 2, is_being_cancelled: 0 });
    const details = await getJson<DidGroup>(demo, `customer/capacity/did-groups/${group.id}`);
    expect(details.channel_amount).toBe(group.channel_amount - 3);
    expect(await getJson<CancellationCartItem[]>(demo, 'customer/cart/cancellations')).toEqual([]);
  });

  it('drops the cart lines of numbers now being cancelled (their upgrade and channel orders), and keeps the others', async () => {
    const [cancelled, kept] = numbersWhere(db, 1, 'plan_id = 1 AND max_n_channels = -1');
    for (const number of [cancelled, kept]) {
      expect((await demo.post('customer/cart/dedicated-channels/add', { did: number.did })).status).toBe(200);
    }
    expect((await demo.post('customer/cart/dids/pstn-upgrade', { plan: 4, dids: [cancelled.id] })).status).toBe(201);
    await demo.post('customer/cart/cancellations/add', { ids: [cancelled.id] });
    expect((await process()).status).toBe(200);
    const lines = db.prepare('SELECT did, kind FROM cart_lines WHERE customer_id = 1 AND did_id IS NOT NULL').all();
    expect(lines).toEqual([{ did: kept.did, kind: 'dedicated_channel' }]);
  });

  it("leaves another customer's cart alone", async () => {
    const metered = await signedIn(app, 'metered');
    const [theirs] = numbersWhere(db, 2, '1');
    const [mine] = numbersWhere(db, 1, '1');
    await metered.post('customer/cart/cancellations/add', { ids: [theirs.id] });
    await demo.post('customer/cart/cancellations/add', { ids: [mine.id] });
    expect((await process()).status).toBe(200);
    expect(numberRow(db, theirs.id).is_being_cancelled).toBe(0);
    expect(await getJson<CancellationCartItem[]>(metered, 'customer/cart/cancellations')).toHaveLength(1);
  });
});
