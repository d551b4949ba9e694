import { beforeEach, describe, expect, it } from 'vitest';
import { answer, type Client, freshSandbox, signedIn, type App } from './client';
import type {
  DidTypeOption,
  OutboundRate,
  PlanListItem,
  PlanPricing,
  PlanRequirements,
  Prefix,
  ProfileCheck,
  Reachability,
} from '@/providers/types';
import { CH_GEO, EINDHOVEN, FR_GEO, GEOGRAPHIC, GRONINGEN, json, NL, NL_GEO, NL_PSTN } from './ordering-fixtures';

let app: App;
let demo: Client;
beforeEach(async () => {
  ({ app } = freshSandbox());
  demo = await signedIn(app, 'demo');
});

const plans = async (query: string) => json<PlanListItem[]>(await demo.get(`customer/plans?${query}`));

describe('lookups', () => {
  it('answers the types of service a country has plans of, by name', async () => {
    expect(await json(await demo.get(`customer/countries/${NL}/tos`))).toEqual([
      { value: 3, name: 'LT' },
      { value: 2, name: 'PSTN' },
      { value: 10, name: 'SMS' },
    ]);
    expect(await json(await demo.get('customer/countries/6/tos'))).toEqual([{ value: 3, name: 'LT' }]);
    expect((await demo.get('customer/countries/999/tos')).status).toBe(404);
  });

  it('flags the DID types the country has plans of for the type of service', async () => {
    const types = await json<DidTypeOption[]>(await demo.get(`customer/plans/countries/${NL}/did-types?tos=3`));
    expect(types.map((t) => t.id)).toEqual([1, 2, 4, 5, 6, 7]);
    expect(types.filter((t) => t.available).map((t) => t.name)).toEqual(['Geographic', 'Mobile', 'Tollfree']);
    const pstn = await json<DidTypeOption[]>(await demo.get(`customer/plans/countries/${NL}/did-types?tos=2`));
    expect(pstn.filter((t) => t.available).map((t) => t.id)).toEqual([1]);
  });

  it("lists the countries with plans, the countries of the customer's numbers and a country's outbound destinations", async () => {
    const withPlans = await json<{ value: number; name: string }[]>(
      await demo.get('customer/countries/plans/for-select'),
    );
    expect(withPlans).toHaveLength(12);
    const withNumbers = await json<{ value: number; name: string }[]>(
      await demo.get('customer/countries/dids/for-select'),
    );
    expect(withNumbers.map((c) => c.name)).toContain('Netherlands');
    expect(withNumbers.length).toBeLessThan(withPlans.length);
    const metered = await json<{ value: number; name: string }[]>(
      await (await signedIn(app, 'metered')).get('customer/countries/dids/for-select'),
    );
    expect(metered.map((c) => c.name)).not.toContain('Netherlands');
    const destinations = await json<{ value: number; name: string }[]>(
      await demo.get(`customer/plans/countries/${NL}/destinations/for-select`),
    );
    expect(destinations.map((d) => d.name)).toEqual(
      expect.arrayContaining(['Netherlands fixed', 'International mobile']),
    );
    expect(await json(await demo.get('customer/plans/countries/9/destinations/for-select'))).toEqual([]);
  });
});

