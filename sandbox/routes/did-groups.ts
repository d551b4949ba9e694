/**
 * DID groups of capacity customers (customer/capacity/did-groups). Every (country, plan) has a default group holding
 * the numbers of no other group (created on demand); numbers move between a group and its default group only.
 */
import { record } from '@/sandbox/activity';
import { defaultGroupName } from '@/sandbox/db/seed-capacity-extra';
import { type AreaDeps, customerId, type SandboxContext } from '@/sandbox/env';
import { MESSAGES, badRequest, forbidden, notFound } from '@/sandbox/errors';
import { paginate } from '@/sandbox/pagination';
import type { Router } from '@/sandbox/routing';
import { type Body, choiceField, FieldErrors, readJson, stringField } from '@/sandbox/validation';
import { didGroupQueries, type GroupRow } from './did-group-queries';

const group = (row: GroupRow) => ({
  id: row.id,
  name: row.name,
  country: { id: row.country_id, name: row.country },
  plan: { pk: row.plan_id, name: row.plan, is_pstn: row.tos === 2 },
  plan_type: row.plan_type,
  channel_amount: row.channel_amount,
  max_shared_channels: row.max_shared_channels,
  is_default: row.is_default === 1,
  default_group_id: row.is_default === 1 ? null : row.default_group_id,
});

const DUPLICATE = 'DID group with this name already exists.';

