import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '@/sandbox/db';
import { answer, Client, freshSandbox, signedIn, type App } from './client';
import type { DidGroup as Group } from '@/providers/types';

let app: App;
let db: Db;
let demo: Client;
beforeEach(async () => {
  ({ app, db } = freshSandbox());
  demo = await signedIn(app, 'demo');
});

const base = 'customer/capacity/did-groups';
const list = async (query = '') =>
  (await (await demo.get(`${base}${query}`)).json()) as { results: Group[]; count: number };
const group = async (id: number) => (await (await demo.get(`${base}/${id}`)).json()) as Group;
const byName = async (name: string) => (await list(`?name=${encodeURIComponent(name)}`)).results[0];

describe('DID group lists', () => {
  it('lists a default group per country and plan and the named groups, without dids', async () => {
    const page = await list('?page_size=50');
    expect(page.count).toBe(13);
    expect(page.results.filter((g) => g.is_default)).toHaveLength(10);
    expect(page.results[0]).not.toHaveProperty('dids');
    const office = page.results.find((g) => g.name === 'Amsterdam office');
    const nlDefault = page.results.find((g) => g.is_default && g.plan.pk === 1);
    expect(office).toEqual({
      id: expect.any(Number),
      name: 'Amsterdam office',
      country: { id: 1, name: 'Netherlands' },
      plan: { pk: 1, name: 'Geographic', is_pstn: false },
      plan_type: 1,
      channel_amount: 10,
      max_shared_channels: 100,
      is_default: false,
      default_group_id: nlDefault?.id,
    });
    expect(nlDefault).toMatchObject({ name: 'Default - Netherlands - Geographic', default_group_id: null });
    // Every capacity number is in a group.
    expect(db.prepare('SELECT count(*) FROM dids WHERE customer_id = 1 AND did_group_id IS NULL').pluck().get()).toBe(
      0,
    );
  });

  it('filters by country, plan, type and name', async () => {
    expect((await list('?country=1')).results.map((g) => g.name)).toEqual([
      'Default - Netherlands - Geographic',
      'Amsterdam office',
      'Default - Netherlands - Geographic PSTN replacement',
      'Customer service NL',
    ]);
    expect((await list('?plan=4')).results.map((g) => g.plan.is_pstn)).toEqual([true, true]);
    expect((await list('?type=2')).count).toBe(0);
    expect((await list('?name=BERLIN')).results.map((g) => g.name)).toEqual(['Berlin sales']);
    expect((await demo.get(`${base}?country=nl`)).status).toBe(400);
  });

  it('answers the groups, the countries and a country’s plans for selects', async () => {
    const groups = (await (await demo.get(`${base}/for-select`)).json()) as { value: number; name: string }[];
    expect(groups).toHaveLength(13);
    const countries = (await (await demo.get(`${base}/countries/for-select`)).json()) as {
      value: number;
      name: string;
    }[];
    expect(countries).toHaveLength(9);
    expect(countries[0]).toEqual({ value: 4, name: 'Belgium' });
    expect(await (await demo.get(`${base}/countries/1/plans/for-select`)).json()).toContainEqual({
      value: 4,
      name: 'Geographic PSTN replacement',
      plan_type: 1,
      is_pstn: true,
    });
    expect((await demo.get(`${base}/countries/999/plans/for-select`)).status).toBe(404);
  });

  it('answers one group with its numbers; unknown groups are not found', async () => {
    const office = await byName('Amsterdam office');
    const one = await group(office.id);
    expect(one).toEqual({ ...office, dids: expect.any(Array) });
    expect(one.dids).toHaveLength(6);
    expect(one.dids?.[0]).toEqual({ did: expect.stringMatching(/^31\d+$/), profile: expect.any(String) });
    expect((await demo.get(`${base}/99999`)).status).toBe(404);
  });
});

