/** Call records of spec part 2 section 7 "Reports" (issue 13 item 5): the list, its filters and refusals, the export. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/sandbox/db';
import { callHistory } from '@/sandbox/numbers/statistics';
import { type App, type Client, freshSandbox, signedIn } from './client';
import { json } from './ordering-fixtures';

interface Named {
  id: number;
  name: string;
}
interface Cdr {
  id: number;
  start_time: string;
  country: Named;
  area: Named;
  destination: Named;
  number_a: string;
  number_b: string;
  related_did: string;
  src_ip: string;
  dst_ip: string;
  duration: number;
  rounded_up_duration: number;
  realized: boolean;
  price: string;
  traffic_type: Named;
}
type Page<T> = { results: T[]; count: number };
type Option = { value: number; name: string };

const NL = 1;
const AMSTERDAM = 1;
const FRANCE = 2;
const BELGIUM = 4;
const SEED_END = Date.parse('2025-09-01T09:00:00Z') / 1000;

let app: App;
let db: Db;
let demo: Client;
let metered: Client;
beforeAll(async () => {
  ({ app, db } = freshSandbox());
  demo = await signedIn(app, 'demo');
  metered = await signedIn(app, 'metered');
});

const list = async (query = '', client = demo) => json<Page<Cdr>>(await client.get(`customer/reports/pcdrs?${query}`));
const refusal = async (query: string) => {
  const response = await demo.get(`customer/reports/pcdrs?${query}`);
  return { status: response.status, body: (await response.json()) as Record<string, string[]> };
};
/** Every row of the list under `query`, page after page of 250. */
async function everyRow(query: string, client = demo): Promise<Cdr[]> {
  const rows: Cdr[] = [];
  for (let page = 1; ; page += 1) {
    const { results, count } = await list(`${query}&page_size=250&page=${page}`, client);
    rows.push(...results);
    if (rows.length >= count) return rows;
  }
}
const dbCount = (where: string, ...params: unknown[]) =>
  db
    .prepare(`SELECT count(*) FROM cdrs WHERE ${where}`)
    .pluck()
    .get(...params) as number;
const seconds = (iso: string) => Date.parse(iso) / 1000;

describe('the seeded call records', () => {
  it('cover 90 days before the seed day for every customer with numbers, tens of thousands for demo', () => {
    const demoRows = dbCount('customer_id = 1');
    expect(demoRows).toBeGreaterThan(20_000);
    expect(dbCount('customer_id = 2')).toBeGreaterThan(5_000);
    expect(dbCount('start_ts >= ? OR start_ts < ?', SEED_END, SEED_END - 90 * 86_400)).toBe(0);
    // Inbound, outbound and forwarded; some not realized, which last 0 s and cost nothing.
    expect(
      db.prepare('SELECT DISTINCT traffic_type_id FROM cdrs WHERE customer_id = 1 ORDER BY 1').pluck().all(),
    ).toEqual([1, 2, 3]);
    expect(dbCount('customer_id = 1 AND realized = 0')).toBeGreaterThan(1000);
    expect(dbCount('realized = 0 AND (duration <> 0 OR rounded_up_duration <> 0 OR price_e4 <> 0)')).toBe(0);
    expect(dbCount('realized = 1 AND (duration <= 0 OR rounded_up_duration < duration)')).toBe(0);
  });

  it("follow each number's call history: a silent number has none, a busy one about a tenth of its calls", () => {
    const numbers = db
      .prepare('SELECT did, (outbound_lt OR outbound_pstn) AS outbound FROM dids WHERE customer_id = 1 ORDER BY id')
      .all() as { did: string; outbound: number }[];
    const inboundOf = (did: string) =>
      callHistory(did, false, 90).inbound.reduce((total, day) => total + day.successful + day.unsuccessful, 0);
    const silent = numbers.find((n) => inboundOf(n.did) === 0);
    expect(silent).toBeDefined();
    expect(dbCount('related_did = ?', silent?.did)).toBe(0);
    const busiest = numbers.reduce((most, n) => (inboundOf(n.did) > inboundOf(most.did) ? n : most));
    const records = dbCount('related_did = ? AND traffic_type_id IN (1, 3)', busiest.did);
    expect(records / inboundOf(busiest.did)).toBeGreaterThan(0.07);
    expect(records / inboundOf(busiest.did)).toBeLessThan(0.13);
  });
});

