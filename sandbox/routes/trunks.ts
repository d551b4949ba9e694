/** Trunks (customer/trunks) and their addresses (customer/trunks/{id}/ip-addresses). */
import { record } from '@/sandbox/activity';
import { isIpv4 } from '@/providers/trunkAddressRules';
import { type AreaDeps, customerId, type SandboxContext } from '@/sandbox/env';
import { MESSAGES, badRequest, notFound } from '@/sandbox/errors';
import { paginate } from '@/sandbox/pagination';
import type { Router } from '@/sandbox/routing';
import { type Body, FieldErrors, readJson, stringField } from '@/sandbox/validation';
import { registerTrunkAddressRoutes } from './trunk-addresses';

interface TrunkRow {
  id: number;
  name: string;
  type: number;
  prefix: string | null;
  channels: number;
  amount_dids: number;
}

const TYPE_NAMES: Record<number, string> = { 1: 'Inbound', 2: 'Outbound' };

const SELECT_TRUNK = `SELECT t.id, t.name, t.type, t.prefix, t.channels,
  (SELECT count(*) FROM dids d WHERE d.customer_trunk_id = t.id) AS amount_dids FROM trunks t`;

const trunk = (row: TrunkRow) => ({
  id: row.id,
  name: row.name,
  type: { id: row.type, name: TYPE_NAMES[row.type] },
  prefix: row.prefix,
  channels: row.channels,
  amount_dids: row.amount_dids,
});

export function registerTrunkRoutes(router: Router, deps: AreaDeps): void {
  const { db } = deps;
  const count = db.prepare<[number], number>('SELECT count(*) FROM trunks WHERE customer_id = ?').pluck();
  const page = db.prepare<[number, number, number], TrunkRow>(
    `${SELECT_TRUNK} WHERE t.customer_id = ? ORDER BY t.id LIMIT ? OFFSET ?`,
  );
  const one = db.prepare<[number, number], TrunkRow>(`${SELECT_TRUNK} WHERE t.id = ? AND t.customer_id = ?`);
  const forSelect = db.prepare<[number], { value: number; name: string }>(
    'SELECT id AS value, name FROM trunks WHERE customer_id = ? ORDER BY name COLLATE NOCASE, id',
  );
  const nameTaken = db
    .prepare<[number, string, number], number>(
      'SELECT 1 FROM trunks WHERE customer_id = ? AND name = ? COLLATE NOCASE AND id <> ?',
    )
    .pluck();
  // A new trunk has no channels: extra channels are requested from support.
  const insert = db.prepare(
    'INSERT INTO trunks (customer_id, name, type, prefix, channels) VALUES (@customer, @name, @type, @prefix, 0)',
  );
  const update = db.prepare(
    'UPDATE trunks SET name = @name, type = @type, prefix = @prefix WHERE id = @id AND customer_id = @customer',
  );

  function validate(body: Body, customer: number, id: number) {
    const errors = new FieldErrors();
    const name = stringField(body, 'name', errors, { required: true });
    if (name && !errors.has('name') && nameTaken.get(customer, name, id) === 1)
      errors.add('name', 'A trunk with this name already exists.');
    const rawType = body.type_id;
    const type = typeof rawType === 'string' && /^\d+$/.test(rawType) ? Number(rawType) : rawType;
    if (type === undefined || type === null || type === '') errors.add('type_id', MESSAGES.required);
    else if (type !== 1 && type !== 2) errors.add('type_id', 'Select a valid trunk type.');
    const prefix = stringField(body, 'prefix', errors, { maxLength: 15 });
    if (prefix && !errors.has('prefix') && !isIpv4(prefix)) errors.add('prefix', 'Enter a valid IPv4 address.');
    errors.check();
    return { customer, name, type: type as number, prefix: prefix || null };
  }

  const owned = (c: SandboxContext): TrunkRow => {
    const row = one.get(Number(c.req.param('id')), customerId(c));
    if (!row) throw notFound();
    return row;
  };

  router.resource('customer/trunks', {
    get: (c) => {
      const customer = customerId(c);
      const answer = paginate(
        c,
        () => count.get(customer) ?? 0,
        (limit, offset) => page.all(customer, limit, offset),
      );
      return c.json({ results: answer.results.map(trunk), count: answer.count });
    },
    post: async (c) => {
      const customer = customerId(c);
      const row = validate(await readJson(c), customer, 0);
      const id = Number(insert.run(row).lastInsertRowid);
      const created = one.get(id, customer);
      if (!created) throw badRequest({ detail: 'The trunk could not be created.' });
      record(c, 'trunk_create', { type: 'trunk', id, name: created.name }, `Trunk "${created.name}" created`);
      return c.json(trunk(created), 201);
    },
  });
  router.resource('customer/trunks/for-select', { get: (c) => c.json(forSelect.all(customerId(c))) });
  router.resource('customer/trunks/:id{[0-9]+}', {
    get: (c) => c.json(trunk(owned(c))),
    put: async (c) => {
      const { id, name: before } = owned(c);
      const customer = customerId(c);
      update.run({ ...validate(await readJson(c), customer, id), id });
      const after = owned(c);
      const renamed = before === after.name ? '' : ` (was "${before}")`;
      record(c, 'trunk_update', { type: 'trunk', id, name: after.name }, `Trunk "${after.name}" updated${renamed}`);
      return c.json(trunk(after));
    },
  });
  registerTrunkAddressRoutes(router, deps, owned);
}
