/** Catalogue lookups: countries, areas, plans per country, salutations, types of service, documents a plan needs. */
import type { Db } from '@/sandbox/db';
import { SALUTATIONS } from '@/sandbox/db/seed-catalogue';
import type { AreaDeps } from '@/sandbox/env';
import { notFound } from '@/sandbox/errors';
import { labelsOf } from '@/sandbox/labels';
import type { Router } from '@/sandbox/routing';

export interface DocumentTypeRow {
  id: number;
  label: string;
  info: string;
  multiple: number;
  new_version_required: number;
  country_specific: number;
  area_specific: number;
}

/** A document type as the API answers it (DocumentDefinition). */
export const definition = (row: DocumentTypeRow, label: (text: string) => string = (text) => text) => ({
  id: row.id,
  label: label(row.label),
  multiple: row.multiple === 1,
  info: label(row.info),
  new_version_required: row.new_version_required === 1,
  country_specific: row.country_specific === 1,
  area_specific: row.area_specific === 1,
});

export const SELECT_DOCUMENT_TYPE = `SELECT d.id, d.label, d.info, d.multiple, d.new_version_required, d.country_specific,
  d.area_specific FROM document_types d`;

/** The document types a plan of that number type needs, or undefined when the plan or the type is wrong. */
export function planDocumentsQuery(db: Db) {
  const plan = db.prepare<[number, number], number>('SELECT 1 FROM plans WHERE id = ? AND plan_type = ?').pluck();
  const documents = db.prepare<[number], DocumentTypeRow>(
    `${SELECT_DOCUMENT_TYPE} JOIN plan_documents p ON p.document_type_id = d.id WHERE p.plan_id = ? ORDER BY d.id`,
  );
  return (planId: string | undefined, type: string | undefined): DocumentTypeRow[] | undefined => {
    if (!planId || !type || !/^\d+$/.test(planId) || !/^\d+$/.test(type)) return undefined;
    if (plan.get(Number(planId), Number(type)) !== 1) return undefined;
    return documents.all(Number(planId));
  };
}

export function registerLookupRoutes(router: Router, { db }: AreaDeps): void {
  const countries = db.prepare('SELECT id AS value, name FROM countries ORDER BY name');
  const countryExists = db.prepare<[number], number>('SELECT 1 FROM countries WHERE id = ?').pluck();
  const areas = db.prepare<[number]>('SELECT id AS value, name FROM areas WHERE country_id = ? ORDER BY name');
  const plans = db.prepare<[number]>('SELECT id AS value, name, plan_type FROM plans WHERE country_id = ? ORDER BY id');
  // The use cases a cart line is configured with (label "DID Service type"), not the types of service.
  const serviceTypes = db.prepare('SELECT id, name FROM did_use_cases ORDER BY id');
  const planDocuments = planDocumentsQuery(db);

  const country = (raw: string): number => {
    const id = Number(raw);
    if (countryExists.get(id) !== 1) throw notFound();
    return id;
  };

  router.resource('customer/countries/for-select', { get: (c) => c.json(countries.all()) });
  router.resource('customer/countries/:id{[0-9]+}/areas/for-select', {
    get: (c) => c.json(areas.all(country(c.req.param('id') ?? ''))),
  });
  router.resource('customer/plans/countries/:id{[0-9]+}/for-select', {
    get: (c) => c.json(plans.all(country(c.req.param('id') ?? ''))),
  });
  router.resource('customer/salutations/for-select', { get: (c) => c.json(SALUTATIONS) });
  router.resource('customer/did-service-type', { get: (c) => c.json(serviceTypes.all()) });
  router.resource('customer/plans/:id{[0-9]+}/type/:type{[0-9]+}/documents-needed', {
    get: (c) => {
      const documents = planDocuments(c.req.param('id'), c.req.param('type'));
      if (!documents) throw notFound();
      const label = labelsOf(c);
      return c.json(documents.map((document) => definition(document, label)));
    },
  });
}
