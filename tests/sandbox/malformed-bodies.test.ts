/**
 * Every mutation route registered through the router, sent bodies that are not what it expects: malformed or
 * truncated JSON, null, a list, a number. Nothing may answer 500; routes that read a body answer 400 with a DRF body.
 * A new route is swept as a body-reading one until it is listed below as reading none (or a list).
 */
import { describe, expect, it } from 'vitest';
import { buildSandbox } from '@/sandbox/app';
import { openDatabase, type Db } from '@/sandbox/db';
import { freshSandbox, signedIn } from './client';

const BODIES: [string, string | Uint8Array<ArrayBuffer>][] = [
  ['malformed JSON', '{oops: 1}'],
  ['truncated JSON', '{"name": "Ada Lov'],
  ['null', 'null'],
  ['a list', '[]'],
  ['a number', '42'],
  // Issue 50 items 5 and 6: nesting that a recursive walk could not survive, and bytes that are no UTF-8.
  ['100,000 nested lists', `{"name":${'['.repeat(100_000)}`],
  ['invalid UTF-8', new Uint8Array([0x7b, 0x22, 0x6e, 0x61, 0x6d, 0x65, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d])],
];

/** A route as `METHOD path`, without the parameters' patterns. */
const keyOf = (method: string, path: string) => `${method} ${path.replace(/\{[^}]*\}/g, '')}`;

// Routes that read no body: they may act (2xx) or refuse for their own reasons, but never answer 500.
const NO_BODY = new Set([
  'POST user/logout',
  'POST user/release-hijack',
  'POST customer/auth-token/regenerate',
  'DELETE customer/contacts/:id',
  'DELETE customer/cart',
  'DELETE customer/dids/:did/routing/routing-number/:id',
  'DELETE customer/dids/:did/routing/shadow-routing-number/:id',
  'DELETE customer/trunks/:id/ip-addresses/:addressId',
  'DELETE customer/capacity/did-groups/:id',
  'DELETE customer/cart/dids/:id',
  'DELETE customer/cart/dids/plans/:id/type/:type/prefixes/:prefixId/cancel',
  'DELETE customer/cart/backorders/plans/:id/type/:type/prefixes/:prefixId/cancel',
  'DELETE customer/cart/backorders/:id',
  'DELETE customer/cart/cancellations/clear',
  'DELETE customer/cart/cancellations/:id',
  'DELETE customer/cart/cancellations/:id/delete-channel-order',
  'DELETE customer/cart/cancellations/clear-dedicated-channels',
  'DELETE customer/cart/cancellations/:did/remove-dedicated-channel',
  'DELETE customer/cart/dedicated-channels/clear',
  'DELETE customer/cart/dedicated-channels/plans/:id/type/:type',
  'POST customer/cart/shared-channels/:groupId',
  'DELETE customer/cart/shared-channels/:groupId',
  'DELETE customer/cart/shared-channels/clear',
  'DELETE customer/cart/shared-channels/plans/:id/type/:type',
  'DELETE customer/cart/dids/pstn-upgrade/:id',
  'DELETE customer/cart/dids/plans/:id/prefixes/:prefixId/pstn-upgrade/cancel',
  'DELETE customer/porting-requests/:id',
  'POST customer/porting-requests/:id/submit',
]);

// Routes whose body is a list: [] is well formed there (saved as nothing, or refused as empty).
const LIST_BODY = new Set([
  'POST customer/cart/dids/save',
  'POST customer/cart/backorders/save',
  'POST customer/trunks/:id/ip-addresses/update',
]);

