import { beforeEach, describe, expect, it } from 'vitest';
import type { CancellationCartItem, DedicatedChannelRow } from '@/providers/types';
import type { Db } from '@/sandbox/db';
import { type App, type Client, answer, freshSandbox, signedIn } from './client';
import { getJson, groupRow, numbersWhere, today } from './channels-helpers';

let app: App;
let db: Db;
let demo: Client;
beforeEach(async () => {
  ({ app, db } = freshSandbox());
  demo = await signedIn(app, 'demo');
});

const items = () => getJson<CancellationCartItem[]>(demo, 'customer/cart/cancellations');
const addChannel = (did: string) => demo.post('customer/cart/cancellations/add-dedicated-channel', { did });
const takeBack = (did: string) => demo.delete(`customer/cart/cancellations/${did}/remove-dedicated-channel`);
const existing = async (did: string) =>
  (await getJson<{ results: DedicatedChannelRow[] }>(demo, `customer/dids/dedicated-channels/existing?did=${did}`))
    .results[0];

describe('the cancellation cart lists numbers, dedicated and shared channels', () => {
  it('gives each kind its type of service, flags and amount, with ids unique across kinds', async () => {
    const [number] = numbersWhere(db, 1, 'n_channels = 0');
    const [withChannels] = numbersWhere(db, 1, 'n_channels >= 2');
    const group = groupRow(db, 'Amsterdam office');
    await demo.post('customer/cart/cancellations/add', { ids: [number.id] });
    await addChannel(withChannels.did);
    await addChannel(withChannels.did);
    expect((await demo.delete(`customer/cart/shared-channels/${group.id}`)).status).toBe(200);

    const list = await items();
    expect(list).toEqual([
      {
        id: expect.any(Number),
        did: number.did,
        country: expect.any(String),
        area: expect.any(String),
        type_of_service: expect.stringMatching(/LT|PSTN/),
        cancellation_date: number.earliest_cancel > today() ? number.earliest_cancel : today(),
        isDedicatedChannel: false,
        isSharedChannel: false,
        amount: 1,
      },
      {
        id: expect.any(Number),
        did: withChannels.did,
        country: expect.any(String),
        area: expect.any(String),
        type_of_service: 'Dedicated Channels',
        cancellation_date: today(),
        isDedicatedChannel: true,
        isSharedChannel: false,
        amount: 2,
      },
      {
        id: expect.any(Number),
        did: 'Amsterdam office',
        country: 'Netherlands',
        area: '',
        type_of_service: 'Shared Channels',
        cancellation_date: today(),
        isDedicatedChannel: false,
        isSharedChannel: true,
        amount: 1,
      },
    ]);
    expect(new Set(list.map((item) => item.id)).size).toBe(3);
    // A number added after the channels still gets an id of its own.
    const [later] = numbersWhere(db, 1, `n_channels = 0 AND id <> ${number.id}`);
    await demo.post('customer/cart/cancellations/add', { ids: [later.id] });
    expect(new Set((await items()).map((item) => item.id)).size).toBe(4);
  });
});

