/** End-user profiles (customer/account): list, selects, name check, creation, default flag and the form. */
import { record } from '@/sandbox/activity';
import { TEMPLATES } from '@/sandbox/files';
import { type AreaDeps, customerId, type SandboxContext } from '@/sandbox/env';
import { MESSAGES, badRequest, notFound } from '@/sandbox/errors';
import { labelsOf } from '@/sandbox/labels';
import { paginate } from '@/sandbox/pagination';
import { PROFILE_FIELDS, planNeeds } from '@/sandbox/profileRules';
import type { ProfileRecord, ProfileStore } from '@/sandbox/profileStore';
import type { Router } from '@/sandbox/routing';
import { FieldErrors, readJson, stringField } from '@/sandbox/validation';
import { type DocumentTypeRow, SELECT_DOCUMENT_TYPE, definition, planDocumentsQuery } from './lookups';

interface ListRow {
  id: number;
  name: string;
  blocked: number;
  valid: number;
  is_default: number;
  area: string | null;
  country: string | null;
}

const profile = (row: ProfileRecord) => ({
  id: row.id,
  name: row.name,
  default: row.is_default === 1,
  blocked: row.blocked === 1,
  valid: row.valid === 1,
  is_draft: row.is_draft === 1,
});

const INVALID_CHOICE = 'Select a valid choice. That choice is not one of the available choices.';

