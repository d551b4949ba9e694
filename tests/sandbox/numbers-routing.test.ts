import { beforeEach, describe, expect, it } from 'vitest';
import type { RoutingEntry, ShadowRoutingNumber } from '@/providers/types';
import { answer, type Client, freshSandbox, signedIn } from './client';
import type { Db } from '@/sandbox/db';

let db: Db;
let demo: Client;
beforeEach(async () => {
  const sandbox = freshSandbox();
  db = sandbox.db;
  demo = await signedIn(sandbox.app, 'demo');
});

/** A number of the customer with `routed` seeded routing entries (0 = none), with or without a shadow (either when undefined). */
const didWith = (customer: number, routed: number, shadow?: boolean) =>
  db
    .prepare<[number, number], string>(
      `SELECT d.did FROM dids d WHERE d.customer_id = ? AND (SELECT count(*) FROM routing_numbers r WHERE r.did_id = d.id) = ?
       AND ${shadow === undefined ? '1 = 1' : `EXISTS (SELECT 1 FROM shadow_routing_numbers s WHERE s.did_id = d.id) = ${shadow ? 1 : 0}`} ORDER BY d.did LIMIT 1`,
    )
    .pluck()
    .get(customer, routed)!;
const path = (did: string) => `customer/dids/${did}/routing/routing-number`;
const shadowPath = (did: string) => `customer/dids/${did}/routing/shadow-routing-number`;
const entries = async (did: string) => (await (await demo.get(path(did))).json()) as RoutingEntry[];

describe('seeded routing', () => {
  it('gives some numbers of each customer routing numbers and some a shadow routing number', () => {
    for (const customer of [1, 2]) {
      const routed = db
        .prepare(
          'SELECT count(DISTINCT r.did_id) FROM routing_numbers r JOIN dids d ON d.id = r.did_id WHERE d.customer_id = ?',
        )
        .pluck()
        .get(customer) as number;
      expect(routed).toBeGreaterThanOrEqual(5);
    }
    expect(db.prepare('SELECT count(*) FROM shadow_routing_numbers').pluck().get()).toBeGreaterThanOrEqual(4);
  });
});

