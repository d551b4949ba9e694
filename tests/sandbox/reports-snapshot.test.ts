/** The account snapshot, its flags and the DID-group reports of spec part 2 section 7 (issue 13 item 5). */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '@/sandbox/db';
import { type App, type Client, freshSandbox, signedIn } from './client';
import { json } from './ordering-fixtures';

interface SnapshotRow {
  country: { id: number; name: string; flag_href: string };
  dids_amount: number;
  cancellations_30_days: number;
  minutes_last_7_days: { inbound: number; outbound: number };
}
interface Cdr {
  duration: number;
  traffic_type: { id: number };
}
interface GroupRow {
  id: number;
  name: string;
  country: { id: number; name: string };
  plan: { id: number; name: string };
  channels: number;
  numbers: number;
  is_default: boolean;
}
type Page<T> = { results: T[]; count: number };

const BELGIUM = 4;
/** Call figures are as of the seed day: the seeded calls end there. */
const CALLS_END = '2025-09-01T09:00:00Z';
const WEEK_BEFORE = '2025-08-25T09:00:00Z';
/** The sandbox's clock in these tests. */
const NOW = Date.parse('2026-03-10T12:00:00Z');

let app: App;
let db: Db;
let demo: Client;
let metered: Client;
beforeEach(async () => {
  ({ app, db } = freshSandbox({ now: () => NOW }));
  demo = await signedIn(app, 'demo');
  metered = await signedIn(app, 'metered');
});

const snapshot = async (client = demo) => json<SnapshotRow[]>(await client.get('customer/reports/account-snapshot'));

describe('GET customer/reports/account-snapshot', () => {
  it('answers a row per country where the customer has numbers, the most numbers first', async () => {
    const rows = await snapshot();
    const counts = db
      .prepare('SELECT country_id AS id, count(*) AS n FROM dids WHERE customer_id = 1 GROUP BY country_id')
      .all() as { id: number; n: number }[];
    expect(rows.map((r) => r.country.id).sort()).toEqual(counts.map((c) => c.id).sort());
    for (const row of rows) {
      expect(row.dids_amount).toBe(counts.find((c) => c.id === row.country.id)?.n);
      expect(row.country.flag_href).toMatch(/^\/api\/v1\/flags\/[a-z]{2}\.svg$/);
      expect(Object.keys(row).sort()).toEqual([
        'cancellations_30_days',
        'country',
        'dids_amount',
        'minutes_last_7_days',
      ]);
    }
    const amounts = rows.map((r) => r.dids_amount);
    expect([...amounts].sort((a, b) => b - a)).toEqual(amounts);
    expect(rows[0].country).toEqual({ id: 1, name: 'Netherlands', flag_href: '/api/v1/flags/nl.svg' });
  });

  it('counts the minutes of the 7 days before the seed day from the same call records as the CDR list', async () => {
    const belgium = (await snapshot()).find((r) => r.country.id === BELGIUM);
    const rows: Cdr[] = [];
    for (let page = 1; ; page += 1) {
      const answer = await json<Page<Cdr>>(
        await demo.get(
          `customer/reports/pcdrs?country=${BELGIUM}&start_time=${WEEK_BEFORE}&end_time=${CALLS_END}&page_size=250&page=${page}`,
        ),
      );
      rows.push(...answer.results);
      if (rows.length >= answer.count) break;
    }
    const minutes = (types: number[]) =>
      Math.round(rows.filter((r) => types.includes(r.traffic_type.id)).reduce((s, r) => s + r.duration, 0) / 60);
    // Forwarded calls came in: they count as inbound.
    expect(belgium?.minutes_last_7_days).toEqual({ inbound: minutes([1, 3]), outbound: minutes([2]) });
    expect(belgium?.minutes_last_7_days.inbound).toBeGreaterThan(0);
    // And for every country, straight from the table.
    const sums = db
      .prepare(
        `SELECT country_id AS id, sum(CASE WHEN traffic_type_id IN (1, 3) THEN duration ELSE 0 END) AS inbound,
         sum(CASE WHEN traffic_type_id = 2 THEN duration ELSE 0 END) AS outbound FROM cdrs
         WHERE customer_id = 1 AND start_ts >= ? GROUP BY country_id`,
      )
      .all(Date.parse(WEEK_BEFORE) / 1000) as { id: number; inbound: number; outbound: number }[];
    for (const row of await snapshot()) {
      const sum = sums.find((s) => s.id === row.country.id);
      expect(row.minutes_last_7_days).toEqual({
        inbound: Math.round((sum?.inbound ?? 0) / 60),
        outbound: Math.round((sum?.outbound ?? 0) / 60),
      });
    }
  });

  it('counts the numbers being cancelled whose cancellation date is at most 30 days from today, and follows the numbers table', async () => {
    const before = await snapshot();
    const cancelling = db
      .prepare(
        `SELECT country_id AS id, count(*) AS n FROM dids WHERE customer_id = 1 AND is_being_cancelled = 1
         AND cancellation_date <= '2026-04-09' GROUP BY country_id`,
      )
      .all() as { id: number; n: number }[];
    for (const row of before) {
      expect(row.cancellations_30_days).toBe(cancelling.find((c) => c.id === row.country.id)?.n ?? 0);
    }
    const belgium = () => before.find((r) => r.country.id === BELGIUM);
    const [soon, later, removed] = db
      .prepare('SELECT id FROM dids WHERE customer_id = 1 AND country_id = ? AND is_being_cancelled = 0 ORDER BY id')
      .pluck()
      .all(BELGIUM) as number[];
    const cancel = db.prepare('UPDATE dids SET is_being_cancelled = 1, cancellation_date = ? WHERE id = ?');
    cancel.run('2026-04-09', soon);
    cancel.run('2026-04-10', later);
    db.prepare('DELETE FROM dids WHERE id = ?').run(removed);
    const after = (await snapshot()).find((r) => r.country.id === BELGIUM);
    expect(after?.cancellations_30_days).toBe((belgium()?.cancellations_30_days ?? 0) + 1);
    expect(after?.dids_amount).toBe((belgium()?.dids_amount ?? 0) - 1);
  });

  it("shows only the customer's own countries and figures", async () => {
    const theirs = await snapshot(metered);
    const countries = db
      .prepare('SELECT DISTINCT country_id FROM dids WHERE customer_id = 2 ORDER BY 1')
      .pluck()
      .all() as number[];
    expect(theirs.map((r) => r.country.id).sort()).toEqual(countries);
    expect(theirs.find((r) => r.country.id === 1)).toBeUndefined();
    const demoBelgium = (await snapshot()).find((r) => r.country.id === BELGIUM);
    const theirBelgium = theirs.find((r) => r.country.id === BELGIUM);
    expect(theirBelgium?.dids_amount).toBe(
      db.prepare('SELECT count(*) FROM dids WHERE customer_id = 2 AND country_id = ?').pluck().get(BELGIUM),
    );
    expect(theirBelgium?.minutes_last_7_days).not.toEqual(demoBelgium?.minutes_last_7_days);
  });
});