/** Path parameters by `<previous segment>/:<name>`: rows of the demo customer, so that handlers get to the body. */
function plausibleParams(db: Db): Record<string, string> {
  const one = <T>(sql: string) => db.prepare<[], T>(sql).get() as T;
  const demo = one<{ id: number }>("SELECT customer_id AS id FROM users WHERE login = 'demo'").id;
  const number = one<{ did: string; routing: number; shadow: number }>(`SELECT d.did, r.id AS routing, s.id AS shadow
    FROM dids d JOIN routing_numbers r ON r.did_id = d.id JOIN shadow_routing_numbers s ON s.did_id = d.id
    WHERE d.customer_id = ${demo} ORDER BY d.id LIMIT 1`);
  const trunk = one<{ id: number; address: number }>(`SELECT t.id, a.id AS address FROM trunks t
    JOIN trunk_addresses a ON a.trunk_id = t.id WHERE t.customer_id = ${demo} ORDER BY t.id, a.id LIMIT 1`);
  const line = one<{
    id: number;
    plan: number;
    type: number;
    tos: number;
    area: number;
  }>(`SELECT l.id, l.plan_id AS plan,
    p.plan_type AS type, p.tos, l.area_id AS area FROM cart_lines l JOIN plans p ON p.id = l.plan_id
    WHERE l.customer_id = ${demo} AND l.kind = 'did' ORDER BY l.id LIMIT 1`);
  const first = (table: string) =>
    String(one<{ id: number }>(`SELECT min(id) AS id FROM ${table} WHERE customer_id = ${demo}`).id);
  const group = first('did_groups');
  return {
    'contacts/:id': first('contacts'),
    'account/:id': first('profiles'),
    'dids/:did': number.did,
    'routing-number/:id': String(number.routing),
    'shadow-routing-number/:id': String(number.shadow),
    'trunks/:id': String(trunk.id),
    'ip-addresses/:addressId': String(trunk.address),
    'did-groups/:id': group,
    'shared-channels/:groupId': group,
    'tos/:tos': String(line.tos),
    'dids/:id': String(line.id),
    'plans/:id': String(line.plan),
    'type/:type': String(line.type),
    'prefixes/:prefixId': String(line.area),
    // The demo cart has no backorder, PSTN-upgrade or cancellation lines: these routes answer 404, as they may.
    'backorders/:id': String(line.id),
    'pstn-upgrade/:id': String(line.id),
    'cancellations/:id': String(line.id),
    'cancellations/:did': number.did,
    // A draft: a request in another state refuses before reading the body.
    'porting-requests/:id': String(
      one<{ id: number }>(`SELECT min(id) AS id FROM porting_requests WHERE customer_id = ${demo} AND status = 'draft'`)
        .id,
    ),
    // An open ticket: a closed one refuses before reading the body.
    'tickets/:id': String(
      one<{ id: number }>(`SELECT min(id) AS id FROM tickets WHERE customer_id = ${demo} AND status = 'open'`).id,
    ),
  };
}

function fill(path: string, params: Record<string, string>): string {
  const segments = path.split('/');
  return segments
    .map((segment, index) => {
      if (!segment.startsWith(':')) return segment;
      const key = `${segments[index - 1]}/${segment.replace(/\{[^}]*\}$/, '')}`;
      const value = params[key];
      if (value === undefined) throw new Error(`no plausible value for ${key} in ${path}: add one to plausibleParams`);
      return value;
    })
    .join('/');
}

/** A DRF error body: an object of `detail`, `non_field_errors` or field names, each a message or a list of them. */
function isDrfBody(body: unknown): boolean {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return false;
  const values = Object.values(body);
  const message = (value: unknown) => typeof value === 'string' && value.length > 0;
  return values.length > 0 && values.every((value) => message(value) || (Array.isArray(value) && value.every(message)));
}

const { routes } = buildSandbox({ db: openDatabase(':memory:') });
const params = plausibleParams(openDatabase(':memory:'));
const mutations = routes.flatMap((route) =>
  route.methods
    .filter((method) => method !== 'GET')
    .map((method) => ({ method, path: route.path, key: keyOf(method, route.path) })),
);

describe('the sweep itself', () => {
  it('covers the mutation routes, and its lists name only registered ones', () => {
    const keys = new Set(mutations.map((route) => route.key));
    expect(keys).toContain('POST customer/cart/dids/tos/:tos/add');
    expect(keys.size).toBeGreaterThan(50);
    for (const key of [...NO_BODY, ...LIST_BODY]) expect(keys, key).toContain(key);
  });
});

describe.each(mutations)('$key', ({ method, path, key }) => {
  const readsBody = !NO_BODY.has(key);
  it(
    readsBody ? 'answers 400 with a DRF body to each malformed body' : 'reads no body, and never answers 500',
    async () => {
      const { app } = freshSandbox();
      const url = fill(path, params);
      for (const [name, raw] of BODIES) {
        const client = await signedIn(app, 'demo');
        const response = await client.call(method, url, { raw });
        const text = await response.text();
        const body: unknown = text ? JSON.parse(text) : undefined;
        const wellFormed = !readsBody || (LIST_BODY.has(key) && raw === '[]');
        if (wellFormed) expect(response.status, `${name}: ${text}`).toBeLessThan(500);
        else expect(response.status, `${name}: ${text}`).toBe(400);
        if (response.status >= 400) expect(isDrfBody(body), `${name}: ${text}`).toBe(true);
      }
    },
  );
});
