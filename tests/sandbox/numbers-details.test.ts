import { beforeAll, describe, expect, it } from 'vitest';
import type { NumberDetails, NumberStatistics, OutboundRate, Reachability } from '@/providers/types';
import { answer, type Client, freshSandbox, signedIn } from './client';
import type { Db } from '@/sandbox/db';

// Read-only calls: one sandbox for the file.
let db: Db;
let demo: Client;
let metered: Client;
beforeAll(async () => {
  const sandbox = freshSandbox();
  db = sandbox.db;
  demo = await signedIn(sandbox.app, 'demo');
  metered = await signedIn(sandbox.app, 'metered');
});

const didOf = (customer: number, where = '1 = 1') =>
  db
    .prepare<[number], string>(
      `SELECT d.did FROM dids d JOIN plans p ON p.id = d.plan_id WHERE d.customer_id = ? AND ${where} ORDER BY d.did LIMIT 1`,
    )
    .pluck()
    .get(customer)!;
const json = async <T>(client: Client, path: string) => (await (await client.get(path)).json()) as T;

const PATHS = ['general', 'reachability-and-services', 'outbound-rates', 'did-group', 'statistics'];

describe('number details', () => {
  it('answers the general tab: type, service, prices, channels, capacity, group, profile, trunk, outbound, cancellation', async () => {
    const did = didOf(1, 'd.is_being_cancelled = 1');
    const general = await json<NumberDetails>(demo, `customer/dids/${did}/general`);
    expect(general).toMatchObject({
      did,
      type: 'Geographic',
      type_of_service: expect.any(String),
      start_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      rate_type: 'Capacity',
      nrc_price: expect.stringMatching(/^\d+\.\d{2}$/),
      mrc_price: expect.stringMatching(/^\d+\.\d{2}$/),
      is_capacity: true,
      did_group_id: expect.any(Number),
      is_being_cancelled: true,
      cancellation_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      outbound: { lt: { active: expect.any(Boolean), can_be_upgraded: expect.any(Boolean) }, pstn: expect.any(Object) },
    });
    const meteredGeneral = await json<NumberDetails>(metered, `customer/dids/${didOf(2)}/general`);
    expect(meteredGeneral).toMatchObject({
      rate_type: 'Metered',
      is_capacity: false,
      did_group_id: null,
      is_being_cancelled: false,
    });
  });

  it('tells that a PSTN replacement number is active on PSTN, and that a US number cannot call out', async () => {
    const pstn = await json<NumberDetails>(demo, `customer/dids/${didOf(1, 'p.tos = 2')}/general`);
    expect(pstn.outbound).toEqual({
      lt: { active: true, can_be_upgraded: false },
      pstn: { active: true, can_be_upgraded: false },
      error_message: null,
    });
    const us = await json<NumberDetails>(
      demo,
      `customer/dids/${didOf(1, 'd.country_id = 9 AND d.outbound_lt = 0')}/general`,
    );
    expect(us.outbound.lt).toEqual({ active: false, can_be_upgraded: false });
    expect(us.outbound.error_message).toBe('Outbound calling is not available for numbers of this country.');
    expect(
      await json(demo, `customer/dids/${didOf(1, 'd.country_id = 9 AND d.outbound_lt = 0')}/outbound-rates`),
    ).toEqual([]);
  });

  it('answers reachability and services, and outbound rates once outbound calling is active', async () => {
    const reach = await json<Reachability>(demo, `customer/dids/${didOf(1)}/reachability-and-services`);
    expect(reach).toMatchObject({
      national_fixed: true,
      services: expect.any(Object),
      minutes: expect.any(Object),
      remarks: expect.any(String),
    });
    expect(reach.allowed_services).toContain('Voice');
    const rates = await json<OutboundRate[]>(demo, `customer/dids/${didOf(1, 'd.outbound_lt = 1')}/outbound-rates`);
    expect(rates.length).toBeGreaterThan(0);
    expect(rates[0]).toEqual({
      destination: expect.any(String),
      call_set_up: expect.stringMatching(/^\d+\.\d{4}$/),
      price_min: expect.stringMatching(/^\d+\.\d{4}$/),
      currency_traffic: 'EUR',
      billing_method: '60/60',
    });
  });

  it("answers a capacity number's DID group (its named group, else its default group); a metered number's is 404", async () => {
    const grouped = db
      .prepare<[], { did: string; id: number; name: string }>(
        'SELECT d.did, g.id, g.name FROM dids d JOIN did_groups g ON g.id = d.did_group_id WHERE d.customer_id = 1 AND g.is_default = 0 LIMIT 1',
      )
      .get()!;
    expect(await answer(await demo.get(`customer/dids/${grouped.did}/did-group`))).toEqual({
      status: 200,
      body: { id: grouped.id, name: grouped.name, is_default: false },
    });
    const plain = didOf(1, 'd.did_group_id IN (SELECT id FROM did_groups WHERE is_default = 1)');
    expect((await json<{ is_default: boolean }>(demo, `customer/dids/${plain}/did-group`)).is_default).toBe(true);
    expect((await metered.get(`customer/dids/${didOf(2)}/did-group`)).status).toBe(404);
  });

  it('answers the same statistics for the same number; longer windows hold the shorter ones', async () => {
    const did = didOf(1, 'd.outbound_lt = 1');
    const stats = await json<NumberStatistics>(demo, `customer/dids/${did}/statistics`);
    expect(await json(demo, `customer/dids/${did}/statistics`)).toEqual(stats);
    for (const direction of [stats.inbound, stats.outbound]) {
      expect(Object.keys(direction)).toEqual(['1', '7', '30']);
      expect(direction['1'].scope).toBe('Last 24 hours');
      expect(direction['30'].scope).toBe('Last 30 days');
      expect(direction['7'].successful_calls).toBeGreaterThanOrEqual(direction['1'].successful_calls);
      expect(direction['30'].minutes).toBeGreaterThanOrEqual(direction['7'].minutes);
    }
    expect(stats.inbound['30'].successful_calls).toBeGreaterThan(0);
    const latest = await json<{ start_time: string | null }>(demo, `dids/${did}/statistics/cdrs/latest`);
    expect(latest.start_time === null || !Number.isNaN(Date.parse(latest.start_time))).toBe(true);
    expect(await json(demo, `dids/${did}/statistics/cdrs/latest`)).toEqual(latest);
  });

  it('answers the originating networks for the routing form', async () => {
    expect(await json(demo, 'dids/originating-networks/for_select')).toEqual([
      { value: 1, name: 'All networks' },
      { value: 2, name: 'Fixed' },
      { value: 3, name: 'Mobile' },
      { value: 4, name: 'Payphone' },
      { value: 5, name: 'International' },
    ]);
  });

  it("answers 404 on every tab for another customer's DID or an unknown one", async () => {
    for (const path of PATHS) {
      expect((await demo.get(`customer/dids/${didOf(2)}/${path}`)).status).toBe(404);
      expect((await demo.get(`customer/dids/123456789/${path}`)).status).toBe(404);
    }
    expect((await demo.get(`dids/${didOf(2)}/statistics/cdrs/latest`)).status).toBe(404);
  });
});