describe('dedicated channels to cancel', () => {
  it('adds one channel at a time up to the channels bought, then refuses', async () => {
    const [number] = numbersWhere(db, 1, 'n_channels = 2');
    expect(await answer(await addChannel(number.did))).toEqual({
      status: 200,
      body: { did: number.did, cancellation_cart_channels: 1 },
    });
    expect((await existing(number.did)).cancellation_cart_channels).toBe(1);
    expect((await addChannel(number.did)).status).toBe(200);
    expect(await answer(await addChannel(number.did))).toEqual({
      status: 400,
      body: { did: ['All dedicated channels of this number are already in the cancellation cart.'] },
    });
    expect((await existing(number.did)).cancellation_cart_channels).toBe(2);
  });

  it('takes channels back one at a time; the item goes at zero, and one more is refused', async () => {
    const [number] = numbersWhere(db, 1, 'n_channels >= 2');
    await addChannel(number.did);
    await addChannel(number.did);
    expect(await answer(await takeBack(number.did))).toEqual({
      status: 200,
      body: { did: number.did, cancellation_cart_channels: 1 },
    });
    expect((await items())[0].amount).toBe(1);
    expect((await takeBack(number.did)).status).toBe(200);
    expect(await items()).toEqual([]);
    expect(await answer(await takeBack(number.did))).toEqual({
      status: 400,
      body: { did: ['There is no dedicated channel of this number in the cancellation cart.'] },
    });
  });

  it("refuses a number without channels, a missing, unknown or another customer's number", async () => {
    const [none] = numbersWhere(db, 1, 'n_channels = 0');
    const [other] = numbersWhere(db, 2, 'n_channels > 0');
    expect((await answer(await addChannel(none.did))).body).toEqual({
      did: ['All dedicated channels of this number are already in the cancellation cart.'],
    });
    expect(await answer(await demo.post('customer/cart/cancellations/add-dedicated-channel', {}))).toEqual({
      status: 400,
      body: { did: ['This field is required.'] },
    });
    for (const did of ['999999999', other.did]) {
      expect(await answer(await addChannel(did))).toEqual({ status: 400, body: { did: ['Select a valid DID.'] } });
      expect(await answer(await takeBack(did))).toEqual({ status: 400, body: { did: ['Select a valid DID.'] } });
    }
  });
});

describe('removing items', () => {
  it('removes a number item by id and a channel item through delete-channel-order; unknown ids are 404', async () => {
    const [a, b] = numbersWhere(db, 1, 'n_channels > 0');
    await demo.post('customer/cart/cancellations/add', { ids: [a.id] });
    await addChannel(b.did);
    const [numberItem, channelItem] = await items();
    // A channel item is not removed through the numbers' call, nor a number through the channels' one.
    expect((await demo.delete(`customer/cart/cancellations/${channelItem.id}`)).status).toBe(404);
    expect((await demo.delete(`customer/cart/cancellations/${numberItem.id}/delete-channel-order`)).status).toBe(404);
    expect((await demo.delete(`customer/cart/cancellations/${numberItem.id}`)).status).toBe(204);
    expect((await demo.delete(`customer/cart/cancellations/${channelItem.id}/delete-channel-order`)).status).toBe(204);
    expect(await items()).toEqual([]);
    expect(await answer(await demo.delete(`customer/cart/cancellations/${numberItem.id}`))).toEqual({
      status: 404,
      body: { detail: 'Not found.' },
    });
  });

  it("does not remove another customer's items", async () => {
    const [number] = numbersWhere(db, 1, 'n_channels > 0');
    await demo.post('customer/cart/cancellations/add', { ids: [number.id] });
    await addChannel(number.did);
    const metered = await signedIn(app, 'metered');
    for (const item of await items()) {
      const path = item.isDedicatedChannel ? `${item.id}/delete-channel-order` : `${item.id}`;
      expect((await metered.delete(`customer/cart/cancellations/${path}`)).status).toBe(404);
    }
    expect(await items()).toHaveLength(2);
  });

  it('clear-dedicated-channels keeps the numbers; clear empties everything', async () => {
    const [a, b] = numbersWhere(db, 1, 'n_channels > 0');
    const group = groupRow(db, 'Amsterdam office');
    await demo.post('customer/cart/cancellations/add', { ids: [a.id] });
    await addChannel(b.did);
    await demo.delete(`customer/cart/shared-channels/${group.id}`);
    expect((await demo.delete('customer/cart/cancellations/clear-dedicated-channels')).status).toBe(204);
    expect((await items()).map((item) => item.type_of_service)).not.toContain('Dedicated Channels');
    expect(await items()).toHaveLength(2);
    expect((await demo.delete('customer/cart/cancellations/clear')).status).toBe(204);
    expect(await items()).toEqual([]);
  });
});