describe('routing numbers', () => {
  it('lists, adds, changes and deletes the entries of a number', async () => {
    const did = didWith(1, 0, false);
    expect(await entries(did)).toEqual([]);
    const created = await answer(await demo.post(path(did), { nature: { id: 2 }, number_out: '+31201234567' }));
    expect(created).toEqual({
      status: 201,
      body: { id: expect.any(Number), nature: { id: 2, name: 'Fixed' }, number_out: '+31201234567' },
    });
    const id = (created.body as RoutingEntry).id;
    expect(await answer(await demo.put(path(did), { id, nature: { id: 3 }, number_out: '0612345678' }))).toEqual({
      status: 200,
      body: { id, nature: { id: 3, name: 'Mobile' }, number_out: '0612345678' },
    });
    expect(await entries(did)).toEqual([{ id, nature: { id: 3, name: 'Mobile' }, number_out: '0612345678' }]);
    expect((await demo.delete(`${path(did)}/${id}`)).status).toBe(204);
    expect(await entries(did)).toEqual([]);
    expect((await demo.delete(`${path(did)}/${id}`)).status).toBe(404);
  });

  it('refuses a 4th entry', async () => {
    const did = didWith(1, 3);
    expect(await entries(did)).toHaveLength(3);
    expect(await answer(await demo.post(path(did), { nature: { id: 4 }, number_out: '+31201234567' }))).toEqual({
      status: 400,
      body: { non_field_errors: ['A number can have at most 3 routing numbers.'] },
    });
  });

  it('refuses an invalid outgoing number, a missing or unknown network, and a network that already has an entry', async () => {
    const did = didWith(1, 0, false);
    for (const numberOut of ['12345', '+1234567890123456', '031-2012', 'abcdefg']) {
      expect(await answer(await demo.post(path(did), { nature: { id: 1 }, number_out: numberOut }))).toEqual({
        status: 400,
        body: { number_out: ['Enter a valid number.'] },
      });
    }
    expect(await answer(await demo.post(path(did), { number_out: '' }))).toEqual({
      status: 400,
      body: { nature: ['This field is required.'], number_out: ['This field is required.'] },
    });
    expect((await answer(await demo.post(path(did), { nature: { id: 9 }, number_out: '123456' }))).body).toEqual({
      nature: ['Select a valid originating network.'],
    });
    const first = (await (
      await demo.post(path(did), { nature: { id: 2 }, number_out: '123456' })
    ).json()) as RoutingEntry;
    expect(await answer(await demo.post(path(did), { nature: { id: 2 }, number_out: '654321' }))).toEqual({
      status: 400,
      body: { nature: ['This originating network already has a routing number.'] },
    });
    const second = (await (
      await demo.post(path(did), { nature: { id: 3 }, number_out: '654321' })
    ).json()) as RoutingEntry;
    expect((await demo.put(path(did), { id: second.id, nature: { id: 2 }, number_out: '654321' })).status).toBe(400);
    expect((await demo.put(path(did), { id: first.id, nature: { id: 2 }, number_out: '+123456' })).status).toBe(200);
  });

  it("answers 404 for another customer's number, and for an entry of another number", async () => {
    const other = didWith(2, 1);
    expect((await demo.get(path(other))).status).toBe(404);
    expect((await demo.post(path(other), { nature: { id: 2 }, number_out: '123456' })).status).toBe(404);
    const foreignEntry = db.prepare('SELECT id FROM routing_numbers ORDER BY id LIMIT 1').pluck().get() as number;
    const mine = didWith(1, 0, false);
    expect((await demo.put(path(mine), { id: foreignEntry, nature: { id: 2 }, number_out: '123456' })).status).toBe(
      404,
    );
    expect((await demo.delete(`${path(mine)}/${foreignEntry}`)).status).toBe(404);
  });
});

describe('shadow routing number', () => {
  it('is null, then created once, changed and deleted', async () => {
    const did = didWith(1, 0, false);
    expect(await answer(await demo.get(shadowPath(did)))).toEqual({ status: 200, body: null });
    const created = await answer(await demo.post(shadowPath(did), { number: '+31201112233' }));
    expect(created).toEqual({ status: 201, body: { id: expect.any(Number), number: '+31201112233' } });
    const { id } = created.body as ShadowRoutingNumber;
    expect(await answer(await demo.post(shadowPath(did), { number: '+31201112234' }))).toEqual({
      status: 400,
      body: { non_field_errors: ['This number already has a shadow routing number.'] },
    });
    expect(await answer(await demo.put(`${shadowPath(did)}/${id}`, { number: '0201112234' }))).toEqual({
      status: 200,
      body: { id, number: '0201112234' },
    });
    expect(await answer(await demo.put(`${shadowPath(did)}/${id}`, { number: 'x' }))).toEqual({
      status: 400,
      body: { number: ['Enter a valid number.'] },
    });
    expect((await demo.delete(`${shadowPath(did)}/${id}`)).status).toBe(204);
    expect(await answer(await demo.get(shadowPath(did)))).toEqual({ status: 200, body: null });
    expect((await demo.delete(`${shadowPath(did)}/${id}`)).status).toBe(404);
  });

  it("answers the seeded one, and 404 for another customer's", async () => {
    const did = didWith(1, 1, true) ?? didWith(1, 2, true) ?? didWith(1, 3, true);
    expect(((await (await demo.get(shadowPath(did))).json()) as ShadowRoutingNumber).number).toMatch(/^\+31\d{9}$/);
    const other = db
      .prepare('SELECT d.did FROM shadow_routing_numbers s JOIN dids d ON d.id = s.did_id WHERE d.customer_id = 2')
      .pluck()
      .get() as string;
    expect((await demo.get(shadowPath(other))).status).toBe(404);
  });
});
