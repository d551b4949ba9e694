import { beforeEach, describe, expect, it } from 'vitest';
import type { CartDidLine, PstnUpgradeCandidate } from '@/providers/types';
import type { Db } from '@/sandbox/db';
import { type App, type Client, answer, freshSandbox, signedIn } from './client';
import { getJson, json, numbersWhere } from './channels-helpers';

let app: App;
let db: Db;
let demo: Client;
beforeEach(async () => {
  ({ app, db } = freshSandbox());
  demo = await signedIn(app, 'demo');
});

// The Netherlands (1): 'Geographic' (plan 1, LT) and 'Geographic PSTN replacement' (plan 4, PSTN), both of DID type 1.
const NL = 1;
const LT_PLAN = 1;
const PSTN_PLAN = 4;
const candidates = (country = NL, plan = PSTN_PLAN) =>
  getJson<PstnUpgradeCandidate[]>(demo, `customer/dids/pstn-upgrade/available/countries/${country}/plans/${plan}`);
const upgrade = (dids: unknown, plan: unknown = PSTN_PLAN) =>
  demo.post('customer/cart/dids/pstn-upgrade', { plan, dids });
const upgradeLines = () => getJson<CartDidLine[]>(demo, `customer/cart/dids/plans/${PSTN_PLAN}/type/1/pstn-upgrade`);
const offer = (plan: number) =>
  db
    .prepare<[number], { nrc: number; mrc: number }>(
      'SELECT nrc_cents AS nrc, mrc_cents AS mrc FROM plan_offers WHERE plan_id = ?',
    )
    .get(plan)!;
const money = (cents: number) => (cents / 100).toFixed(2);

describe('PSTN plans and candidates', () => {
  it("lists a country's PSTN plans for the select; none where there are none; 404 for an unknown country", async () => {
    expect(await answer(await demo.get(`customer/plans/pstn/countries/${NL}/for-select`))).toEqual({
      status: 200,
      body: [{ value: PSTN_PLAN, name: 'Geographic PSTN replacement', plan_type: 1 }],
    });
    expect(await answer(await demo.get('customer/plans/pstn/countries/2/for-select'))).toEqual({
      status: 200,
      body: [],
    });
    expect((await demo.get('customer/plans/pstn/countries/999/for-select')).status).toBe(404);
  });

  it("lists the customer's LT numbers of the PSTN plan's type and country, not being cancelled, ordered by number", async () => {
    const list = await candidates();
    const expected = numbersWhere(db, 1, `plan_id = ${LT_PLAN}`);
    expect(list.map((row) => row.did)).toEqual(expected.map((row) => row.did));
    expect(list[0]).toEqual({
      id: expected[0].id,
      did: expected[0].did,
      area: { id: expect.any(Number), name: expect.any(String), prefix: expect.any(String) },
      plan: { id: LT_PLAN, name: 'Geographic' },
      in_cart: false,
    });
    // Numbers already on the PSTN plan, and numbers being cancelled, are not candidates.
    const cancelled = db
      .prepare(`SELECT did FROM dids WHERE customer_id = 1 AND plan_id = ${LT_PLAN} AND is_being_cancelled = 1`)
      .pluck()
      .all();
    expect(cancelled.length).toBeGreaterThan(0);
    expect(list.some((row) => cancelled.includes(row.did))).toBe(false);
    const metered = await signedIn(app, 'metered');
    expect(await getJson(metered, `customer/dids/pstn-upgrade/available/countries/${NL}/plans/${PSTN_PLAN}`)).toEqual(
      [],
    );
  });

  it('answers 404 for an LT plan or a plan of another country', async () => {
    expect((await demo.get(`customer/dids/pstn-upgrade/available/countries/${NL}/plans/${LT_PLAN}`)).status).toBe(404);
    expect((await demo.get(`customer/dids/pstn-upgrade/available/countries/2/plans/${PSTN_PLAN}`)).status).toBe(404);
  });
});

