/** A trunk's addresses: list, create one, delete one, and the bulk save of the edit screen (updates and new rows). */
import { record } from '@/sandbox/activity';
import {
  type AddressFlags,
  ADDRESS_RULE_MESSAGES,
  type SetRuleOptions,
  addressRuleError,
  isHostAddress,
} from '@/providers/trunkAddressRules';
import type { AreaDeps, SandboxContext } from '@/sandbox/env';
import { MESSAGES, badRequest, notFound } from '@/sandbox/errors';
import type { Router } from '@/sandbox/routing';
import { type Body, FieldErrors, jsonTypeName, readJson, readJsonValue, stringField } from '@/sandbox/validation';

interface AddressRow {
  id: number;
  address: string;
  port: number;
  is_primary: number;
  is_failover: number;
}

interface Address extends AddressFlags {
  address: string;
  port: number;
}

const address = (row: AddressRow) => ({
  id: row.id,
  address: row.address,
  port: row.port,
  failover: row.is_failover === 1,
  primary: row.is_primary === 1,
});

const PORT_MESSAGES = {
  integer: 'A valid integer is required.',
  min: 'Ensure this value is greater than or equal to 1.',
  max: 'Ensure this value is less than or equal to 65535.',
};

/** The validated fields of one address body; field errors are collected into `errors`. */
function readAddress(body: Body, errors: FieldErrors): Address {
  const host = stringField(body, 'address', errors, { required: true, maxLength: 253 });
  if (host && !errors.has('address') && !isHostAddress(host))
    errors.add('address', 'Enter a valid IPv4 address or host name.');
  const raw = body.port;
  const port = typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : raw;
  if (port === undefined || port === null || port === '') errors.add('port', MESSAGES.required);
  else if (typeof port !== 'number' || !Number.isInteger(port)) errors.add('port', PORT_MESSAGES.integer);
  else if (port < 1) errors.add('port', PORT_MESSAGES.min);
  else if (port > 65535) errors.add('port', PORT_MESSAGES.max);
  return {
    address: host,
    port: typeof port === 'number' ? port : 0,
    primary: body.primary === true,
    failover: body.failover === true,
  };
}

export function registerTrunkAddressRoutes(
  router: Router,
  { db }: AreaDeps,
  ownedTrunk: (c: SandboxContext) => { id: number; name: string },
): void {
  const list = db.prepare<[number], AddressRow>('SELECT * FROM trunk_addresses WHERE trunk_id = ? ORDER BY id');
  const one = db.prepare<[number, number], AddressRow>('SELECT * FROM trunk_addresses WHERE id = ? AND trunk_id = ?');
  const insert = db.prepare(`INSERT INTO trunk_addresses (trunk_id, address, port, is_primary, is_failover)
    VALUES (@trunk, @address, @port, @primary, @failover)`);
  const update = db.prepare(`UPDATE trunk_addresses SET address = @address, port = @port, is_primary = @primary,
    is_failover = @failover WHERE id = @id AND trunk_id = @trunk`);
  const remove = db.prepare('DELETE FROM trunk_addresses WHERE id = ? AND trunk_id = ?');

  const flags = (row: AddressRow): AddressFlags => ({ primary: row.is_primary === 1, failover: row.is_failover === 1 });
  const params = (trunk: number, row: Address) => ({
    trunk,
    address: row.address,
    port: row.port,
    primary: row.primary ? 1 : 0,
    failover: row.failover ? 1 : 0,
  });
  // The API keeps a trunk with no address yet.
  const refuse = (rows: AddressFlags[], options: SetRuleOptions = {}) => {
    const error = addressRuleError(rows, { allowEmpty: true, ...options });
    if (error) throw badRequest({ non_field_errors: [ADDRESS_RULE_MESSAGES[error]] });
  };

  router.resource('customer/trunks/:id{[0-9]+}/ip-addresses', {
    get: (c) => c.json(list.all(ownedTrunk(c).id).map(address)),
    post: async (c) => {
      const { id: trunk, name: trunkName } = ownedTrunk(c);
      const errors = new FieldErrors();
      const row = readAddress(await readJson(c), errors);
      errors.check();
      // One at a time: a failover may come before its primary, so only "at most one primary" is checked across the set.
      refuse([...list.all(trunk).map(flags), row], { requirePrimary: false });
      const id = Number(insert.run(params(trunk, row)).lastInsertRowid);
      const name = `${trunkName}: ${row.address}:${row.port}`;
      record(c, 'trunk_address_create', { type: 'trunk_address', id, name }, `Address ${name} added`);
      return c.json(address(one.get(id, trunk) as AddressRow), 201);
    },
  });

  router.resource('customer/trunks/:id{[0-9]+}/ip-addresses/:addressId{[0-9]+}', {
    delete: (c) => {
      const { id: trunk, name: trunkName } = ownedTrunk(c);
      const id = Number(c.req.param('addressId'));
      const gone = one.get(id, trunk);
      if (!gone || remove.run(id, trunk).changes === 0) throw notFound();
      const name = `${trunkName}: ${gone.address}:${gone.port}`;
      record(c, 'trunk_address_delete', { type: 'trunk_address', id, name }, `Address ${name} removed`);
      return c.body(null, 204);
    },
  });

  router.resource('customer/trunks/:id{[0-9]+}/ip-addresses/update', {
    post: async (c) => {
      const { id: trunk, name: trunkName } = ownedTrunk(c);
      const sent = await readJsonValue(c);
      // An empty body saves nothing, like an empty list.
      const parsed = sent === undefined ? [] : sent;
      if (!Array.isArray(parsed)) throw badRequest({ non_field_errors: [MESSAGES.notAList(jsonTypeName(parsed))] });
      const errors = new FieldErrors();
      const existing = new Map(list.all(trunk).map((row) => [row.id, row]));
      const updates = new Map<number, Address>();
      const created: Address[] = [];
      for (const item of parsed as Body[]) {
        if (item === null || typeof item !== 'object') throw badRequest({ non_field_errors: ['Invalid data.'] });
        const row = readAddress(item, errors);
        // Rows of the edit screen that were never saved carry a temporary id ('new...'): they are created.
        if (typeof item.id === 'number') {
          if (!existing.has(item.id)) throw notFound();
          updates.set(item.id, row);
        } else created.push(row);
      }
      errors.check();
      const after = [...[...existing].map(([id, row]) => updates.get(id) ?? flags(row)), ...created];
      refuse(after);
      db.transaction(() => {
        for (const [id, row] of updates) update.run({ ...params(trunk, row), id });
        for (const row of created) insert.run(params(trunk, row));
      })();
      const changes = [`${updates.size} updated`, `${created.length} added`].join(', ');
      record(
        c,
        'trunk_address_update',
        { type: 'trunk', id: trunk, name: trunkName },
        `Addresses of trunk "${trunkName}" saved: ${changes}`,
      );
      return c.json(list.all(trunk).map(address));
    },
  });
}
