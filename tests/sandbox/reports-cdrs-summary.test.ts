/**
 * GET customer/reports/pcdrs/summary (ours, beyond the spec; issue 13 item 1): the totals and the calls per UTC day of
 * the call records under the list's filters. Each figure is checked against the rows the list itself answers for the
 * same filters, and every filter the list refuses is refused the same way.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type App, type Client, freshSandbox, signedIn } from './client';
import { json } from './ordering-fixtures';

interface Cdr {
  start_time: string;
  duration: number;
  rounded_up_duration: number;
  realized: boolean;
  price: string;
}
interface Summary {
  calls: number;
  completed: number;
  duration: number;
  billable_duration: number;
  cost: string;
  days: { day: string; calls: number; completed: number }[];
}
type Page<T> = { results: T[]; count: number };

const NL = 1;
const AMSTERDAM = 1;
const FRANCE = 2;

let app: App;
let demo: Client;
let metered: Client;
beforeAll(async () => {
  ({ app } = freshSandbox());
  demo = await signedIn(app, 'demo');
  metered = await signedIn(app, 'metered');
});

const summary = async (query = '', client = demo) =>
  json<Summary>(await client.get(`customer/reports/pcdrs/summary?${query}`));
const count = async (query = '', client = demo) =>
  (await json<Page<Cdr>>(await client.get(`customer/reports/pcdrs?${query}&page_size=20`))).count;

/** Every row of the list under `query`, page after page of 250. */
async function everyRow(query: string, client = demo): Promise<Cdr[]> {
  const rows: Cdr[] = [];
  for (let page = 1; ; page += 1) {
    const response = await client.get(`customer/reports/pcdrs?${query}&page_size=250&page=${page}`);
    const { results, count: total } = await json<Page<Cdr>>(response);
    rows.push(...results);
    if (rows.length >= total) return rows;
  }
}

/** The summary the list's rows make: sums, the cost in ten-thousandths, the calls per day of their UTC start. */
function summaryOfRows(rows: Cdr[]) {
  const days = new Map<string, { day: string; calls: number; completed: number }>();
  let costE4 = 0;
  for (const row of rows) {
    const day = row.start_time.slice(0, 10);
    const entry = days.get(day) ?? { day, calls: 0, completed: 0 };
    entry.calls += 1;
    entry.completed += row.realized ? 1 : 0;
    days.set(day, entry);
    costE4 += Math.round(Number(row.price) * 10_000);
  }
  return {
    calls: rows.length,
    completed: rows.filter((row) => row.realized).length,
    duration: rows.reduce((sum, row) => sum + row.duration, 0),
    billable_duration: rows.reduce((sum, row) => sum + row.rounded_up_duration, 0),
    costE4,
    days: [...days.values()].sort((a, b) => a.day.localeCompare(b.day)),
  };
}

const costE4 = (cost: string) => Math.round(Number(cost) * 10_000);

describe('GET customer/reports/pcdrs/summary', () => {
  it('answers the totals and days of exactly the rows the list answers for the same filters', async () => {
    for (const query of [
      `country=${NL}&area=${AMSTERDAM}&start_time=2025-08-01&end_time=2025-08-10`,
      `country=${NL}&realized=true&start_time=2025-08-20T00:00Z&end_time=2025-08-25T12:00Z`,
      'traffic_type=2&start_time=2025-08-25&end_time=2025-08-31',
      'realized=false&start_time=2025-07-01&end_time=2025-07-03',
    ]) {
      const rows = await everyRow(query);
      expect(rows.length, query).toBeGreaterThan(0);
      const expected = summaryOfRows(rows);
      const answer = await summary(query);
      expect(answer, query).toEqual({
        calls: expected.calls,
        completed: expected.completed,
        duration: expected.duration,
        billable_duration: expected.billable_duration,
        cost: answer.cost,
        days: expected.days,
      });
      expect(answer.cost, query).toMatch(/^\d+\.\d{4}$/);
      expect(costE4(answer.cost), query).toBe(expected.costE4);
    }
  });

  it('counts the whole history without a filter, as the list counts it, a day per day with calls', async () => {
    const answer = await summary();
    expect(answer.calls).toBe(await count());
    expect(answer.calls).toBeGreaterThan(20_000);
    expect(answer.days.reduce((sum, day) => sum + day.calls, 0)).toBe(answer.calls);
    expect(answer.days.reduce((sum, day) => sum + day.completed, 0)).toBe(answer.completed);
    expect(answer.completed).toBe(await count('realized=true'));
    // The records cover the 90 days before the seed day, 1 September 2025, in UTC days in order.
    expect(answer.days.length).toBeGreaterThanOrEqual(89);
    expect(answer.days.length).toBeLessThanOrEqual(91);
    expect(answer.days[0]?.day).toMatch(/^2025-06-0[1-3]$/);
    expect(answer.days.at(-1)?.day).toMatch(/^2025-(08-31|09-01)$/);
    const sorted = [...answer.days].sort((a, b) => a.day.localeCompare(b.day));
    expect(answer.days).toEqual(sorted);
    // A record not completed lasts 0 s and costs nothing; a billable duration is rounded up to the minute.
    expect(answer.billable_duration).toBeGreaterThanOrEqual(answer.duration);
    expect(answer.billable_duration % 60).toBe(0);
  });

  it('answers zeros and no day when nothing matches', async () => {
    expect(await summary('start_time=2020-01-01&end_time=2020-01-31')).toEqual({
      calls: 0,
      completed: 0,
      duration: 0,
      billable_duration: 0,
      cost: '0.0000',
      days: [],
    });
  });

  it("counts only the customer's own records", async () => {
    const mine = await summary();
    const theirs = await summary('', metered);
    expect(theirs.calls).toBe(await count('', metered));
    expect(theirs.calls).not.toBe(mine.calls);
  });

  it('refuses every filter the list refuses, with the same 400', async () => {
    for (const query of [
      `area=${AMSTERDAM}`,
      'destination=1',
      `country=${FRANCE}&area=${AMSTERDAM}`,
      'country=abc',
      'country=99999',
      'traffic_type=9',
      'realized=maybe',
      'start_time=2025-13-01',
      'start_time=yesterday',
      'end_time=2025-8-1',
      'start_time=2025-08-21T00:00Z&end_time=2025-08-20T23:59Z',
    ]) {
      const list = await demo.get(`customer/reports/pcdrs?${query}`);
      const answer = await demo.get(`customer/reports/pcdrs/summary?${query}`);
      expect(list.status, query).toBe(400);
      expect(answer.status, query).toBe(400);
      expect(await answer.json(), query).toEqual(await list.json());
    }
    // As the list names them: an area without its country.
    const response = await demo.get(`customer/reports/pcdrs/summary?area=${AMSTERDAM}`);
    expect(await response.json()).toEqual({ area: ['Select a country first.'] });
  });

  it('answers 401 without a session', async () => {
    const response = await app.request('/api/v1/customer/reports/pcdrs/summary');
    expect(response.status).toBe(401);
  });
});
