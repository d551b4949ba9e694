import { beforeEach, describe, expect, it } from 'vitest';
import { answer, Client, freshSandbox, signedIn, type App } from './client';

let app: App;
let demo: Client;
beforeEach(async () => {
  ({ app } = freshSandbox());
  demo = await signedIn(app, 'demo');
});

type Option = { value: number; name: string };
const json = async <T>(response: Response) => (await response.json()) as T;
const NL = 1;
const BE = 4;

describe('countries and areas', () => {
  it('lists real countries by name, as value/name pairs', async () => {
    const countries = await json<Option[]>(await demo.get('customer/countries/for-select'));
    const names = countries.map((c) => c.name);
    for (const name of [
      'Netherlands',
      'France',
      'Germany',
      'Belgium',
      'United Kingdom',
      'Spain',
      'Italy',
      'Switzerland',
      'United States',
    ]) {
      expect(names).toContain(name);
    }
    expect(names).toEqual([...names].sort());
    expect(countries.find((c) => c.name === 'Netherlands')).toEqual({ value: NL, name: 'Netherlands' });
  });

  it('lists the cities of a country; an unknown country is a 404', async () => {
    const areas = await json<Option[]>(await demo.get(`customer/countries/${NL}/areas/for-select`));
    expect(areas.map((a) => a.name)).toEqual(expect.arrayContaining(['Amsterdam', 'Rotterdam', 'Utrecht']));
    const france = await json<Option[]>(await demo.get('customer/countries/2/areas/for-select'));
    expect(france.map((a) => a.name)).toEqual(expect.arrayContaining(['Paris', 'Lyon']));
    expect(france.map((a) => a.name)).not.toContain('Amsterdam');
    expect(await answer(await demo.get('customer/countries/999/areas/for-select'))).toEqual({
      status: 404,
      body: { detail: 'Not found.' },
    });
  });

  it('need a token', async () => {
    expect((await new Client(app).get('customer/countries/for-select')).status).toBe(401);
  });
});

describe('plans and the documents they need', () => {
  it('lists the plans of a country with their number type', async () => {
    const plans = await json<(Option & { plan_type: number })[]>(
      await demo.get(`customer/plans/countries/${NL}/for-select`),
    );
    expect(plans).toEqual(
      expect.arrayContaining([
        { value: expect.any(Number), name: 'Geographic', plan_type: 1 },
        { value: expect.any(Number), name: 'Mobile', plan_type: 2 },
        { value: expect.any(Number), name: 'Tollfree', plan_type: 5 },
      ]),
    );
    expect((await demo.get('customer/plans/countries/999/for-select')).status).toBe(404);
  });

  it('answers the document definitions a plan needs; a wrong plan or type is a 404', async () => {
    const plans = await json<(Option & { plan_type: number })[]>(
      await demo.get(`customer/plans/countries/${NL}/for-select`),
    );
    const geographic = plans.find((p) => p.name === 'Geographic')!;
    const documents = await json<{ id: number }[]>(
      await demo.get(`customer/plans/${geographic.value}/type/1/documents-needed`),
    );
    expect(documents).toEqual([
      {
        id: 3,
        label: 'Proof of address',
        multiple: false,
        info: expect.any(String),
        new_version_required: false,
        country_specific: false,
        area_specific: false,
      },
      expect.objectContaining({ id: 5, label: 'Address', country_specific: true }),
    ]);
    expect((await demo.get(`customer/plans/${geographic.value}/type/2/documents-needed`)).status).toBe(404);
    expect((await demo.get('customer/plans/9999/type/1/documents-needed')).status).toBe(404);
  });

  it('a Belgian geographic plan needs document 21, which carries its own definition', async () => {
    const plans = await json<(Option & { plan_type: number })[]>(
      await demo.get(`customer/plans/countries/${BE}/for-select`),
    );
    const geographic = plans.find((p) => p.plan_type === 1)!;
    const documents = await json<{ id: number; label: string }[]>(
      await demo.get(`customer/plans/${geographic.value}/type/1/documents-needed`),
    );
    expect(documents.map((d) => [d.id, d.label])).toEqual([
      [1, 'Customer ID document'],
      [21, 'Local presence declaration'],
    ]);
  });
});

describe('salutations and service types', () => {
  it('answers Mr and Ms', async () => {
    expect(await answer(await demo.get('customer/salutations/for-select'))).toEqual({
      status: 200,
      body: [
        { value: 'mr', name: 'Mr' },
        { value: 'ms', name: 'Ms' },
      ],
    });
  });

  it('answers the use cases a cart line is configured with (DID Service type), not the types of service', async () => {
    const types = await json<{ id: number; name: string }[]>(await demo.get('customer/did-service-type'));
    expect(types.map((t) => t.id)).toEqual([1, 2, 3, 4, 5]);
    expect(types[0]).toEqual({ id: 1, name: 'Inbound calls' });
  });
});
