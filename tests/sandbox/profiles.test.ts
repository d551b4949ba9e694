import { beforeEach, describe, expect, it } from 'vitest';
import { answer, Client, freshSandbox, signedIn, type App } from './client';
import type { ProfileForm as Form, ProfileRow as Row } from '@/providers/types';

let app: App;
let demo: Client;
beforeEach(async () => {
  ({ app } = freshSandbox());
  demo = await signedIn(app, 'demo');
});

const json = async <T>(response: Response) => (await response.json()) as T;
const list = async (client: Client, query = '') =>
  json<{ results: Row[]; count: number }>(await client.get(`customer/account${query}`));
const idOf = async (name: string) =>
  (await list(demo, `?name=${encodeURIComponent(name)}`)).results.find((r) => r.name === name)!.id;
const planId = async (country: number, name: string) =>
  (
    await json<{ value: number; name: string }[]>(await demo.get(`customer/plans/countries/${country}/for-select`))
  ).find((p) => p.name === name)!.value;

describe('customer/account list', () => {
  it('pages about 24 profiles by 20, ordered by name', async () => {
    const first = await list(demo);
    expect(first.count).toBeGreaterThanOrEqual(22);
    expect(first.results).toHaveLength(20);
    const names = first.results.map((r) => r.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    const second = await list(demo, '?page=2');
    expect(second.results).toHaveLength(first.count - 20);
    expect((await demo.get('customer/account?page=3')).status).toBe(404);
    expect((await demo.get('customer/account?page_size=7')).status).toBe(400);
  });

  it('shows the seeded states: default and valid, incomplete, draft, blocked, rejected', async () => {
    const rows = (await list(demo, '?page_size=50')).results;
    const row = (name: string) => rows.find((r) => r.name === name);
    expect(row('Northwind Telecom B.V.')).toEqual({
      id: expect.any(Number),
      name: 'Northwind Telecom B.V.',
      blocked: false,
      valid: true,
      is_default: true,
      area: 'Amsterdam',
      country: 'Netherlands',
    });
    expect(row('Northwind Rotterdam Office')).toMatchObject({ valid: false, blocked: false, area: 'Rotterdam' });
    expect(row('Utrecht Pop-up Store')).toMatchObject({ valid: false, area: null, country: null });
    expect(row('Old Reseller Ltd')).toMatchObject({ blocked: true, valid: false, country: 'United Kingdom' });
    expect(row('Paris Sales Office')).toMatchObject({ valid: false, area: 'Paris', country: 'France' });
    expect(rows.filter((r) => r.is_default)).toHaveLength(1);
  });

  it('filters by name (case-insensitive, contains) and by country id', async () => {
    const northwind = await list(demo, '?name=NORTHWIND');
    expect(northwind.results.map((r) => r.name).sort()).toEqual([
      'Northwind Rotterdam Office',
      'Northwind Telecom B.V.',
    ]);
    const france = await list(demo, '?country=2');
    expect(france.count).toBeGreaterThan(0);
    expect(france.results.every((r) => r.country === 'France')).toBe(true);
    expect(await answer(await demo.get('customer/account?country=abc'))).toEqual({
      status: 400,
      body: { country: ['Select a valid choice. That choice is not one of the available choices.'] },
    });
  });

  it('shows each customer only its own profiles', async () => {
    const metered = await signedIn(app, 'metered');
    const theirs = await list(metered);
    expect(theirs.count).toBe(6);
    expect(theirs.results.map((r) => r.name)).not.toContain('Northwind Telecom B.V.');
  });
});

describe('selects and the name check', () => {
  it('lists every profile, or only those not blocked', async () => {
    const all = await json<{ value: number; name: string }[]>(await demo.get('customer/account/for-select'));
    const open = await json<{ value: number; name: string }[]>(
      await demo.get('customer/account/for-select-without-blocked'),
    );
    expect(all.map((o) => o.name)).toContain('Old Reseller Ltd');
    expect(open.map((o) => o.name)).not.toContain('Old Reseller Ltd');
    expect(open).toHaveLength(all.length - 1);
  });

  it('checks uniqueness trimmed and case-insensitively; a missing name is a 400', async () => {
    expect(await json(await demo.get('customer/account/check-unique?name=%20northwind%20telecom%20b.v.%20'))).toEqual({
      unique: false,
    });
    expect(await json(await demo.get('customer/account/check-unique?name=Brand%20new'))).toEqual({ unique: true });
    const metered = await signedIn(app, 'metered');
    expect(await json(await metered.get('customer/account/check-unique?name=Northwind%20Telecom%20B.V.'))).toEqual({
      unique: true,
    });
    expect(await answer(await demo.get('customer/account/check-unique'))).toEqual({
      status: 400,
      body: { name: ['This field is required.'] },
    });
  });
});

describe('creating and reading a profile', () => {
  it('creates a draft profile, not valid, named as sent', async () => {
    const created = await demo.post('customer/account', { name: '  Eindhoven Lab ' });
    expect(created.status).toBe(201);
    const { id } = await json<{ id: number }>(created);
    expect(await answer(await demo.get(`customer/account/${id}`))).toEqual({
      status: 200,
      body: { id, name: 'Eindhoven Lab', default: false, blocked: false, valid: false, is_draft: true },
    });
  });

  it('refuses a duplicate or an empty name', async () => {
    expect(await answer(await demo.post('customer/account', { name: 'northwind telecom b.v.' }))).toEqual({
      status: 400,
      body: { name: ['Profile with this name already exists.'] },
    });
    expect(await answer(await demo.post('customer/account', { name: '  ' }))).toEqual({
      status: 400,
      body: { name: ['This field is required.'] },
    });
    expect(await answer(await demo.post('customer/account', {}))).toEqual({
      status: 400,
      body: { name: ['This field is required.'] },
    });
  });

  it("answers 404 for another customer's profile or an unknown one", async () => {
    const metered = await signedIn(app, 'metered');
    const theirs = (await list(metered)).results[0].id;
    for (const path of ['', '/form', '/documents', '/end-user-data']) {
      expect(await answer(await demo.get(`customer/account/${theirs}${path}`))).toEqual({
        status: 404,
        body: { detail: 'Not found.' },
      });
    }
    expect((await demo.get('customer/account/99999')).status).toBe(404);
  });

  it('keeps one default per customer', async () => {
    const rotterdam = await idOf('Northwind Rotterdam Office');
    const patched = await demo.patch(`customer/account/${rotterdam}`, { default: true });
    expect(await json(patched)).toMatchObject({ id: rotterdam, default: true });
    const defaults = (await list(demo, '?page_size=50')).results.filter((r) => r.is_default).map((r) => r.name);
    expect(defaults).toEqual(['Northwind Rotterdam Office']);
    expect(await json(await demo.patch(`customer/account/${rotterdam}`, { default: false }))).toMatchObject({
      default: false,
    });
    expect((await list(demo, '?page_size=50')).results.filter((r) => r.is_default)).toHaveLength(0);
    expect(await answer(await demo.patch(`customer/account/${rotterdam}`, { default: 'yes' }))).toEqual({
      status: 400,
      body: { default: ['Must be a valid boolean.'] },
    });
  });
});

describe('the profile form', () => {
  it('lists the 15 fields in order with their values, every document type and the templates, nothing required', async () => {
    const form = await json<Form>(await demo.get(`customer/account/${await idOf('Northwind Telecom B.V.')}/form`));
    expect(form.is_draft).toBe(false);
    expect(form.fields.map((f) => f.field)).toEqual([
      'salutation',
      'first_name',
      'last_name',
      'company_name',
      'street',
      'house_number',
      'additional_address_info',
      'postal_code',
      'city',
      'area',
      'country',
      'phone_number',
      'email',
      'vat_number',
      'company_registration_number',
    ]);
    expect(form.fields.every((f) => !f.required)).toBe(true);
    expect(form.fields.find((f) => f.field === 'salutation')).toEqual({
      field: 'salutation',
      label: 'Salutation',
      value: 'mr',
      required: false,
    });
    expect(form.fields.find((f) => f.field === 'country')?.value).toBe(1);
    expect(typeof form.fields.find((f) => f.field === 'area')?.value).toBe('number');
    expect(form.documents.map((d) => d.id)).toEqual([1, 3, 5, 6, 7, 13, 14, 17, 21]);
    expect(form.documents.every((d) => !d.required)).toBe(true);
    expect(form.documents.find((d) => d.id === 3)?.uploaded).toHaveLength(2);
    expect(form.templates).toEqual([
      { label: 'Know-your-customer form', location: '/api/v1/templates/kyc-form.pdf' },
      { label: 'Company registration declaration', location: '/api/v1/templates/company-registration-declaration.pdf' },
    ]);
  });

  it("NL Geographic requires the plan's user details, the address fields and documents 3 and 5", async () => {
    const id = await idOf('Utrecht Pop-up Store');
    const form = await json<Form>(
      await demo.get(`customer/account/${id}/form/plan/${await planId(1, 'Geographic')}/type/1`),
    );
    expect(form.is_draft).toBe(true);
    // The plan's user details (its requirements: company name and the address) and what its documents need (the
    // address, country included), as the cart's end-user table reads them.
    const { results: requirements } = await json<{ results: { user_detail: { name: string }[] } }>(
      await demo.get(`customer/plans/${await planId(1, 'Geographic')}/type/1/requirements`),
    );
    expect(requirements.user_detail.map((detail) => detail.name)).toContain('Company name');
    expect(form.fields.filter((f) => f.required).map((f) => f.field)).toEqual([
      'company_name',
      'street',
      'house_number',
      'postal_code',
      'city',
      'country',
    ]);
    expect(form.fields.every((f) => f.value === null)).toBe(true);
    expect(form.documents.filter((d) => d.required).map((d) => d.id)).toEqual([3, 5]);
  });

  it('NL Tollfree requires the company name, VAT and registration numbers', async () => {
    const id = await idOf('Utrecht Pop-up Store');
    const form = await json<Form>(
      await demo.get(`customer/account/${id}/form/plan/${await planId(1, 'Tollfree')}/type/5`),
    );
    expect(form.fields.filter((f) => f.required).map((f) => f.field)).toEqual([
      'company_name',
      'vat_number',
      'company_registration_number',
    ]);
    expect(form.documents.filter((d) => d.required).map((d) => d.id)).toEqual([7, 14]);
  });

  it('answers 404 for a plan of another type or an unknown plan', async () => {
    const id = await idOf('Utrecht Pop-up Store');
    expect((await demo.get(`customer/account/${id}/form/plan/${await planId(1, 'Tollfree')}/type/1`)).status).toBe(404);
    expect(await answer(await demo.get(`customer/account/${id}/form/plan/99999/type/1`))).toEqual({
      status: 404,
      body: { detail: 'Not found.' },
    });
  });

  it('serves the templates as PDFs without a token', async () => {
    for (const name of ['kyc-form.pdf', 'company-registration-declaration.pdf']) {
      const response = await new Client(app).get(`/api/v1/templates/${name}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      const text = Buffer.from(await response.arrayBuffer()).toString('latin1');
      expect(text.startsWith('%PDF-1.4')).toBe(true);
      expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    }
    expect((await new Client(app).get('/api/v1/templates/unknown.pdf')).status).toBe(404);
    expect((await new Client(app).get('/api/v1/templates/constructor')).status).toBe(404);
  });
});