describe('GET customer/plans', () => {
  it('requires country and tos', async () => {
    expect(await answer(await demo.get('customer/plans?tos=3'))).toEqual({
      status: 400,
      body: { country: ['This field is required.'] },
    });
    expect(await answer(await demo.get(`customer/plans?country=${NL}`))).toEqual({
      status: 400,
      body: { tos: ['This field is required.'] },
    });
  });

  it('lists the plans of a country and type of service, filtered by DID types, with prices and stock', async () => {
    const all = await plans(`country=${NL}&tos=3`);
    expect(all.map((p) => p.name)).toEqual(['Geographic', 'Mobile', 'Tollfree']);
    const [geographic] = await plans(`country=${NL}&tos=3&did-types=1,5`);
    expect(geographic).toMatchObject({
      id: NL_GEO,
      plan_type: GEOGRAPHIC,
      type: { id: 1, name: 'Geographic' },
      country: { id: NL, name: 'Netherlands' },
      tos: 3,
      nrc: '5.00',
      mrc: '1.50',
      porting: true,
      lt_available: true,
      pstn_available: false,
    });
    expect(geographic.stock).toBeGreaterThan(78);
    expect((await plans(`country=${NL}&tos=3&did-types=5`)).map((p) => p.name)).toEqual(['Tollfree']);
  });

  it('is empty for a type with no plan (the portal shows its empty-plan message)', async () => {
    expect(await plans(`country=${NL}&tos=3&did-types=6`)).toEqual([]);
    expect(await plans('country=6&tos=2')).toEqual([]);
  });

  it('answers each outbound case: unavailable with a message, LT active with PSTN upgradable, both active', async () => {
    const [swiss] = await plans('country=8&tos=3&did-types=1');
    expect(swiss.id).toBe(CH_GEO);
    expect(swiss.outbound).toEqual({
      lt: { active: false, can_be_upgraded: false },
      pstn: { active: false, can_be_upgraded: false },
      error_message: 'Outbound calling is not available for numbers of this country.',
    });
    expect(swiss.has_outbound_rates).toBe(false);
    const [dutch] = await plans(`country=${NL}&tos=3&did-types=1`);
    expect(dutch.outbound).toEqual({
      lt: { active: true, can_be_upgraded: false },
      pstn: { active: false, can_be_upgraded: true },
      error_message: null,
    });
    expect(dutch.has_outbound_rates).toBe(true);
    const [pstn] = await plans(`country=${NL}&tos=2`);
    expect(pstn.id).toBe(NL_PSTN);
    expect(pstn.outbound.pstn.active).toBe(true);
    const [mobile] = await plans(`country=${NL}&tos=3&did-types=2`);
    expect(mobile.outbound.lt).toEqual({ active: false, can_be_upgraded: true });
    expect(mobile.has_outbound_rates).toBe(false);
  });
});

