/** A number's routing: up to 3 routing numbers (one per originating network) and one optional shadow routing number. */
import { didObject, record } from '@/sandbox/activity';
import type { AreaDeps, SandboxContext } from '@/sandbox/env';
import { MESSAGES, badRequest, notFound } from '@/sandbox/errors';
import type { Router } from '@/sandbox/routing';
import { networkName } from '@/sandbox/numbers/networks';
import { MAX_ROUTING_NUMBERS, ROUTING_MESSAGES, isValidNumberOut } from '@/sandbox/numbers/routingRules';
import { type Body, FieldErrors, readJson, stringField } from '@/sandbox/validation';
import { DID, numberFinder } from './numbers-shared';

interface EntryRow {
  id: number;
  nature_id: number;
  number_out: string;
}
interface ShadowRow {
  id: number;
  number: string;
}

const entry = (row: EntryRow) => ({
  id: row.id,
  nature: { id: row.nature_id, name: networkName(row.nature_id) },
  number_out: row.number_out,
});

/** `{id}` or a bare id of an originating network. */
function natureOf(body: Body, errors: FieldErrors): number | undefined {
  const value = body.nature;
  const id = value !== null && typeof value === 'object' ? (value as { id?: unknown }).id : value;
  if (id === undefined || id === null || id === '') errors.add('nature', MESSAGES.required);
  else if (typeof id === 'number' || (typeof id === 'string' && /^\d+$/.test(id))) {
    if (networkName(Number(id))) return Number(id);
    errors.add('nature', ROUTING_MESSAGES.invalidNetwork);
  } else errors.add('nature', ROUTING_MESSAGES.invalidNetwork);
  return undefined;
}

function phoneNumber(body: Body, field: string, errors: FieldErrors): string {
  const value = stringField(body, field, errors, { required: true, maxLength: 64 });
  if (value && !errors.has(field) && !isValidNumberOut(value)) errors.add(field, ROUTING_MESSAGES.invalidNumber);
  return value;
}

const pathId = (c: SandboxContext): number => Number(c.req.param('id'));

export function registerRoutingRoutes(router: Router, { db }: AreaDeps): void {
  const ownNumber = numberFinder(db);
  const entries = db.prepare<[number], EntryRow>(
    'SELECT id, nature_id, number_out FROM routing_numbers WHERE did_id = ? ORDER BY id',
  );
  const oneEntry = db.prepare<[number, number], EntryRow>(
    'SELECT id, nature_id, number_out FROM routing_numbers WHERE id = ? AND did_id = ?',
  );
  const insertEntry = db.prepare<[number, number, string]>(
    'INSERT INTO routing_numbers (did_id, nature_id, number_out) VALUES (?, ?, ?)',
  );
  const updateEntry = db.prepare<[number, string, number]>(
    'UPDATE routing_numbers SET nature_id = ?, number_out = ? WHERE id = ?',
  );
  const deleteEntry = db.prepare<[number, number]>('DELETE FROM routing_numbers WHERE id = ? AND did_id = ?');
  const shadow = db.prepare<[number], ShadowRow>('SELECT id, number FROM shadow_routing_numbers WHERE did_id = ?');
  const insertShadow = db.prepare<[number, string]>(
    'INSERT INTO shadow_routing_numbers (did_id, number) VALUES (?, ?)',
  );
  const updateShadow = db.prepare<[string, number]>('UPDATE shadow_routing_numbers SET number = ? WHERE id = ?');
  const deleteShadow = db.prepare<[number]>('DELETE FROM shadow_routing_numbers WHERE id = ?');

  /** The body of a routing entry; `except` is the entry being edited (its own network is not a duplicate). */
  const readEntry = (didId: number, body: Body, except: number) => {
    const errors = new FieldErrors();
    const nature = natureOf(body, errors);
    const numberOut = phoneNumber(body, 'number_out', errors);
    if (nature !== undefined && entries.all(didId).some((row) => row.nature_id === nature && row.id !== except)) {
      errors.add('nature', ROUTING_MESSAGES.networkTaken);
    }
    errors.check();
    return { nature: nature as number, numberOut };
  };

  const base = `customer/dids/${DID}/routing`;
  router.resource(`${base}/routing-number`, {
    get: (c) => c.json(entries.all(ownNumber(c).id).map(entry)),
    post: async (c) => {
      const { id: didId, did } = ownNumber(c);
      const body = await readJson(c);
      if (entries.all(didId).length >= MAX_ROUTING_NUMBERS)
        throw badRequest({ non_field_errors: [ROUTING_MESSAGES.tooMany] });
      const { nature, numberOut } = readEntry(didId, body, 0);
      const id = Number(insertEntry.run(didId, nature, numberOut).lastInsertRowid);
      record(c, 'number_routing', didObject(did), `Routing number ${numberOut} added (${networkName(nature)})`);
      return c.json(entry(oneEntry.get(id, didId)!), 201);
    },
    put: async (c) => {
      const { id: didId, did } = ownNumber(c);
      const body = await readJson(c);
      const id =
        typeof body.id === 'number' || (typeof body.id === 'string' && /^\d+$/.test(body.id)) ? Number(body.id) : NaN;
      if (!oneEntry.get(id, didId)) throw notFound();
      const { nature, numberOut } = readEntry(didId, body, id);
      updateEntry.run(nature, numberOut, id);
      record(c, 'number_routing', didObject(did), `Routing number changed to ${numberOut} (${networkName(nature)})`);
      return c.json(entry(oneEntry.get(id, didId)!));
    },
  });

  router.resource(`${base}/routing-number/:id{[0-9]+}`, {
    delete: (c) => {
      const { id: didId, did } = ownNumber(c);
      const gone = oneEntry.get(pathId(c), didId);
      if (!gone || deleteEntry.run(gone.id, didId).changes === 0) throw notFound();
      record(
        c,
        'number_routing',
        didObject(did),
        `Routing number ${gone.number_out} removed (${networkName(gone.nature_id)})`,
      );
      return c.body(null, 204);
    },
  });

  router.resource(`${base}/shadow-routing-number`, {
    get: (c) => c.json(shadow.get(ownNumber(c).id) ?? null),
    post: async (c) => {
      const { id: didId, did } = ownNumber(c);
      const body = await readJson(c);
      if (shadow.get(didId)) throw badRequest({ non_field_errors: [ROUTING_MESSAGES.shadowExists] });
      const errors = new FieldErrors();
      const number = phoneNumber(body, 'number', errors);
      errors.check();
      insertShadow.run(didId, number);
      record(c, 'number_shadow_routing', didObject(did), `Shadow routing number ${number} added`);
      return c.json(shadow.get(didId), 201);
    },
  });

  /** The number's shadow routing number named by the path, or 404. */
  const ownShadow = (c: SandboxContext) => {
    const number = ownNumber(c);
    const found = shadow.get(number.id);
    if (!found || found.id !== pathId(c)) throw notFound();
    return { ...found, did: number.did };
  };
  router.resource(`${base}/shadow-routing-number/:id{[0-9]+}`, {
    put: async (c) => {
      const found = ownShadow(c);
      const errors = new FieldErrors();
      const number = phoneNumber(await readJson(c), 'number', errors);
      errors.check();
      updateShadow.run(number, found.id);
      record(c, 'number_shadow_routing', didObject(found.did), `Shadow routing number changed to ${number}`);
      return c.json({ id: found.id, number });
    },
    delete: (c) => {
      const found = ownShadow(c);
      deleteShadow.run(found.id);
      record(c, 'number_shadow_routing', didObject(found.did), `Shadow routing number ${found.number} removed`);
      return c.body(null, 204);
    },
  });
}
