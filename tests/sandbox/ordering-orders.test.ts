import { beforeEach, describe, expect, it } from 'vitest';
import { answer, type Client, freshSandbox, signedIn, type App } from './client';
import type { OrderDetails, OrderListItem, OrderStatus } from '@/providers/types';
import { json } from './ordering-fixtures';

let app: App;
let demo: Client;
beforeEach(async () => {
  ({ app } = freshSandbox());
  demo = await signedIn(app, 'demo');
});

type Page = { results: OrderListItem[]; count: number };
const list = async (name: string, query = '', client = demo) =>
  json<Page>(await client.get(`customer/orders/${name}?${query}`));

describe('order statuses', () => {
  it('answers the six statuses', async () => {
    expect(await json<OrderStatus[]>(await demo.get('order-statuses'))).toEqual([
      { id: 1, description: 'Pending' },
      { id: 2, description: 'Incomplete' },
      { id: 3, description: 'Rejected' },
      { id: 4, description: 'In progress' },
      { id: 5, description: 'Completed' },
      { id: 6, description: 'Cancelled' },
    ]);
  });
});

describe('order lists', () => {
  it('splits the orders by status: open 1 and 4, incomplete 2 and 3, history 5 and 6; newest first, paginated', async () => {
    const open = await list('open', 'page_size=100');
    const incomplete = await list('incomplete', 'page_size=100');
    const history = await list('history', 'page_size=100');
    expect(new Set(open.results.map((o) => o.status.id))).toEqual(new Set([1, 4]));
    expect(new Set(incomplete.results.map((o) => o.status.id))).toEqual(new Set([2, 3]));
    expect(new Set(history.results.map((o) => o.status.id))).toEqual(new Set([5, 6]));
    expect(open.count + incomplete.count + history.count).toBeGreaterThanOrEqual(30);
    const dates = history.results.map((o) => o.date_commit);
    expect(dates).toEqual([...dates].sort().reverse());
    const first = await list('history');
    expect(first.results).toHaveLength(20);
    expect(first.count).toBe(history.count);
    expect((await list('history', 'page=2')).results.map((o) => o.uuid)).toEqual(
      history.results.slice(20, 40).map((o) => o.uuid),
    );
  });

  it('has backorders, channels, pending and rejected documents among the orders', async () => {
    const all = [
      ...(await list('open', 'page_size=100')).results,
      ...(await list('incomplete', 'page_size=100')).results,
      ...(await list('history', 'page_size=100')).results,
    ];
    expect(all.some((o) => o.type === 'backorder' && o.count_did === 0 && o.count_bo > 0)).toBe(true);
    expect(all.some((o) => o.count_channel > 0)).toBe(true);
    expect(all.some((o) => o.status.id === 2 && o.pending_docs > 0)).toBe(true);
    expect(all.some((o) => o.status.id === 3 && o.rejected_documents > 0)).toBe(true);
    expect(all.some((o) => o.count_did > 20)).toBe(true);
  });

  it('filters by country, area, did, profile and status', async () => {
    const all = (await list('history', 'page_size=100')).results;
    const sample = all.find((o) => o.area !== null && o.profiles.length > 0);
    if (!sample?.country) throw new Error('no order with a country, an area and a profile');
    const byCountry = (await list('history', `page_size=100&country=${sample.country.id}`)).results;
    expect(byCountry.length).toBeGreaterThan(0);
    expect(byCountry.every((o) => o.country?.id === sample.country?.id)).toBe(true);
    const byProfile = (
      await list('history', `page_size=100&profile=${encodeURIComponent(sample.profiles[0].name.slice(0, 6))}`)
    ).results;
    expect(byProfile.map((o) => o.uuid)).toContain(sample.uuid);
    expect((await list('history', 'status=6')).results.every((o) => o.status.id === 6)).toBe(true);
    expect((await list('history', 'status=2')).count).toBe(0);
    const details = await json<OrderDetails>(await demo.get(`customer/orders/${sample.uuid}`));
    const did = details.didorders.find((l) => l.did)?.did;
    if (did) expect((await list('history', `did=${did.slice(-6)}`)).results.map((o) => o.uuid)).toContain(sample.uuid);
    expect((await list('history', 'did=000000000000')).count).toBe(0);
    expect((await demo.get('customer/orders/open?country=abc')).status).toBe(400);
  });

  it("shows only the customer's own orders", async () => {
    const metered = await signedIn(app, 'metered');
    const mine = new Set((await list('history', 'page_size=100')).results.map((o) => o.uuid));
    const theirs = (await list('history', 'page_size=100', metered)).results;
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.some((o) => mine.has(o.uuid))).toBe(false);
  });
});

describe('order details', () => {
  it('answers lines, channels, end users with their documents and the price', async () => {
    const incomplete = (await list('incomplete', 'status=2&page_size=100')).results.find((o) => o.pending_docs > 0);
    if (!incomplete) throw new Error('no incomplete order with pending documents');
    const details = await json<OrderDetails>(await demo.get(`customer/orders/${incomplete.uuid}`));
    expect(details).toMatchObject({
      uuid: incomplete.uuid,
      reference_number: incomplete.reference_number,
      status: { id: 2 },
    });
    expect(details.profiles[0].documents.length).toBeGreaterThan(0);
    expect(details.price.mrc).toMatch(/^\d+\.\d{2}$/);
  });

  it("is a 404 for an unknown order or another customer's", async () => {
    expect(await answer(await demo.get('customer/orders/00000000-0000-4000-8000-000000000000'))).toEqual({
      status: 404,
      body: { detail: 'Not found.' },
    });
    const metered = await signedIn(app, 'metered');
    const [theirs] = (await list('history', '', metered)).results;
    expect((await demo.get(`customer/orders/${theirs.uuid}`)).status).toBe(404);
  });
});
