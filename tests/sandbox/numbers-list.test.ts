import { beforeEach, describe, expect, it } from 'vitest';
import type { ExistingNumber } from '@/providers/types';
import { answer, type Client, freshSandbox, signedIn, type App } from './client';
import type { Db } from '@/sandbox/db';

let app: App;
let db: Db;
let demo: Client;
beforeEach(async () => {
  ({ app, db } = freshSandbox());
  demo = await signedIn(app, 'demo');
});

interface Page {
  results: ExistingNumber[];
  count: number;
}
const list = async (client: Client, query = '') => (await (await client.get(`customer/dids${query}`)).json()) as Page;
const didOf = (customer: number, where = '1 = 1') =>
  db
    .prepare<[number], string>(`SELECT did FROM dids WHERE customer_id = ? AND ${where} ORDER BY did LIMIT 1`)
    .pluck()
    .get(customer)!;

describe('GET customer/dids', () => {
  it("pages the customer's own numbers ordered by DID, as ExistingNumber rows", async () => {
    const first = await list(demo, '?page_size=250');
    expect(first.count).toBe(220);
    expect(first.results).toHaveLength(220);
    const dids = first.results.map((n) => n.did);
    expect(dids).toEqual([...dids].sort());
    expect(first.results[0]).toEqual({
      id: expect.any(Number),
      did: dids[0],
      profile: expect.toSatisfy((p) => p === null || typeof p.name === 'string'),
      area: { id: expect.any(Number), name: expect.any(String), prefix: expect.any(String) },
      country: { id: expect.any(Number), name: expect.any(String) },
      mrc: expect.stringMatching(/^\d+\.\d{2}$/),
      customer_trunk: expect.toSatisfy((t) => t === null || typeof t.name === 'string'),
      earliest_cancel: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      is_being_cancelled: expect.any(Boolean),
      is_capacity: true,
    });
    expect(first.results.some((n) => n.is_being_cancelled)).toBe(true);
    const metered = await list(await signedIn(app, 'metered'));
    expect(metered.count).toBe(90);
    expect(metered.results).toHaveLength(20);
    expect(metered.results[0].is_capacity).toBe(false);
  });

  it('filters by country, area, part of the DID (spaces and + ignored) and part of the end user name', async () => {
    const byCountry = await list(demo, '?country=3&page_size=100');
    expect(byCountry.count).toBeGreaterThan(0);
    expect(byCountry.results.every((n) => n.country.name === 'Germany')).toBe(true);
    const area = byCountry.results[0].area;
    const byArea = await list(demo, `?country=3&area=${area.id}&page_size=100`);
    expect(byArea.results.every((n) => n.area.id === area.id)).toBe(true);
    const did = byCountry.results[0].did;
    const byDid = await list(demo, `?did=${encodeURIComponent(`+${did.slice(0, 2)} ${did.slice(2)}`)}`);
    expect(byDid.results.map((n) => n.did)).toEqual([did]);
    const name = byCountry.results.find((n) => n.profile)!.profile!.name;
    const byProfile = await list(demo, `?profile=${encodeURIComponent(name.slice(1, 5).toUpperCase())}&page_size=250`);
    expect(byProfile.count).toBeGreaterThan(0);
    expect(byProfile.results.every((n) => n.profile?.name.toLowerCase().includes(name.slice(1, 5).toLowerCase()))).toBe(
      true,
    );
  });

  it('refuses a filter that is not an id with 400, and a page past the end with 404', async () => {
    expect((await demo.get('customer/dids?country=abc')).status).toBe(400);
    expect((await demo.get('customer/dids?page=99')).status).toBe(404);
  });
});

describe('GET customer/dids/export', () => {
  it('answers the filtered numbers as CSV with the header line', async () => {
    const response = await demo.get('customer/dids/export?country=1&_export=csv');
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = (await response.text()).trim().split('\r\n');
    expect(lines[0]).toBe('DID,Country,Area,End user,Trunk,MRC,Earliest cancel,Being cancelled');
    const count = (await list(demo, '?country=1')).count;
    expect(lines).toHaveLength(count + 1);
    expect(lines.slice(1).every((line) => line.split(',')[1] === 'Netherlands')).toBe(true);
  });
});

describe('GET and PATCH customer/dids/{did}', () => {
  it("answers one number; another customer's DID or an unknown one is 404", async () => {
    const did = didOf(1);
    expect(((await (await demo.get(`customer/dids/${did}`)).json()) as ExistingNumber).did).toBe(did);
    expect((await demo.get(`customer/dids/${didOf(2)}`)).status).toBe(404);
    expect((await demo.get('customer/dids/999999999')).status).toBe(404);
    expect((await demo.patch(`customer/dids/${didOf(2)}`, { profile: { id: 1 } })).status).toBe(404);
  });

  it('changes the trunk and the end user and answers the updated number', async () => {
    const did = didOf(1);
    const trunk = db
      .prepare<[], { id: number; name: string }>('SELECT id, name FROM trunks WHERE customer_id = 1 AND type = 2')
      .get()!;
    const profile = db
      .prepare<[], { id: number; name: string }>(
        'SELECT id, name FROM profiles WHERE customer_id = 1 AND is_draft = 0 AND blocked = 0',
      )
      .get()!;
    const updated = (await (
      await demo.patch(`customer/dids/${did}`, { customer_trunk: { id: trunk.id }, profile: { id: profile.id } })
    ).json()) as ExistingNumber;
    expect(updated.customer_trunk).toEqual(trunk);
    expect(updated.profile).toEqual(profile);
    const again = (await (await demo.get(`customer/dids/${did}`)).json()) as ExistingNumber;
    expect(again.customer_trunk).toEqual(trunk);
  });

  it("refuses another customer's trunk or end user, an unknown one, and a blocked end user", async () => {
    const did = didOf(1);
    const otherTrunk = db.prepare('SELECT id FROM trunks WHERE customer_id = 2').pluck().get();
    const otherProfile = db.prepare('SELECT id FROM profiles WHERE customer_id = 2').pluck().get();
    expect(
      await answer(
        await demo.patch(`customer/dids/${did}`, { customer_trunk: { id: otherTrunk }, profile: { id: otherProfile } }),
      ),
    ).toEqual({
      status: 400,
      body: { customer_trunk: ['Select a valid trunk.'], profile: ['Select a valid end user.'] },
    });
    expect(await answer(await demo.patch(`customer/dids/${did}`, { customer_trunk: { id: 'x' } }))).toEqual({
      status: 400,
      body: { customer_trunk: ['Select a valid trunk.'] },
    });
    const blocked = db
      .prepare('SELECT id FROM profiles WHERE customer_id = 1 AND is_draft = 0')
      .pluck()
      .get() as number;
    db.prepare('UPDATE profiles SET blocked = 1 WHERE id = ?').run(blocked);
    expect(await answer(await demo.patch(`customer/dids/${did}`, { profile: { id: blocked } }))).toEqual({
      status: 400,
      body: { profile: ['This end user is blocked.'] },
    });
  });
});
