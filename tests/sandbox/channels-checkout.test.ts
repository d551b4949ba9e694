import { beforeEach, describe, expect, it } from 'vitest';
import type { CartDidLine, CheckoutSummary, DedicatedChannelRow, NumberDetails } from '@/providers/types';
import type { Db } from '@/sandbox/db';
import { type App, type Client, freshSandbox, signedIn } from './client';
import { getJson, groupRow, json, numberRow, numbersWhere } from './channels-helpers';

let app: App;
let db: Db;
let demo: Client;
beforeEach(async () => {
  ({ app, db } = freshSandbox());
  demo = await signedIn(app, 'demo');
});

const first = (sql: string) => db.prepare(sql).pluck().get() as number;

describe('checking out PSTN upgrades and channels (the checkout itself is the ordering area)', () => {
  it('moves the number to the PSTN plan, adds the dedicated and shared channels, and empties the cart', async () => {
    expect((await demo.delete('customer/cart')).status).toBe(204);
    const [upgraded] = numbersWhere(db, 1, 'plan_id = 1');
    const [channels] = numbersWhere(db, 1, `max_n_channels = -1 AND id <> ${upgraded.id}`);
    const group = groupRow(db, 'Amsterdam office');
    const [line] = await json<CartDidLine[]>(
      demo.post('customer/cart/dids/pstn-upgrade', { plan: 4, dids: [upgraded.id] }),
    );
    await demo.post('customer/cart/dedicated-channels/add', { did: channels.did });
    await demo.post('customer/cart/dedicated-channels/add', { did: channels.did });
    await demo.post(`customer/cart/shared-channels/${group.id}`);
    expect((await getJson<CheckoutSummary>(demo, 'customer/cart/check-out')).rows.map((row) => row.kind)).toEqual([
      'pstn_upgrade',
      'dedicated_channel',
      'shared_channel',
    ]);

    // The upgrade line must be configured first, like a DID line.
    const unsaved = await demo.post('customer/cart/check-out', { termsAndConditions: true, serviceRestrictions: true });
    expect(unsaved.status).toBe(400);
    const profile = first('SELECT id FROM profiles WHERE customer_id = 1 AND blocked = 0 ORDER BY id');
    const trunk = first('SELECT id FROM trunks WHERE customer_id = 1 ORDER BY id');
    const save = await demo.post('customer/cart/dids/save', [{ id: line.id, profile, trunk, use_case: 1 }]);
    expect(save.status).toBe(200);
    expect(
      (await demo.post('customer/cart/check-out', { termsAndConditions: true, serviceRestrictions: true })).status,
    ).toBe(201);

    expect(numberRow(db, upgraded.id).plan_id).toBe(4);
    // DID groups hold one plan's numbers: the upgraded number is now in the PSTN plan's default group.
    const pstnGroup = await getJson<{ id: number; is_default: boolean }>(
      demo,
      `customer/dids/${upgraded.did}/did-group`,
    );
    expect(pstnGroup.is_default).toBe(true);
    expect(first(`SELECT plan_id FROM did_groups WHERE id = ${pstnGroup.id}`)).toBe(4);
    expect((await getJson<NumberDetails>(demo, `customer/dids/${upgraded.did}/general`)).type_of_service).toBe(
      'PSTN replacement',
    );
    const row = (
      await getJson<{ results: DedicatedChannelRow[] }>(
        demo,
        `customer/dids/dedicated-channels/available?did=${channels.did}`,
      )
    ).results[0];
    expect(row).toMatchObject({ n_channels: channels.n_channels + 2, cart_channels: 0 });
    expect(groupRow(db, 'Amsterdam office').channel_amount).toBe(group.channel_amount + 1);
    expect((await getJson<CheckoutSummary>(demo, 'customer/cart/check-out')).rows).toEqual([]);
    // No longer an LT number: not a candidate any more.
    const candidates = await getJson<{ id: number }[]>(
      demo,
      'customer/dids/pstn-upgrade/available/countries/1/plans/4',
    );
    expect(candidates.some((candidate) => candidate.id === upgraded.id)).toBe(false);
  });
});