export function registerProfileRoutes(router: Router, { db }: AreaDeps, store: ProfileStore): void {
  const FILTER = `FROM profiles p LEFT JOIN areas a ON a.id = p.area_id LEFT JOIN countries k ON k.id = p.country_id
    WHERE p.customer_id = @customer AND (@name IS NULL OR instr(lower(p.name), lower(@name)) > 0)
    AND (@country IS NULL OR p.country_id = @country)`;
  const count = db.prepare<[Record<string, unknown>], number>(`SELECT count(*) ${FILTER}`).pluck();
  const page = db.prepare<[Record<string, unknown>], ListRow>(`SELECT p.id, p.name, p.blocked, p.valid, p.is_default,
    coalesce(a.name, p.city) AS area, k.name AS country ${FILTER} ORDER BY p.name COLLATE NOCASE, p.id LIMIT @limit OFFSET @offset`);
  const forSelect = db.prepare<[number, number]>(
    'SELECT id AS value, name FROM profiles WHERE customer_id = ? AND blocked <= ? ORDER BY name COLLATE NOCASE, id',
  );
  const countryExists = db.prepare<[number], number>('SELECT 1 FROM countries WHERE id = ?').pluck();
  const nameTaken = db
    .prepare<[number, string, number], number>(
      'SELECT 1 FROM profiles WHERE customer_id = ? AND trim(name) = ? COLLATE NOCASE AND id <> ?',
    )
    .pluck();
  const insert = db.prepare(
    `INSERT INTO profiles (customer_id, name, is_draft, valid, created_at) VALUES (?, ?, 1, 0, ?)`,
  );
  const clearDefault = db.prepare('UPDATE profiles SET is_default = 0 WHERE customer_id = ?');
  const setDefault = db.prepare('UPDATE profiles SET is_default = ? WHERE id = ?');
  const documentTypes = db.prepare<[], DocumentTypeRow>(`${SELECT_DOCUMENT_TYPE} ORDER BY d.id`);
  const planDocuments = planDocumentsQuery(db);
  const planFieldsOf = db
    .prepare<[number], string>('SELECT accessor FROM plan_required_fields WHERE plan_id = ? ORDER BY rowid')
    .pluck();
  const didPlan = db.prepare<[string, number], { plan: number; type: number }>(
    'SELECT p.id AS plan, p.plan_type AS type FROM dids d JOIN plans p ON p.id = d.plan_id WHERE d.did = ? AND d.customer_id = ?',
  );

  const listFilters = (c: SandboxContext) => {
    const name = c.req.query('name')?.trim() || null;
    const rawCountry = c.req.query('country')?.trim() || null;
    if (rawCountry !== null && (!/^\d+$/.test(rawCountry) || countryExists.get(Number(rawCountry)) !== 1)) {
      throw badRequest({ country: [INVALID_CHOICE] });
    }
    return { customer: customerId(c), name, country: rawCountry === null ? null : Number(rawCountry) };
  };

  router.resource('customer/account', {
    get: (c) => {
      const filters = listFilters(c);
      const answer = paginate(
        c,
        () => count.get(filters) ?? 0,
        (limit, offset) => page.all({ ...filters, limit, offset }),
      );
      return c.json({
        results: answer.results.map((row) => ({
          id: row.id,
          name: row.name,
          blocked: row.blocked === 1,
          valid: row.valid === 1,
          is_default: row.is_default === 1,
          area: row.area,
          country: row.country,
        })),
        count: answer.count,
      });
    },
    post: async (c) => {
      const errors = new FieldErrors();
      const name = stringField(await readJson(c), 'name', errors, { required: true });
      if (name && !errors.has('name') && nameTaken.get(customerId(c), name, 0) === 1) {
        errors.add('name', 'Profile with this name already exists.');
      }
      errors.check();
      const id = Number(insert.run(customerId(c), name, new Date().toISOString()).lastInsertRowid);
      record(c, 'end_user_create', { type: 'end_user', id, name }, `End user "${name}" created`);
      return c.json({ id }, 201);
    },
  });

  router.resource('customer/account/for-select', { get: (c) => c.json(forSelect.all(customerId(c), 1)) });
  router.resource('customer/account/for-select-without-blocked', {
    get: (c) => c.json(forSelect.all(customerId(c), 0)),
  });

  router.resource('customer/account/check-unique', {
    get: (c) => {
      const name = c.req.query('name')?.trim();
      if (!name) throw badRequest({ name: [MESSAGES.required] });
      return c.json({ unique: nameTaken.get(customerId(c), name, 0) !== 1 });
    },
  });

  router.resource('customer/account/:id{[0-9]+}', {
    get: (c) => c.json(profile(store.owned(c))),
    patch: async (c) => {
      const row = store.owned(c);
      const body = await readJson(c);
      if (body.default === undefined) throw badRequest({ default: [MESSAGES.required] });
      if (typeof body.default !== 'boolean') throw badRequest({ default: ['Must be a valid boolean.'] });
      const isDefault = body.default;
      db.transaction(() => {
        if (isDefault) clearDefault.run(row.customer_id);
        setDefault.run(isDefault ? 1 : 0, row.id);
      })();
      const object = { type: 'end_user', id: row.id, name: row.name } as const;
      const summary = isDefault ? 'made the default end user' : 'no longer the default end user';
      record(c, 'end_user_update', object, `End user "${row.name}" ${summary}`);
      return c.json(profile(store.owned(c)));
    },
  });

  /**
   * The form: every field and document type; what is required, what the plan needs (`planNeeds`, the rule the cart's
   * end-user table reads too): its documents, its user details and the fields of its documents (none without a plan).
   */
  const form = (c: SandboxContext, row: ProfileRecord, required: number[], planFields: readonly string[] = []) => {
    const fields = new Set<string>(planNeeds(planFields, required).fields);
    const label = labelsOf(c);
    const versions = store.documents(row.id, label);
    return {
      is_draft: row.is_draft === 1,
      fields: PROFILE_FIELDS.map(([field, name]) => ({
        field,
        label: label(name),
        value: row[field] ?? null,
        required: fields.has(field),
      })),
      documents: documentTypes.all().map((type) => ({
        ...definition(type, label),
        required: required.includes(type.id),
        uploaded: versions.filter((version) => version.document_type.id === type.id),
      })),
      templates: Object.entries(TEMPLATES).map(([file, template]) => ({
        label: label(template.label),
        location: `/api/v1/templates/${file}`,
      })),
    };
  };

  router.resource('customer/account/:id{[0-9]+}/form', { get: (c) => c.json(form(c, store.owned(c), [])) });

  /** The form for a plan of a number type; an unknown plan, or a plan of another type, is a 404. */
  const planForm = (c: SandboxContext, row: ProfileRecord, plan: string | undefined, type: string | undefined) => {
    const documents = planDocuments(plan, type);
    if (!documents) throw notFound();
    return form(
      c,
      row,
      documents.map((document) => document.id),
      planFieldsOf.all(Number(plan)),
    );
  };

  router.resource('customer/account/:id{[0-9]+}/form/plan/:plan{[0-9]+}/type/:type{[0-9]+}', {
    get: (c) => c.json(planForm(c, store.owned(c), c.req.param('plan'), c.req.param('type'))),
  });
  router.resource('customer/account/:id{[0-9]+}/form/did/:did', {
    get: (c) => {
      const row = store.owned(c);
      const number = didPlan.get(c.req.param('did') ?? '', customerId(c));
      if (!number) throw notFound();
      return c.json(planForm(c, row, String(number.plan), String(number.type)));
    },
  });
}