describe("a plan's details", () => {
  const plan = (id: number, type: number, rest: string) => demo.get(`customer/plans/${id}/type/${type}/${rest}`);

  it('answers pricing, requirements and reachability; a wrong type is a 404', async () => {
    const pricing = await json<PlanPricing>(await plan(NL_GEO, GEOGRAPHIC, 'pricing'));
    expect(pricing.non_usage).toMatchObject({
      did_nrc: '5.00',
      did_mrc: '1.50',
      default_channels: 2,
      shared_channel_mrc_lt_10: '3.00',
    });
    expect(pricing.usage.billing_increment).toBe('60/60');
    expect(pricing.usage.price_min_fix).toMatch(/^0\.\d{4}$/);
    expect(pricing.contract).toEqual({ duration: 1, cancellation: 1 });
    const requirements = await json<PlanRequirements>(await plan(NL_GEO, GEOGRAPHIC, 'requirements'));
    expect(requirements.results.user_detail.map((r) => r.name)).toContain('Company name');
    expect(requirements.results.document.map((r) => r.name)).toEqual(['Proof of address', 'Address']);
    const reachability = await json<Reachability>(await plan(NL_PSTN, GEOGRAPHIC, 'reachability-services'));
    expect(reachability).toMatchObject({
      national_fixed: true,
      services: { call_back: true },
      allowed_services: ['Voice', 'Fax', 'Emergency calls'],
    });
    for (const rest of [
      'pricing',
      'requirements',
      'reachability-services',
      'outbound-rates',
      'prefixes',
      'check-profiles',
    ]) {
      expect(await answer(await plan(NL_GEO, 2, rest))).toEqual({ status: 404, body: { detail: 'Not found.' } });
    }
    expect((await plan(999, 1, 'pricing')).status).toBe(404);
  });

  it('answers outbound rates when the plan has them, else an empty list', async () => {
    const rates = await json<OutboundRate[]>(await plan(NL_GEO, GEOGRAPHIC, 'outbound-rates'));
    expect(rates.length).toBeGreaterThan(2);
    expect(rates[0]).toEqual({
      destination: 'Netherlands fixed',
      call_set_up: '0.0000',
      price_min: '0.0150',
      currency_traffic: 'EUR',
      billing_method: '60/60',
    });
    expect(await json(await plan(CH_GEO, GEOGRAPHIC, 'outbound-rates'))).toEqual([]);
  });

  it("lists the country's areas as prefixes with their stock; zero stock is backorder only; filters by prefix and name", async () => {
    const prefixes = await json<Prefix[]>(await plan(NL_GEO, GEOGRAPHIC, 'prefixes'));
    expect(prefixes.map((p) => p.name)).toEqual([
      'Amsterdam',
      'Eindhoven',
      'Groningen',
      'Rotterdam',
      'The Hague',
      'Utrecht',
    ]);
    expect(prefixes.find((p) => p.id === GRONINGEN)).toEqual({
      id: GRONINGEN,
      prefix: '50',
      name: 'Groningen',
      stock: 0,
      isBackorder: true,
    });
    expect(prefixes.find((p) => p.id === EINDHOVEN)?.isBackorder).toBe(true);
    const rotterdam = prefixes.find((p) => p.name === 'Rotterdam');
    expect(rotterdam?.stock).toBeGreaterThan(0);
    expect(rotterdam?.stock).toBeLessThan(50);
    expect((await json<Prefix[]>(await plan(NL_GEO, GEOGRAPHIC, 'prefixes?prefix=2'))).map((p) => p.name)).toEqual([
      'Amsterdam',
    ]);
    expect((await json<Prefix[]>(await plan(NL_GEO, GEOGRAPHIC, 'prefixes?name=rott'))).map((p) => p.prefix)).toEqual([
      '10',
    ]);
  });

  it('answers the backorder capacity of a prefix, 0 somewhere', async () => {
    expect(await json(await plan(NL_GEO, GEOGRAPHIC, `prefixes/${GRONINGEN}/backorders/available`))).toEqual({
      stock: 25,
    });
    expect(await json(await plan(NL_GEO, GEOGRAPHIC, `prefixes/${EINDHOVEN}/backorders/available`))).toEqual({
      stock: 0,
    });
    expect(await json(await plan(NL_GEO, GEOGRAPHIC, `prefixes/${EINDHOVEN}/dids/available`))).toEqual([]);
  });

  it('checks the end users against the plan: fields required or optional, documents by status, blocked', async () => {
    const check = await json<ProfileCheck>(await plan(FR_GEO, GEOGRAPHIC, 'check-profiles'));
    expect(check.columns).toEqual(
      expect.arrayContaining([
        { key: 'company_name', label: 'Company name', required: true },
        { key: 'email', label: 'E-mail', required: false },
        { key: 'document_13', label: 'Proof of local address', required: true },
      ]),
    );
    const northwind = check.profiles.find((p) => p.name === 'Northwind Telecom B.V.');
    expect(northwind?.values.company_name).toBe('Northwind Telecom B.V.');
    expect(check.profiles.find((p) => p.name === 'Old Reseller Ltd')?.blocked).toBe(true);
    const paris = check.profiles.find((p) => p.name === 'Paris Sales Office');
    expect(paris?.values.document_1).toBe('Validated');
    expect(paris?.documentStatuses?.document_1).toBe('Validated');
  });

  it("reads the plan's needs as the end-user editor does (issue 49): the address document is its fields, country included", async () => {
    const check = await json<ProfileCheck>(await plan(NL_GEO, GEOGRAPHIC, 'check-profiles'));
    const keys = check.columns.map((column) => column.key);
    // Document 5 takes no file: the address fields stand for it, the country among them; document 3 is a file.
    expect(keys).not.toContain('document_5');
    expect(keys).toEqual(
      expect.arrayContaining(['street', 'house_number', 'postal_code', 'city', 'country', 'document_3']),
    );
    const northwind = check.profiles.find((p) => p.name === 'Northwind Telecom B.V.');
    for (const key of ['street', 'house_number', 'postal_code', 'city', 'country'])
      expect(northwind?.values[key]).toBeTruthy();

    // The same required fields as the editor's form for that plan.
    const form = await json<{ fields: { field: string; required: boolean }[] }>(
      await demo.get(`customer/account/${northwind?.id}/form/plan/${NL_GEO}/type/${GEOGRAPHIC}`),
    );
    const formRequired = form.fields.filter((field) => field.required).map((field) => field.field);
    const tableRequired = check.columns
      .filter((column) => column.required && !column.key.startsWith('document_'))
      .map((column) => column.key);
    expect(tableRequired).toEqual(formRequired);
  });
});
