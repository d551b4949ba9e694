import { beforeEach, describe, expect, it } from 'vitest';
import { answer, type Client, freshSandbox, signedIn, type App } from './client';
import type { CartDidLine } from '@/providers/types';
import {
  addDid,
  AMSTERDAM,
  availableDids,
  GEOGRAPHIC,
  json,
  NL_GEO,
  prefixPath,
  prefixStock,
  ROTTERDAM,
} from './ordering-fixtures';

let app: App;
let demo: Client;
let metered: Client;
beforeEach(async () => {
  ({ app } = freshSandbox());
  demo = await signedIn(app, 'demo');
  metered = await signedIn(app, 'metered');
});

const prefixLines = async (client: Client, area = AMSTERDAM) =>
  json<CartDidLine[]>(await client.get(`customer/cart/dids/${prefixPath(NL_GEO, GEOGRAPHIC, area)}`));

describe('adding and removing DIDs', () => {
  it('reserves the number: stock - 1, gone from the available list, a line of the prefix; removing gives it back', async () => {
    const before = await prefixStock(metered, NL_GEO, GEOGRAPHIC, AMSTERDAM);
    const [first] = await availableDids(metered);
    const line = await addDid(metered, first);
    expect(line).toMatchObject({
      kind: 'did',
      is_backorder: false,
      did: first.did,
      amount: 1,
      country: { id: 1, name: 'Netherlands' },
      area: { id: AMSTERDAM, name: 'Amsterdam', prefix: '20' },
      plan: { id: NL_GEO, type: GEOGRAPHIC },
      nrc_price: '5.00',
      mrc_price: '1.50',
      saved: false,
      profile: null,
    });
    expect(await prefixStock(metered, NL_GEO, GEOGRAPHIC, AMSTERDAM)).toBe(before - 1);
    expect((await availableDids(demo)).map((d) => d.id)).not.toContain(first.id);
    expect((await prefixLines(metered)).map((l) => l.id)).toEqual([line.id]);

    expect((await metered.delete(`customer/cart/dids/${line.id}`)).status).toBe(204);
    expect(await prefixStock(metered, NL_GEO, GEOGRAPHIC, AMSTERDAM)).toBe(before);
    expect(await prefixLines(metered)).toEqual([]);
  });

  it('lists free numbers ordered by DID, at most 50, with the plan and type of service', async () => {
    const dids = await availableDids(demo);
    expect(dids).toHaveLength(50);
    expect(dids.map((d) => d.did)).toEqual([...dids.map((d) => d.did)].sort());
    expect(dids[0]).toMatchObject({ plan: { name: 'Geographic' }, tos: { id: 3 }, lt_available: true });
    expect(dids[0].did).toMatch(/^3120[2-9]\d{6}$/);
  });

  it("refuses a DID already in a cart, even another customer's", async () => {
    const [first] = await availableDids(metered);
    await addDid(metered, first);
    expect(await answer(await demo.post('customer/cart/dids/tos/3/add', { did: first.id }))).toEqual({
      status: 400,
      body: { did: ['This DID is already in a cart.'] },
    });
    expect(await answer(await metered.post('customer/cart/dids/tos/3/add', { did: first.id }))).toMatchObject({
      status: 400,
    });
  });

  it("refuses an unknown DID, a missing one and a type of service that is not the plan's", async () => {
    expect(await answer(await demo.post('customer/cart/dids/tos/3/add', { did: 999_999 }))).toEqual({
      status: 400,
      body: { did: ['Select a valid DID.'] },
    });
    expect(await answer(await demo.post('customer/cart/dids/tos/3/add', {}))).toEqual({
      status: 400,
      body: { did: ['This field is required.'] },
    });
    const [first] = await availableDids(demo);
    expect((await demo.post('customer/cart/dids/tos/2/add', { did: first.id })).status).toBe(400);
  });

  it('removes every DID line of a prefix, and only of that prefix', async () => {
    const [a, b] = await availableDids(metered);
    await addDid(metered, a);
    await addDid(metered, b);
    const [rotterdam] = await availableDids(metered, NL_GEO, GEOGRAPHIC, ROTTERDAM);
    await addDid(metered, rotterdam);
    expect(
      (await metered.delete(`customer/cart/dids/${prefixPath(NL_GEO, GEOGRAPHIC, AMSTERDAM)}/cancel`)).status,
    ).toBe(204);
    expect(await prefixLines(metered)).toEqual([]);
    expect((await prefixLines(metered, ROTTERDAM)).map((l) => l.did)).toEqual([rotterdam.did]);
  });

  it('lists every DID and backorder line of the plan, any prefix, for the configuration table', async () => {
    const [rotterdam] = await availableDids(demo, NL_GEO, GEOGRAPHIC, ROTTERDAM);
    await addDid(demo, rotterdam);
    await demo.post('customer/cart/backorders/add', { amount: 3, plan: NL_GEO, plan_type: GEOGRAPHIC, area: 6 });
    const lines = await json<CartDidLine[]>(
      await demo.get(`customer/cart/${prefixPath(NL_GEO, GEOGRAPHIC, AMSTERDAM)}`),
    );
    expect(lines.filter((l) => l.kind === 'did')).toHaveLength(3);
    expect(lines.filter((l) => l.is_backorder)).toEqual([
      expect.objectContaining({ amount: 3, did: null, area: expect.objectContaining({ name: 'Groningen' }) }),
    ]);
  });

  it("keeps demo's two seeded Amsterdam numbers unsaved, and 404s for another customer's line or a wrong plan type", async () => {
    const lines = await prefixLines(demo);
    expect(lines).toHaveLength(2);
    expect(lines.every((l) => !l.saved && l.did?.startsWith('3120'))).toBe(true);
    expect((await metered.delete(`customer/cart/dids/${lines[0].id}`)).status).toBe(404);
    expect(await answer(await demo.get(`customer/cart/dids/${prefixPath(NL_GEO, 5, AMSTERDAM)}`))).toEqual({
      status: 404,
      body: { detail: 'Not found.' },
    });
    expect((await demo.get(`customer/cart/dids/${prefixPath(NL_GEO, GEOGRAPHIC, 20)}`)).status).toBe(404);
  });
});