describe('GET customer/reports/pcdrs', () => {
  it('answers pages of CDR rows, newest first, counted over all of the customer’s records', async () => {
    const page = await list();
    expect(page.count).toBe(dbCount('customer_id = 1'));
    expect(page.results).toHaveLength(20);
    const [row] = page.results;
    expect(Object.keys(row).sort()).toEqual(
      [
        'id',
        'start_time',
        'country',
        'area',
        'destination',
        'number_a',
        'number_b',
        'related_did',
        'src_ip',
        'dst_ip',
        'duration',
        'rounded_up_duration',
        'realized',
        'price',
        'traffic_type',
      ].sort(),
    );
    expect(row.start_time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(row.price).toMatch(/^\d+\.\d{4}$/);
    expect(row.country).toEqual({ id: expect.any(Number), name: expect.any(String) });
    expect(row.area).toEqual({ id: expect.any(Number), name: expect.any(String) });
    expect(row.destination).toEqual({ id: expect.any(Number), name: expect.any(String) });
    expect(row.traffic_type).toEqual({ id: expect.any(Number), name: expect.any(String) });
    const times = page.results.map((r) => r.start_time);
    expect([...times].sort().reverse()).toEqual(times);
    // The customer's own number is A of an outbound call, B of an inbound one.
    for (const r of page.results) {
      expect(r.traffic_type.id === 2 ? r.number_a : r.number_b).toBe(r.related_did);
    }
  });

  it('pages with page and page_size (20, 50, 100, 250) as the other lists', async () => {
    const hundred = await list('page_size=100');
    const second = await list('page_size=50&page=2');
    expect(second.results).toEqual(hundred.results.slice(50, 100));
    expect(second.count).toBe(hundred.count);
    expect((await refusal('page_size=30')).status).toBe(400);
    expect((await refusal('page_size=30')).body).toEqual({ page_size: ['Select a valid page size.'] });
    expect((await demo.get('customer/reports/pcdrs?page=100000')).status).toBe(404);
    expect((await demo.get('customer/reports/pcdrs?page=abc')).status).toBe(404);
  });

  it('filters by country, and by area of that country', async () => {
    const france = await list(`country=${FRANCE}&page_size=250`);
    expect(france.count).toBe(dbCount('customer_id = 1 AND country_id = ?', FRANCE));
    expect(france.results.every((r) => r.country.id === FRANCE && r.country.name === 'France')).toBe(true);
    const amsterdam = await list(`country=${NL}&area=${AMSTERDAM}&page_size=250`);
    expect(amsterdam.count).toBe(dbCount('customer_id = 1 AND area_id = ?', AMSTERDAM));
    expect(amsterdam.count).toBeGreaterThan(0);
    expect(amsterdam.results.every((r) => r.area.id === AMSTERDAM && r.area.name === 'Amsterdam')).toBe(true);
  });

  it('filters by a period in UTC: start_time and end_time inclusive, Z or not, a date alone being a whole day', async () => {
    const from = '2025-08-20T08:00:00Z';
    const to = '2025-08-21T20:30:00Z';
    const period = await everyRow(`start_time=${from}&end_time=${to}`);
    expect(period.length).toBe(dbCount('customer_id = 1 AND start_ts BETWEEN ? AND ?', seconds(from), seconds(to)));
    expect(period.every((r) => r.start_time >= from && r.start_time <= to)).toBe(true);
    // Without the Z it is UTC too; minutes alone are enough.
    expect((await list('start_time=2025-08-20T08:00&end_time=2025-08-21T20:30:00')).count).toBe(period.length);
    expect((await list('start_time=2025-08-20 08:00:00&end_time=2025-08-21T20:30')).count).toBe(period.length);
    // An offset moves the instant: 10:00+02:00 is 08:00 UTC.
    expect((await list('start_time=2025-08-20T10:00:00%2B02:00&end_time=2025-08-21T20:30Z')).count).toBe(period.length);
    const day = await list('start_time=2025-08-20&end_time=2025-08-20');
    expect(day.count).toBe(
      dbCount(
        'customer_id = 1 AND start_ts BETWEEN ? AND ?',
        seconds('2025-08-20T00:00:00Z'),
        seconds('2025-08-20T23:59:59Z'),
      ),
    );
    expect((await list('start_time=2025-08-31T09:00:00Z')).count).toBe(
      dbCount('customer_id = 1 AND start_ts >= ?', seconds('2025-08-31T09:00:00Z')),
    );
    expect((await list('end_time=2025-06-10')).count).toBe(
      dbCount('customer_id = 1 AND start_ts <= ?', seconds('2025-06-10T23:59:59Z')),
    );
  });

  it('filters realized (true or false)', async () => {
    const failed = await list('realized=false&page_size=250');
    expect(failed.count).toBe(dbCount('customer_id = 1 AND realized = 0'));
    expect(failed.results.every((r) => !r.realized && r.duration === 0 && r.price === '0.0000')).toBe(true);
    const completed = await list('realized=true&page_size=250');
    expect(completed.count).toBe(dbCount('customer_id = 1 AND realized = 1'));
    expect(completed.results.every((r) => r.realized && r.duration > 0)).toBe(true);
    expect(completed.count + failed.count).toBe((await list()).count);
  });

  it('filters by each traffic type of GET customer/reports/pcdrs/traffic-types', async () => {
    const types = await json<Option[]>(await demo.get('customer/reports/pcdrs/traffic-types'));
    expect(types).toEqual([
      { value: 1, name: 'Inbound' },
      { value: 2, name: 'Outbound' },
      { value: 3, name: 'Forwarded' },
    ]);
    let total = 0;
    for (const type of types) {
      const page = await list(`traffic_type=${type.value}&page_size=250`);
      expect(page.count).toBeGreaterThan(0);
      expect(page.results.every((r) => r.traffic_type.id === type.value && r.traffic_type.name === type.name)).toBe(
        true,
      );
      total += page.count;
    }
    expect(total).toBe((await list()).count);
  });

  it('filters by a destination of customer/plans/countries/{id}/destinations/for-select, with its country', async () => {
    const destinations = await json<Option[]>(await demo.get(`customer/plans/countries/${NL}/destinations/for-select`));
    const mobile = destinations.find((d) => d.name === 'Netherlands mobile');
    expect(mobile).toBeDefined();
    const page = await list(`country=${NL}&destination=${mobile?.value}&page_size=250`);
    expect(page.count).toBe(dbCount('customer_id = 1 AND country_id = ? AND destination_id = ?', NL, mobile?.value));
    expect(page.count).toBeGreaterThan(0);
    expect(page.results.every((r) => r.destination.id === mobile?.value && r.destination.name === mobile?.name)).toBe(
      true,
    );
    // Every destination a Dutch record names is one of the country's choices.
    const named = db.prepare('SELECT DISTINCT destination_id FROM cdrs WHERE country_id = ?').pluck().all(NL);
    expect(destinations.map((d) => d.value)).toEqual(expect.arrayContaining(named));
  });

  it('combines filters (AND)', async () => {
    const rows = await everyRow(
      `country=${BELGIUM}&traffic_type=2&realized=true&start_time=2025-07-01T00:00:00Z&end_time=2025-08-15T00:00`,
    );
    expect(rows.length).toBe(
      dbCount(
        'customer_id = 1 AND country_id = ? AND traffic_type_id = 2 AND realized = 1 AND start_ts BETWEEN ? AND ?',
        BELGIUM,
        seconds('2025-07-01T00:00:00Z'),
        seconds('2025-08-15T00:00:00Z'),
      ),
    );
    expect(rows.length).toBeGreaterThan(0);
  });

  it('refuses wrong filters with 400 naming the parameter', async () => {
    expect(await refusal(`area=${AMSTERDAM}`)).toEqual({ status: 400, body: { area: ['Select a country first.'] } });
    expect(await refusal('destination=1')).toEqual({ status: 400, body: { destination: ['Select a country first.'] } });
    expect(await refusal(`country=${FRANCE}&area=${AMSTERDAM}`)).toEqual({
      status: 400,
      body: { area: ['Select a valid choice. That area is not in the country.'] },
    });
    for (const name of ['country', 'area', 'destination', 'traffic_type']) {
      const { status, body } = await refusal(name === 'country' ? 'country=abc' : `country=${NL}&${name}=abc`);
      expect(status).toBe(400);
      expect(body[name]).toEqual(['A valid integer is required.']);
    }
    for (const query of [
      'country=999',
      `country=${NL}&area=99999`,
      `country=${NL}&destination=999`,
      'traffic_type=9',
    ]) {
      const { status, body } = await refusal(query);
      expect(status).toBe(400);
      expect(Object.values(body).flat()).toEqual([
        'Select a valid choice. That choice is not one of the available choices.',
      ]);
    }
    expect(await refusal('realized=maybe')).toEqual({ status: 400, body: { realized: ['Must be a valid boolean.'] } });
    for (const date of [
      'yesterday',
      '2025-02-30',
      '2025-13-01',
      '2025-08-20T25:00',
      '01/08/2025 10:00',
      '2025-08-20T10',
    ]) {
      const { status, body } = await refusal(`start_time=${encodeURIComponent(date)}`);
      expect(status).toBe(400);
      expect(Object.keys(body)).toEqual(['start_time']);
    }
    expect((await refusal('end_time=2025-8-1')).body.end_time).toHaveLength(1);
    expect(await refusal('start_time=2025-08-21T00:00Z&end_time=2025-08-20T23:59Z')).toEqual({
      status: 400,
      body: { end_time: ['The end time must not be before the start time.'] },
    });
    // Several wrong parameters are named together.
    expect(Object.keys((await refusal('country=x&realized=2&start_time=no')).body).sort()).toEqual([
      'country',
      'realized',
      'start_time',
    ]);
  });

  it("shows only the customer's own records", async () => {
    const demoDids = new Set(db.prepare('SELECT did FROM dids WHERE customer_id = 1').pluck().all() as string[]);
    const theirs = await list('page_size=250', metered);
    expect(theirs.count).toBe(dbCount('customer_id = 2'));
    expect(theirs.results.some((r) => demoDids.has(r.related_did))).toBe(false);
    const ours = await list('page_size=250');
    expect(ours.results.every((r) => demoDids.has(r.related_did))).toBe(true);
    // Demo's Dutch records are not there for metered, which has no Dutch numbers.
    expect((await list(`country=${NL}`, metered)).count).toBe(0);
  });
});

describe('GET customer/reports/pcdrs/export', () => {
  const query = `country=${BELGIUM}&traffic_type=2`;

  it('answers a CSV file of the same rows as the list, under the same filters', async () => {
    const response = await demo.get(`customer/reports/pcdrs/export?${query}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="cdrs-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const lines = (await response.text()).split('\r\n');
    expect(lines.pop()).toBe('');
    expect(lines[0]).toBe(
      'Start time (UTC),Country,Area,Destination,A number,B number,Related DID,Source IP,Destination IP,Duration (s),Billable duration (s),Completed,Call cost,Type',
    );
    const rows = await everyRow(query);
    expect(rows.length).toBeGreaterThan(0);
    expect(lines.slice(1)).toEqual(
      rows.map((r) =>
        [
          r.start_time,
          r.country.name,
          r.area.name,
          r.destination.name,
          r.number_a,
          r.number_b,
          r.related_did,
          r.src_ip,
          r.dst_ip,
          r.duration,
          r.rounded_up_duration,
          r.realized ? 'Yes' : 'No',
          r.price,
          r.traffic_type.name,
        ].join(','),
      ),
    );
  });

  it('exports every record of the customer without a filter, and refuses wrong filters as the list does', async () => {
    const text = await (await demo.get('customer/reports/pcdrs/export')).text();
    expect(text.split('\r\n').length - 2).toBe(dbCount('customer_id = 1'));
    const refused = await demo.get('customer/reports/pcdrs/export?area=1');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ area: ['Select a country first.'] });
    const theirs = await (await metered.get('customer/reports/pcdrs/export')).text();
    expect(theirs.split('\r\n').length - 2).toBe(dbCount('customer_id = 2'));
  });
});

describe('the export streamed (issue 50 item 10)', () => {
  it('gives the server turns between its chunks: other work runs while a large export is written', async () => {
    const response = await demo.get('customer/reports/pcdrs/export');
    let turns = 0;
    let reading = true;
    const tick = () => {
      turns += 1;
      if (reading) setImmediate(tick);
    };
    setImmediate(tick);
    const text = await response.text();
    reading = false;
    const records = text.split('\r\n').length - 2;
    expect(records).toBe(dbCount('customer_id = 1'));
    expect(records).toBeGreaterThan(3000);
    // One turn at least between each two chunks of 1,000 rows.
    expect(turns).toBeGreaterThanOrEqual(Math.floor(records / 1000));
  });

  it('runs at most 2 exports of a customer at once: a third is a 429 until one ends; other customers are not held', async () => {
    const first = await demo.get('customer/reports/pcdrs/export');
    const second = await demo.get('customer/reports/pcdrs/export');
    const third = await demo.get('customer/reports/pcdrs/export');
    expect(third.status).toBe(429);
    expect(await third.json()).toEqual({ detail: 'Too many exports at once: wait for one to finish, then try again.' });
    expect(third.headers.get('Retry-After')).toBe('10');
    expect((await metered.get('customer/reports/pcdrs/export')).status).toBe(200);
    await first.text();
    await second.body?.cancel();
    const fourth = await demo.get('customer/reports/pcdrs/export');
    const fifth = await demo.get('customer/reports/pcdrs/export');
    expect([fourth.status, fifth.status]).toEqual([200, 200]);
    await Promise.all([fourth.text(), fifth.text()]);
  });
});

describe('without a session and under faults', () => {
  it('answers 401 without a session', async () => {
    for (const path of [
      'customer/reports/pcdrs',
      'customer/reports/pcdrs/export',
      'customer/reports/pcdrs/traffic-types',
      `customer/plans/countries/${NL}/destinations/for-select`,
    ]) {
      expect((await app.request(`/api/v1/${path}`)).status, path).toBe(401);
    }
  });

  it('fails as the fault switches say', async () => {
    const { app: own } = freshSandbox();
    const client = await signedIn(own, 'demo');
    const fail = await own.request('/__sandbox/fail', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path: 'customer/reports/pcdrs', status: 500, times: 1 }),
    });
    expect(fail.status).toBeLessThan(300);
    expect((await client.get('customer/reports/pcdrs')).status).toBe(500);
    expect((await client.get('customer/reports/pcdrs')).status).toBe(200);
  });
});
