import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '@/sandbox/db';
import { answer, Client, freshSandbox, signedIn, type App } from './client';

let app: App;
let db: Db;
let demo: Client;
// One moment for the whole file: the two answers compared below carry document links signed to the second, which
// differed when a second turned between the two requests (a fresh-clone run, once).
const NOW = Date.now();
beforeEach(async () => {
  ({ app, db } = freshSandbox({ now: () => NOW }));
  demo = await signedIn(app, 'demo');
});

const NOT_FOUND = { status: 404, body: { detail: 'Not found.' } };

const profileOf = (customer: number, name?: string) =>
  db
    .prepare<[{ customer: number; name: string | null }], number>(
      'SELECT id FROM profiles WHERE customer_id = @customer AND (@name IS NULL OR name = @name) ORDER BY id',
    )
    .pluck()
    .get({ customer, name: name ?? null }) as number;

/** One number of each of the customer's plans, with the plan's number type. */
const numbersByPlan = (customer: number) =>
  db
    .prepare<[number], { did: string; plan: number; type: number }>(
      `SELECT min(d.did) AS did, p.id AS plan, p.plan_type AS type FROM dids d JOIN plans p ON p.id = d.plan_id
       WHERE d.customer_id = ? GROUP BY p.id ORDER BY p.id`,
    )
    .all(customer);

describe('customer/account/{id}/form/did/{did}', () => {
  it("answers the form of the number's plan and type, for every plan the customer has numbers of", async () => {
    const numbers = numbersByPlan(1);
    expect(numbers.length).toBeGreaterThanOrEqual(9);
    for (const name of ['Utrecht Pop-up Store', 'Northwind Telecom B.V.']) {
      const profile = profileOf(1, name);
      for (const { did, plan, type } of numbers) {
        const byDid = await answer(await demo.get(`customer/account/${profile}/form/did/${did}`));
        const byPlan = await answer(await demo.get(`customer/account/${profile}/form/plan/${plan}/type/${type}`));
        expect(byPlan.status).toBe(200);
        expect(byDid).toEqual(byPlan);
      }
    }
  });

  it('requires what the plan needs: a NL PSTN replacement number needs documents 1, 3 and 5', async () => {
    const pstn = db
      .prepare<[], string>(
        `SELECT d.did FROM dids d JOIN plans p ON p.id = d.plan_id
        WHERE d.customer_id = 1 AND p.country_id = 1 AND p.tos = 2 ORDER BY d.id LIMIT 1`,
      )
      .pluck()
      .get();
    expect(pstn).toMatch(/^31\d{9}$/);
    const form = (await (
      await demo.get(`customer/account/${profileOf(1, 'Utrecht Pop-up Store')}/form/did/${pstn}`)
    ).json()) as {
      documents: { id: number; required: boolean }[];
    };
    expect(form.documents.filter((d) => d.required).map((d) => d.id)).toEqual([1, 3, 5]);
  });

  it("answers 404 for an unknown number, another customer's number or another customer's profile", async () => {
    const own = profileOf(1);
    const mine = numbersByPlan(1)[0].did;
    const theirs = numbersByPlan(2)[0].did;
    expect(await answer(await demo.get(`customer/account/${own}/form/did/${theirs}`))).toEqual(NOT_FOUND);
    expect(await answer(await demo.get(`customer/account/${own}/form/did/999999999999`))).toEqual(NOT_FOUND);
    expect(await answer(await demo.get(`customer/account/${own}/form/did/%2B${mine}`))).toEqual(NOT_FOUND);
    expect(await answer(await demo.get(`customer/account/${profileOf(2)}/form/did/${mine}`))).toEqual(NOT_FOUND);
    expect(await answer(await demo.get(`customer/account/99999/form/did/${mine}`))).toEqual(NOT_FOUND);

    const metered = await signedIn(app, 'metered');
    expect((await metered.get(`customer/account/${profileOf(2)}/form/did/${theirs}`)).status).toBe(200);
    expect(await answer(await metered.get(`customer/account/${profileOf(2)}/form/did/${mine}`))).toEqual(NOT_FOUND);
  });

  it('needs a token', async () => {
    const response = await new Client(app).get(`customer/account/${profileOf(1)}/form/did/${numbersByPlan(1)[0].did}`);
    expect(response.status).toBe(401);
  });
});