describe('the flags', () => {
  it('serves each flag the snapshot links to as an SVG, without a token, with nosniff and a strict CSP', async () => {
    for (const row of [...(await snapshot()), ...(await snapshot(metered))]) {
      const response = await app.request(row.country.flag_href);
      expect(response.status, row.country.name).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
      const svg = await response.text();
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 30 20"/);
      expect(svg).not.toMatch(/script|href|on\w+=/i);
    }
  });

  it('answers 404 for a country it draws no flag for, and for anything else', async () => {
    expect((await app.request('/api/v1/flags/zz.svg')).status).toBe(404);
    expect((await app.request('/api/v1/flags/NL.svg')).status).toBe(404);
    expect((await app.request('/api/v1/flags/nl.png')).status).toBe(404);
  });
});

describe('GET reports/didGroups/ and GET /reports/didGroup/plans/', () => {
  const groups = async (query = '', client = demo) =>
    json<Page<GroupRow>>(await client.get(`/api/v1/reports/didGroups/?${query}`));

  it('answers pages of the DID groups with their country, plan, shared channels and numbers', async () => {
    const page = await groups('page_size=250');
    const stored = db
      .prepare(
        `SELECT g.id, g.channel_amount, (SELECT count(*) FROM dids d WHERE d.did_group_id = g.id) AS numbers
         FROM did_groups g WHERE g.customer_id = 1`,
      )
      .all() as { id: number; channel_amount: number; numbers: number }[];
    expect(page.count).toBe(stored.length);
    expect(page.results.map((g) => g.id).sort((a, b) => a - b)).toEqual(stored.map((g) => g.id).sort((a, b) => a - b));
    for (const group of page.results) {
      const row = stored.find((s) => s.id === group.id);
      expect(group.channels).toBe(row?.channel_amount);
      expect(group.numbers).toBe(row?.numbers);
      expect(group.country).toEqual({ id: expect.any(Number), name: expect.any(String) });
      expect(group.plan).toEqual({ id: expect.any(Number), name: expect.any(String) });
    }
    expect(page.results.some((g) => !g.is_default && g.numbers > 0)).toBe(true);
    const first = await groups('page_size=20&page=1');
    expect(first.results).toEqual(page.results.slice(0, 20));
    // Without the trailing slash too.
    expect((await demo.get('reports/didGroups')).status).toBe(200);
  });

  it('filters by country and plan; the plans of a country are the ones its groups use', async () => {
    const dutch = await groups('country=1&page_size=250');
    expect(dutch.results.length).toBeGreaterThan(0);
    expect(dutch.results.every((g) => g.country.id === 1)).toBe(true);
    const plans = await json<{ value: number; name: string }[]>(
      await demo.get('/api/v1/reports/didGroup/plans/?country=1'),
    );
    expect(plans.map((p) => p.value).sort()).toEqual([...new Set(dutch.results.map((g) => g.plan.id))].sort());
    for (const plan of plans) {
      const page = await groups(`country=1&plan=${plan.value}`);
      expect(page.results.every((g) => g.plan.id === plan.value && g.plan.name === plan.name)).toBe(true);
    }
    expect(await json(await demo.get('reports/didGroup/plans?country=12'))).toEqual([]);
  });

  it('refuses wrong parameters with 400 and shows no other customer’s groups', async () => {
    for (const path of [
      'reports/didGroups/?country=abc',
      'reports/didGroups/?plan=1x',
      'reports/didGroups/?page_size=7',
      'reports/didGroup/plans/?country=NL',
    ]) {
      expect((await demo.get(path)).status, path).toBe(400);
    }
    const theirs = await groups('page_size=250', metered);
    const demoIds = new Set((await groups('page_size=250')).results.map((g) => g.id));
    expect(theirs.results.some((g) => demoIds.has(g.id))).toBe(false);
    expect(theirs.count).toBe(db.prepare('SELECT count(*) FROM did_groups WHERE customer_id = 2').pluck().get());
  });
});

it('answers 401 without a session', async () => {
  for (const path of ['customer/reports/account-snapshot', 'reports/didGroups/', 'reports/didGroup/plans/?country=1']) {
    expect((await app.request(`/api/v1/${path}`)).status, path).toBe(401);
  }
});