describe('DID group changes', () => {
  it('checks a name is unique, case-insensitively, except the group’s own name', async () => {
    expect(await (await demo.get(`${base}/check-unique?name=amsterdam%20OFFICE`)).json()).toEqual({ unique: false });
    expect(await (await demo.get(`${base}/check-unique?name=Rotterdam`)).json()).toEqual({ unique: true });
    const office = await byName('Amsterdam office');
    expect(await (await demo.get(`${base}/check-unique?name=Amsterdam%20office&id=${office.id}`)).json()).toEqual({
      unique: true,
    });
  });

  it('creates a group (and its default group on demand), renames it, refuses duplicates', async () => {
    const created = await answer(
      await demo.post(base, { name: 'Dublin desk', plan: { pk: 28, is_pstn: false }, country: 12 }),
    );
    expect(created).toEqual({ status: 201, body: { id: expect.any(Number) } });
    const { id } = created.body as { id: number };
    expect(await group(id)).toMatchObject({ name: 'Dublin desk', dids: [], default_group_id: expect.any(Number) });
    expect((await list('?country=12')).results.map((g) => g.name)).toEqual([
      'Default - Ireland - Geographic',
      'Dublin desk',
    ]);
    const duplicate = { status: 400, body: { name: ['DID group with this name already exists.'] } };
    expect(await answer(await demo.post(base, { name: 'dublin DESK', plan: { pk: 28 }, country: 12 }))).toEqual(
      duplicate,
    );
    expect(await answer(await demo.patch(`${base}/${id}`, { name: 'Amsterdam office' }))).toEqual(duplicate);
    expect((await answer(await demo.patch(`${base}/${id}`, { name: 'Dublin' }))).body).toMatchObject({
      id,
      name: 'Dublin',
    });
    expect(await answer(await demo.patch(`${base}/${id}`, { name: ' ' }))).toEqual({
      status: 400,
      body: { name: ['This field is required.'] },
    });
  });

  it('refuses a group without name, country or plan, and a plan of another country', async () => {
    expect(await answer(await demo.post(base, {}))).toEqual({
      status: 400,
      body: {
        name: ['This field is required.'],
        country: ['This field is required.'],
        plan: ['This field is required.'],
      },
    });
    expect((await answer(await demo.post(base, { name: 'X', plan: { pk: 1 }, country: 2 }))).body).toEqual({
      plan: ['Select a valid plan.'],
    });
    expect((await answer(await demo.post(base, { name: 'X', plan: { pk: 1 }, country: 99 }))).body).toEqual({
      country: ['Select a valid country.'],
    });
  });

  it('takes ids as integers or digit strings only: true, [1], "0x1" and "1e0" name no country or plan (issue 50)', async () => {
    const valid = { name: 'Typed', plan: { pk: 1 }, country: 1 };
    for (const odd of [true, [1], '0x1', '1e0', 1.5, ' 1']) {
      expect(await answer(await demo.post(base, { ...valid, name: `C ${String(odd)}`, country: odd }))).toEqual({
        status: 400,
        body: { country: ['Select a valid country.'] },
      });
      expect(await answer(await demo.post(base, { ...valid, name: `P ${String(odd)}`, plan: { pk: odd } }))).toEqual({
        status: 400,
        body: { plan: ['Select a valid plan.'] },
      });
    }
    expect((await demo.post(base, { ...valid, country: '1', plan: { pk: '1' } })).status).toBe(201);
  });

  it('moves numbers from the default group into a group and back', async () => {
    const office = await group((await byName('Amsterdam office')).id);
    const fallback = await group(office.default_group_id as number);
    const moved = fallback.dids?.slice(0, 2).map((d) => d.did) ?? [];
    const saved = await answer(await demo.patch(`${base}/${office.id}/save`, { dids: moved }));
    expect(saved.status).toBe(200);
    expect((saved.body as Group).dids?.map((d) => d.did)).toEqual(expect.arrayContaining(moved));
    expect((await group(office.id)).dids).toHaveLength(8);
    expect((await group(fallback.id)).dids).toHaveLength((fallback.dids?.length ?? 0) - 2);
    expect((await demo.patch(`${base}/${fallback.id}/save`, { dids: [moved[0]] })).status).toBe(200);
    expect((await group(office.id)).dids).toHaveLength(7);
  });

  it('refuses to move a number that is not in the default group, or unknown', async () => {
    const office = await byName('Amsterdam office');
    const service = await group((await byName('Customer service NL')).id);
    const theirs = service.dids?.[0].did as string;
    expect(await answer(await demo.patch(`${base}/${office.id}/save`, { dids: [theirs, '3100000'] }))).toEqual({
      status: 400,
      body: { dids: [`${theirs} is not in the default group.`, '3100000 is not in the default group.'] },
    });
    const berlin = await group((await byName('Berlin sales')).id);
    const wrongPair = await answer(
      await demo.patch(`${base}/${office.default_group_id}/save`, { dids: [berlin.dids?.[0].did] }),
    );
    expect(wrongPair.body).toEqual({
      dids: [`${berlin.dids?.[0].did} is not in a DID group of this country and plan.`],
    });
    expect((await demo.patch(`${base}/${office.id}/save`, {})).status).toBe(400);
  });

  it('deletes a group, its numbers going back to the default group; the default group stays', async () => {
    const office = await group((await byName('Amsterdam office')).id);
    const before = (await group(office.default_group_id as number)).dids?.length ?? 0;
    expect((await demo.delete(`${base}/${office.id}`)).status).toBe(204);
    expect((await demo.get(`${base}/${office.id}`)).status).toBe(404);
    expect((await group(office.default_group_id as number)).dids).toHaveLength(before + 6);
    expect(await answer(await demo.delete(`${base}/${office.default_group_id}`))).toEqual({
      status: 400,
      body: { detail: 'The default group cannot be deleted.' },
    });
  });
});

describe('DID groups of a metered customer', () => {
  it('are refused on every route with 403', async () => {
    const metered = await signedIn(app, 'metered');
    const office = await byName('Amsterdam office');
    const forbidden = { status: 403, body: { detail: 'DID groups are only available to capacity customers.' } };
    for (const path of [
      '',
      '/for-select',
      '/countries/for-select',
      '/countries/2/plans/for-select',
      '/check-unique?name=a',
      `/${office.id}`,
    ]) {
      expect(await answer(await metered.get(`${base}${path}`))).toEqual(forbidden);
    }
    expect(await answer(await metered.post(base, { name: 'X', plan: { pk: 6 }, country: 2 }))).toEqual(forbidden);
    expect(await answer(await metered.patch(`${base}/${office.id}`, { name: 'X' }))).toEqual(forbidden);
    expect(await answer(await metered.patch(`${base}/${office.id}/save`, { dids: [] }))).toEqual(forbidden);
    expect(await answer(await metered.delete(`${base}/${office.id}`))).toEqual(forbidden);
  });
});
