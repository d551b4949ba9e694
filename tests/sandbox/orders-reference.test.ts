/** The order lists' `reference` parameter (ours, a sandbox extension for the command palette). */
import { beforeEach, describe, expect, it } from 'vitest';
import { ENDPOINTS, apiPath } from '@/providers/endpoints';
import type { OrderListItem } from '@/providers/types';
import { freshSandbox, signedIn, type Client } from './client';

type Page = { count: number; results: OrderListItem[] };
let demo: Client;
let metered: Client;
beforeEach(async () => {
  const { app } = freshSandbox();
  demo = await signedIn(app, 'demo');
  metered = await signedIn(app, 'metered');
});
const list = async (kind: string, query: string, client = demo) =>
  (await (await client.get(`${apiPath(ENDPOINTS.orders.list, { kind })}?${query}`)).json()) as Page;

describe('order lists: reference', () => {
  it('keeps the orders whose reference contains the text, case-insensitively, in each list', async () => {
    const all = (await list('history', 'page_size=250')).results;
    const target = all[0].reference_number;
    const tail = target.slice(-5);
    const found = await list('history', `reference=${tail}`);
    expect(found.results.map((order) => order.reference_number)).toContain(target);
    expect(found.results.every((order) => order.reference_number.includes(tail))).toBe(true);
    expect(found.count).toBe(found.results.length);
    expect((await list('history', `reference=${target.toLowerCase()}`)).results).toHaveLength(1);
    expect((await list('open', `reference=${target}`)).results).toHaveLength(0);
  });

  it('combines with the other filters and pages, and is empty for no match or another customer’s order', async () => {
    const all = (await list('history', 'page_size=250')).results;
    const prefix = all[0].reference_number.slice(0, 4);
    const page = await list('history', `reference=${prefix}&page_size=20`);
    expect(page.count).toBe(all.length);
    expect(page.results).toEqual(all.slice(0, 20));
    expect(await list('history', 'reference=NOPE-0')).toEqual({ count: 0, results: [] });
    const theirs = (await list('history', 'page_size=250', metered)).results[0]?.reference_number;
    if (theirs) expect((await list('history', `reference=${theirs}`)).count).toBe(0);
  });
});