describe('the PSTN-upgrade cart', () => {
  it('adds one unsaved line per number, priced with the PSTN plan; the candidates show in_cart', async () => {
    const [a, b] = await candidates();
    const response = await upgrade([a.id, b.id]);
    expect(response.status).toBe(201);
    const lines = (await response.json()) as CartDidLine[];
    const prices = offer(PSTN_PLAN);
    expect(lines.map((line) => line.did)).toEqual([a.did, b.did]);
    expect(lines[0]).toMatchObject({
      kind: 'pstn_upgrade',
      is_pstn_upgrade: true,
      is_backorder: false,
      plan: { id: PSTN_PLAN, name: 'Geographic PSTN replacement', type: 1 },
      area: { id: a.area.id, name: a.area.name, prefix: a.area.prefix },
      amount: 1,
      nrc_price: money(prices.nrc),
      mrc_price: money(prices.mrc),
      profile: null,
      trunk: null,
      use_case: null,
      saved: false,
    });
    expect(await upgradeLines()).toEqual(lines);
    const after = await candidates();
    expect(after.filter((row) => row.in_cart).map((row) => row.id)).toEqual([a.id, b.id]);
  });

  it('refuses an empty list, a number already in the cart, and adds nothing then', async () => {
    const [a, b] = await candidates();
    expect(await answer(await upgrade([]))).toEqual({ status: 400, body: { dids: ['Select at least one number.'] } });
    await upgrade([a.id]);
    expect(await answer(await upgrade([b.id, a.id]))).toEqual({
      status: 400,
      body: { dids: [`${a.did} is already in the cart.`] },
    });
    expect(await upgradeLines()).toHaveLength(1);
  });

  it("refuses a missing or non-PSTN plan, and numbers that are not candidates (another plan, another customer's)", async () => {
    const [a] = await candidates();
    expect(await answer(await upgrade([a.id], null))).toEqual({
      status: 400,
      body: { plan: ['This field is required.'] },
    });
    expect(await answer(await upgrade([a.id], LT_PLAN))).toEqual({
      status: 400,
      body: { plan: ['Select a valid PSTN plan.'] },
    });
    const [onPstn] = numbersWhere(db, 1, `plan_id = ${PSTN_PLAN}`);
    const [theirs] = numbersWhere(db, 2, '1');
    expect(await answer(await upgrade([onPstn.id, theirs.id]))).toEqual({
      status: 400,
      body: {
        dids: [
          `Invalid pk "${onPstn.id}" - object does not exist.`,
          `Invalid pk "${theirs.id}" - object does not exist.`,
        ],
      },
    });
  });

  it('lists the lines of a plan only with its own type (404 otherwise)', async () => {
    expect((await demo.get(`customer/cart/dids/plans/${PSTN_PLAN}/type/2/pstn-upgrade`)).status).toBe(404);
    expect(await upgradeLines()).toEqual([]);
  });

  it('removes one line (404 when unknown or not a PSTN-upgrade line), or every line of the plan in an area, or in all areas', async () => {
    const list = await candidates();
    const [first, second] = await json<CartDidLine[]>(upgrade([list[0].id, list[1].id]));
    expect((await demo.delete(`customer/cart/dids/pstn-upgrade/${first.id}`)).status).toBe(204);
    expect((await demo.delete(`customer/cart/dids/pstn-upgrade/${first.id}`)).status).toBe(404);
    const metered = await signedIn(app, 'metered');
    expect((await metered.delete(`customer/cart/dids/pstn-upgrade/${second.id}`)).status).toBe(404);
    expect((await upgradeLines()).map((line) => line.id)).toEqual([second.id]);

    const otherArea = list.find((row) => row.area.id !== second.area.id)!;
    await upgrade([otherArea.id]);
    expect(
      (await demo.delete(`customer/cart/dids/plans/${PSTN_PLAN}/prefixes/${second.area.id}/pstn-upgrade/cancel`))
        .status,
    ).toBe(204);
    expect((await upgradeLines()).map((line) => line.did)).toEqual([otherArea.did]);
    expect((await demo.delete(`customer/cart/dids/plans/${PSTN_PLAN}/prefixes/0/pstn-upgrade/cancel`)).status).toBe(
      204,
    );
    expect(await upgradeLines()).toEqual([]);
    expect((await demo.delete('customer/cart/dids/plans/999/prefixes/0/pstn-upgrade/cancel')).status).toBe(404);
  });
});