export function registerDidGroupRoutes(router: Router, { db }: AreaDeps): void {
  const q = didGroupQueries(db);

  /** The customer, refused unless it pays by capacity. */
  const capacityCustomer = (c: SandboxContext): number => {
    const customer = customerId(c);
    if (q.paymentModel.get(customer) !== 'capacity')
      throw forbidden('DID groups are only available to capacity customers.');
    return customer;
  };
  const owned = (c: SandboxContext): GroupRow => {
    const row = q.one.get(Number(c.req.param('id')), capacityCustomer(c));
    if (!row) throw notFound();
    return row;
  };
  const defaultGroup = (customer: number, country: number, plan: number): number => {
    const existing = q.defaultId.get(customer, country, plan);
    if (existing !== undefined) return existing;
    const names = q.names.get(country, plan);
    return Number(
      q.insert.run(customer, defaultGroupName(names?.country ?? '', names?.plan ?? ''), country, plan, 1)
        .lastInsertRowid,
    );
  };
  const validName = (body: Body, customer: number, id: number): string => {
    const errors = new FieldErrors();
    const name = stringField(body, 'name', errors, { required: true });
    if (name && !errors.has('name') && q.nameTaken.get(customer, name, id) === 1) errors.add('name', DUPLICATE);
    errors.check();
    return name;
  };

  router.resource('customer/capacity/did-groups', {
    get: (c) => {
      const customer = capacityCustomer(c);
      const number = (key: string) => {
        const value = c.req.query(key);
        if (value === undefined || value === '') return null;
        if (!/^\d+$/.test(value)) throw badRequest({ [key]: ['Select a valid choice.'] });
        return Number(value);
      };
      const filters = {
        customer,
        country: number('country'),
        plan: number('plan'),
        type: number('type'),
        name: c.req.query('name') ?? '',
      };
      const answer = paginate(
        c,
        () => q.count.get(filters) ?? 0,
        (limit, offset) => q.page.all({ ...filters, limit, offset }),
      );
      return c.json({ results: answer.results.map(group), count: answer.count });
    },
    post: async (c) => {
      const customer = capacityCustomer(c);
      const body = await readJson(c);
      const errors = new FieldErrors();
      const name = stringField(body, 'name', errors, { required: true });
      if (name && !errors.has('name') && q.nameTaken.get(customer, name, 0) === 1) errors.add('name', DUPLICATE);
      // Ids are integers or digit strings, as every choice of the API (issue 50 item 12: `true`, `[1]`, "0x1" and
      // "1e0" all named country 1 through Number()).
      const country = choiceField(
        body,
        'country',
        errors,
        (id) => q.countryExists.get(id) === 1,
        'Select a valid country.',
      );
      const planBody: Body =
        body.plan !== null && typeof body.plan === 'object' && !Array.isArray(body.plan) ? (body.plan as Body) : {};
      const plan = choiceField(
        planBody,
        'pk',
        new FieldErrors(),
        (id) => country === undefined || q.planCountry.get(id) === country,
        'Select a valid plan.',
      );
      if (planBody.pk === undefined || planBody.pk === null || planBody.pk === '')
        errors.add('plan', MESSAGES.required);
      else if (plan === undefined && !errors.has('country')) errors.add('plan', 'Select a valid plan.');
      errors.check();
      const id = db.transaction(() => {
        defaultGroup(customer, country as number, plan as number);
        return Number(q.insert.run(customer, name, country, plan, 0).lastInsertRowid);
      })();
      record(c, 'did_group_create', { type: 'did_group', id, name }, `DID group "${name}" created`);
      return c.json({ id }, 201);
    },
  });

  router.resource('customer/capacity/did-groups/for-select', {
    get: (c) => c.json(q.forSelect.all(capacityCustomer(c))),
  });
  router.resource('customer/capacity/did-groups/countries/for-select', {
    get: (c) => c.json(q.countries.all({ c: capacityCustomer(c) })),
  });
  router.resource('customer/capacity/did-groups/countries/:id{[0-9]+}/plans/for-select', {
    get: (c) => {
      capacityCustomer(c);
      const country = Number(c.req.param('id'));
      if (q.countryExists.get(country) !== 1) throw notFound();
      return c.json(
        q.plans
          .all(country)
          .map((p) => ({ value: p.value, name: p.name, plan_type: p.plan_type, is_pstn: p.tos === 2 })),
      );
    },
  });
  router.resource('customer/capacity/did-groups/check-unique', {
    get: (c) => {
      const customer = capacityCustomer(c);
      const name = (c.req.query('name') ?? '').trim();
      // `id`: the group being renamed keeps its own name.
      const id = Number(c.req.query('id') ?? 0) || 0;
      return c.json({ unique: name !== '' && q.nameTaken.get(customer, name, id) !== 1 });
    },
  });

  router.resource('customer/capacity/did-groups/:id{[0-9]+}', {
    get: (c) => {
      const row = owned(c);
      return c.json({ ...group(row), dids: q.dids.all({ group: row.id, customer: row.customer_id }) });
    },
    patch: async (c) => {
      const row = owned(c);
      const name = validName(await readJson(c), row.customer_id, row.id);
      q.rename.run(name, row.id);
      const object = { type: 'did_group', id: row.id, name } as const;
      record(c, 'did_group_update', object, `DID group "${row.name}" renamed to "${name}"`);
      return c.json(group(owned(c)));
    },
    delete: (c) => {
      const row = owned(c);
      if (row.is_default === 1) throw badRequest({ detail: 'The default group cannot be deleted.' });
      db.transaction(() => {
        q.moveAll.run(defaultGroup(row.customer_id, row.country_id, row.plan_id), row.id);
        q.remove.run(row.id);
      })();
      const object = { type: 'did_group', id: row.id, name: row.name } as const;
      record(c, 'did_group_delete', object, `DID group "${row.name}" deleted; its numbers moved to the default group`);
      return c.body(null, 204);
    },
  });

  router.resource('customer/capacity/did-groups/:id{[0-9]+}/save', {
    patch: async (c) => {
      const row = owned(c);
      const body = await readJson(c);
      if (!Array.isArray(body.dids) || body.dids.some((d) => typeof d !== 'string')) {
        throw badRequest({ dids: [Array.isArray(body.dids) ? 'Not a valid string.' : MESSAGES.required] });
      }
      const home = row.is_default === 1 ? row.id : defaultGroup(row.customer_id, row.country_id, row.plan_id);
      const errors = new FieldErrors();
      const ids: number[] = [];
      for (const did of body.dids as string[]) {
        const number = q.numberOf.get(row.customer_id, did);
        const inPair = number !== undefined && number.country_id === row.country_id && number.plan_id === row.plan_id;
        const current = number?.did_group_id ?? home;
        // Into a group: from its default group (or already there). Into the default group: from any group of its pair.
        const allowed = inPair && (row.is_default === 1 || current === home || current === row.id);
        if (!allowed || !number)
          errors.add(
            'dids',
            `${did} is not in ${row.is_default === 1 ? 'a DID group of this country and plan' : 'the default group'}.`,
          );
        else ids.push(number.id);
      }
      errors.check();
      db.transaction(() => {
        for (const id of ids) q.moveOne.run(row.id, id);
      })();
      const moved = (body.dids as string[]).map((did) => `+${did}`).join(', ');
      const object = { type: 'did_group', id: row.id, name: row.name } as const;
      record(c, 'did_group_update', object, `Numbers moved into DID group "${row.name}": ${moved || 'none'}`);
      return c.json({ ...group(row), dids: q.dids.all({ group: row.id, customer: row.customer_id }) });
    },
  });
}
