/**
 * Issue 33 item 15: the sandbox answers its own labels (end-user fields, document types, contact types and levels,
 * mail subscriptions) in the request's Accept-Language, as a real backend would: French for fr, else English.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { Client, freshSandbox, signedIn, type App } from './client';
import { languageOf } from '@/sandbox/labels';
import { GEOGRAPHIC, NL_GEO } from './ordering-fixtures';

let app: App;
let demo: Client;
beforeEach(async () => {
  ({ app } = freshSandbox());
  demo = await signedIn(app, 'demo');
});

const FR = { headers: { 'Accept-Language': 'fr-FR,fr;q=0.9,en;q=0.8' } };
const json = async <T>(response: Response) => (await response.json()) as T;
type Named = { id: number; name: string };

describe('Accept-Language', () => {
  it('picks French for fr, by weight, and English otherwise', () => {
    expect(languageOf('fr')).toBe('fr');
    expect(languageOf('fr-CA')).toBe('fr');
    expect(languageOf('de-DE,fr;q=0.5,en;q=0.4')).toBe('fr');
    expect(languageOf('en;q=0.5,fr;q=0.9')).toBe('fr');
    expect(languageOf('en-GB,fr;q=0.7')).toBe('en');
    expect(languageOf('fr;q=0')).toBe('en');
    expect(languageOf('de')).toBe('en');
    expect(languageOf(undefined)).toBe('en');
    expect(languageOf(';;q=x,,')).toBe('en');
  });
});

describe('contact lookups', () => {
  it('answer the contact types and mail subscriptions in French to a French reader', async () => {
    const response = await demo.get('customer/contacts/types', FR);
    expect(response.headers.get('content-language')).toBe('fr');
    expect(response.headers.get('vary')).toMatch(/Accept-Language/);
    const types = await json<Named[]>(response);
    expect(types.map((type) => type.name)).toEqual([
      'Technique',
      'Facturation',
      'Commercial',
      'Abus',
      'Urgence',
      'Administratif',
    ]);
    const subscriptions = await json<Named[]>(await demo.get('mail-subscriptions', FR));
    expect(subscriptions[0]).toEqual({ id: 1, name: 'Lettre d’information' });
    expect(subscriptions.map((subscription) => subscription.name)).toContain('Incidents réseau');
    const levels = await json<{ description: string }[]>(await demo.get('customer/contacts/levels', FR));
    expect(levels[0].description).toMatch(/^Premier niveau/);
  });

  it("name a contact's type and subscriptions in the reader's language", async () => {
    const list = await json<{ results: { type: Named; mail_subscription: Named[] }[] }>(
      await demo.get('customer/contacts', FR),
    );
    const french = new Set(['Technique', 'Facturation', 'Commercial', 'Abus', 'Urgence', 'Administratif']);
    for (const contact of list.results) expect(french.has(contact.type.name)).toBe(true);
  });

  it('stay English without the header or for another language', async () => {
    const types = await json<Named[]>(await demo.get('customer/contacts/types'));
    expect(types[0].name).toBe('Technical');
    const german = await json<Named[]>(await demo.get('mail-subscriptions', { headers: { 'Accept-Language': 'de' } }));
    expect(german[0].name).toBe('Newsletter');
  });
});

describe('end-user fields and document types', () => {
  const firstProfile = async () =>
    (await json<{ results: { id: number }[] }>(await demo.get('customer/account'))).results[0].id;

  it("answer a profile's form with French field labels, document types and templates", async () => {
    const id = await firstProfile();
    const form = await json<{
      fields: { field: string; label: string }[];
      documents: { id: number; label: string; info: string }[];
      templates: { label: string }[];
    }>(await demo.get(`customer/account/${id}/form/plan/${NL_GEO}/type/${GEOGRAPHIC}`, FR));
    const label = (field: string) => form.fields.find((f) => f.field === field)?.label;
    expect(label('first_name')).toBe('Prénom');
    expect(label('postal_code')).toBe('Code postal');
    expect(label('country')).toBe('Pays');
    const proof = form.documents.find((document) => document.id === 3);
    expect(proof).toMatchObject({
      label: 'Justificatif de domicile',
      info: expect.stringMatching(/de moins de 6 mois/),
    });
    expect(form.templates.map((template) => template.label)).toContain('Formulaire de connaissance client');
    const english = await json<typeof form>(await demo.get(`customer/account/${id}/form`));
    expect(english.fields.find((f) => f.field === 'first_name')?.label).toBe('First name');
  });

  it("answer a plan's documents and requirements in French", async () => {
    const needed = await json<{ label: string }[]>(
      await demo.get(`customer/plans/${NL_GEO}/type/${GEOGRAPHIC}/documents-needed`, FR),
    );
    expect(needed.map((document) => document.label)).toEqual(['Justificatif de domicile', 'Adresse']);
    const requirements = await json<{ results: { user_detail: { name: string }[]; document: { name: string }[] } }>(
      await demo.get(`customer/plans/${NL_GEO}/type/${GEOGRAPHIC}/requirements`, FR),
    );
    expect(requirements.results.document.map((document) => document.name)).toEqual([
      'Justificatif de domicile',
      'Adresse',
    ]);
    expect(requirements.results.user_detail.map((detail) => detail.name)).toContain('Raison sociale');
    const check = await json<{
      columns: { key: string; label: string }[];
      profiles: { values: Record<string, string | null> }[];
    }>(await demo.get(`customer/plans/${NL_GEO}/type/${GEOGRAPHIC}/check-profiles`, FR));
    expect(check.columns.map((column) => column.label)).toContain('Justificatif de domicile');
    // A document's status is a label too: the seed has validated and rejected documents among demo's end users.
    const documentKeys = check.columns.filter((column) => column.key.startsWith('document_')).map((c) => c.key);
    const statuses = new Set(check.profiles.flatMap((profile) => documentKeys.map((key) => profile.values[key])));
    expect([...statuses].filter((status) => status !== null).sort()).toEqual(['Refusé', 'Validé']);
  });
});

describe('call records', () => {
  it("name the traffic types in the reader's language, in the filter and in the rows", async () => {
    const types = await json<{ value: number; name: string }[]>(
      await demo.get('customer/reports/pcdrs/traffic-types', FR),
    );
    expect(types.map((type) => type.name)).toEqual(['Entrant', 'Sortant', 'Transféré']);
    const english = await json<{ name: string }[]>(await demo.get('customer/reports/pcdrs/traffic-types'));
    expect(english.map((type) => type.name)).toEqual(['Inbound', 'Outbound', 'Forwarded']);
    const rows = await json<{ results: { traffic_type: Named }[] }>(
      await demo.get('customer/reports/pcdrs?page_size=50', FR),
    );
    expect(rows.results.length).toBeGreaterThan(0);
    for (const row of rows.results) expect(['Entrant', 'Sortant', 'Transféré']).toContain(row.traffic_type.name);
  });
});
