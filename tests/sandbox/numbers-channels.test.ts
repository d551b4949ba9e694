import { beforeAll, describe, expect, it } from 'vitest';
import type { DedicatedChannelRow } from '@/providers/types';
import { type Client, freshSandbox, signedIn } from './client';
import type { Db } from '@/sandbox/db';

let db: Db;
let demo: Client;
beforeAll(async () => {
  const sandbox = freshSandbox();
  db = sandbox.db;
  demo = await signedIn(sandbox.app, 'demo');
});

interface Page {
  results: DedicatedChannelRow[];
  count: number;
}
const list = async (path: string) =>
  (await (await demo.get(`customer/dids/dedicated-channels/${path}`)).json()) as Page;
const count = (where: string) =>
  db
    .prepare(`SELECT count(*) FROM dids WHERE customer_id = 1 AND is_being_cancelled = 0 AND ${where}`)
    .pluck()
    .get() as number;

describe('dedicated channels', () => {
  it('lists the numbers with bought channels as existing, ordered by DID', async () => {
    const page = await list('existing?page_size=250');
    expect(page.count).toBe(count('n_channels > 0'));
    expect(page.results.every((r) => r.n_channels > 0 && r.n_bought_channels === r.n_channels)).toBe(true);
    const dids = page.results.map((r) => r.did);
    expect(dids).toEqual([...dids].sort());
    expect(page.results[0]).toEqual({
      did: expect.any(String),
      country: expect.any(String),
      account: expect.any(String),
      plan: expect.any(String),
      n_channels: expect.any(Number),
      max_n_channels: expect.any(Number),
      mrc_did: expect.stringMatching(/^\d+\.\d{2}$/),
      mrc_channels: expect.stringMatching(/^\d+\.\d{2}$/),
      nrc_channels: expect.stringMatching(/^\d+\.\d{2}$/),
      cart_channels: 0,
      n_bought_channels: expect.any(Number),
      cancellation_cart_channels: 0,
    });
  });

  it('lists the numbers that can get more channels as available, including those without a limit (-1)', async () => {
    const page = await list('available?page_size=250');
    expect(page.count).toBe(count('(max_n_channels = -1 OR n_channels < max_n_channels)'));
    expect(page.results.some((r) => r.max_n_channels === -1)).toBe(true);
    expect(page.results.every((r) => r.max_n_channels === -1 || r.n_channels < r.max_n_channels)).toBe(true);
  });

  it('filters by country, plan and part of the DID; a filter that is not an id is 400', async () => {
    const plan = db
      .prepare("SELECT id FROM plans WHERE country_id = 1 AND name = 'Geographic'")
      .pluck()
      .get() as number;
    const page = await list(`available?country=1&plan=${plan}&page_size=250`);
    expect(page.count).toBe(
      count(`country_id = 1 AND plan_id = ${plan} AND (max_n_channels = -1 OR n_channels < max_n_channels)`),
    );
    expect(page.results.every((r) => r.country === 'Netherlands' && r.plan === 'Geographic')).toBe(true);
    const did = page.results[0].did;
    expect((await list(`available?did=${did.slice(3)}`)).results.map((r) => r.did)).toContain(did);
    expect((await demo.get('customer/dids/dedicated-channels/existing?plan=x')).status).toBe(400);
  });

  it('exports the filtered rows as CSV, with Unlimited for no limit', async () => {
    const response = await demo.get('customer/dids/dedicated-channels/available?_export=csv');
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = (await response.text()).trim().split('\r\n');
    expect(lines[0]).toBe('DID,Country,End user,Plan,Dedicated channels,Max dedicated channels');
    expect(lines).toHaveLength((await list('available')).count + 1);
    expect(lines.some((line) => line.endsWith(',Unlimited'))).toBe(true);
  });
});
