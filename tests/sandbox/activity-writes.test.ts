/**
 * Issue 35: every write the sandbox accepts leaves exactly one event on the account's trail, by the login that acted:
 * demo's own session, or support's session acting for demo (the actor is then the support login). One sandbox per
 * actor; the writes run in order (a later one uses what an earlier one made).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ActivityEventAnswer } from '@/providers/activityKinds';
import type { Db } from '@/sandbox/db';
import { type App, Client, freshSandbox, signedIn } from './client';

type Event = ActivityEventAnswer;

const IP = '203.0.113.7';
const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;
const form = (entries: [string, string | File][]) => {
  const body = new FormData();
  for (const [key, value] of entries) body.append(key, value);
  return body;
};
const pdf = (name: string) => new File([`%PDF-1.4\n% ${name}\n%%EOF\n`], name, { type: 'application/pdf' });

describe.each([
  { login: 'support', actorType: 'support' },
  { login: 'demo', actorType: 'customer' },
])('the trail of writes by $login', ({ login, actorType }) => {
  let app: App;
  let db: Db;
  /** Acts (demo, or support acting for demo); every request comes from IP. */
  let actor: Client;
  /** Reads demo's trail in a session of its own. */
  let reader: Client;
  let password = 'demo';
  const ids: Record<string, number | string> = {};

  const signIn = async (who: string, secret = who) => new Client(app, IP).login(who, secret);
  const lastId = () => db.prepare<[], number>('SELECT coalesce(max(id), 0) FROM activity_events').pluck().get() ?? 0;
  /** demo's events after `before`, oldest first, as the API answers them. */
  const since = async (before: number) =>
    (await json<{ results: Event[] }>(await reader.get('customer/activity?page_size=250'))).results
      .filter((event) => event.id > before)
      .reverse();
  const one = (sql: string) => db.prepare<[], string | number>(sql).pluck().get() as string | number;

  beforeAll(async () => {
    ({ app, db } = freshSandbox());
    reader = await signedIn(app, 'demo');
    const before = lastId();
    actor = await signIn(login);
    const [event] = await since(before);
    expect(event).toMatchObject({
      kind: login === 'demo' ? 'sign_in' : 'support_session_start',
      actor: login,
      actor_type: actorType,
      ip: IP,
    });
    expect(event.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    // Demo's routable numbers with no routing or shadow routing yet, and a free number to cancel.
    ids.did = one(`SELECT did FROM dids d WHERE customer_id = 1 AND is_being_cancelled = 0
      AND NOT EXISTS (SELECT 1 FROM routing_numbers r WHERE r.did_id = d.id)
      AND NOT EXISTS (SELECT 1 FROM shadow_routing_numbers s WHERE s.did_id = d.id) ORDER BY id`);
    ids.channelDid = one(`SELECT did FROM dids WHERE customer_id = 1 AND max_n_channels = -1 ORDER BY id`);
    ids.cancelId = one(`SELECT id FROM dids WHERE customer_id = 1 AND is_being_cancelled = 0 ORDER BY id DESC`);
    ids.cartLine = one(`SELECT id FROM cart_lines WHERE customer_id = 1 AND kind = 'did' ORDER BY id`);
  });

  const cases: {
    kind: string;
    write: () => Promise<Response>;
    object?: Partial<NonNullable<Event['object']>> | null;
    summary?: RegExp;
    then?: (response: Response) => Promise<void>;
  }[] = [
    {
      kind: 'api_key_regenerate',
      write: () => actor.post('customer/auth-token/regenerate'),
      object: { type: 'account', id: '1', name: 'demo' },
    },
    {
      kind: 'contact_create',
      write: () =>
        actor.post('customer/contacts', {
          level: 2,
          reg_type: 1,
          name: 'Sanne de Vries',
          email: 'sanne.devries@northwind-telecom.nl',
          mail_subscription: [2],
        }),
      object: { type: 'contact', name: 'Sanne de Vries', exists: true },
      then: async (response) => void (ids.contact = (await json<{ id: number }>(response)).id),
    },
    {
      kind: 'contact_update',
      write: () =>
        actor.put(`customer/contacts/${ids.contact}`, {
          level: 1,
          reg_type: 1,
          name: 'Sanne Jansen',
          email: 'sanne.devries@northwind-telecom.nl',
          mail_subscription: [],
        }),
      object: { type: 'contact', name: 'Sanne Jansen' },
    },
    {
      kind: 'contact_delete',
      write: () => actor.delete(`customer/contacts/${ids.contact}`),
      object: { type: 'contact', name: 'Sanne Jansen', exists: false },
    },
    {
      kind: 'trunk_create',
      write: () => actor.post('customer/trunks', { name: 'Activity SBC', type_id: 1 }),
      object: { type: 'trunk', name: 'Activity SBC', exists: true },
      then: async (response) => void (ids.trunk = (await json<{ id: number }>(response)).id),
    },
    {
      kind: 'trunk_update',
      write: () => actor.put(`customer/trunks/${ids.trunk}`, { name: 'Paris SBC', type_id: 1 }),
      object: { type: 'trunk', name: 'Paris SBC', exists: true },
      summary: /Paris SBC.*Activity SBC/,
    },
    {
      kind: 'trunk_address_create',
      write: () =>
        actor.post(`customer/trunks/${ids.trunk}/ip-addresses`, {
          address: '192.0.2.50',
          port: 5060,
          primary: true,
          failover: false,
        }),
      object: { type: 'trunk_address', name: 'Paris SBC: 192.0.2.50:5060' },
      then: async (response) => void (ids.address = (await json<{ id: number }>(response)).id),
    },
    {
      kind: 'trunk_address_update',
      write: () =>
        actor.post(`customer/trunks/${ids.trunk}/ip-addresses/update`, [
          { id: ids.address, address: '192.0.2.51', port: 5070, primary: true, failover: false },
        ]),
      object: { type: 'trunk', name: 'Paris SBC' },
    },
    {
      kind: 'trunk_address_delete',
      write: () => actor.delete(`customer/trunks/${ids.trunk}/ip-addresses/${ids.address}`),
      object: { type: 'trunk_address', name: 'Paris SBC: 192.0.2.51:5070', exists: false },
    },
    {
      kind: 'number_routing',
      write: () =>
        actor.post(`customer/dids/${ids.did}/routing/routing-number`, {
          nature: { id: 2 },
          number_out: '+31201234567',
        }),
      object: { type: 'did', exists: true },
      summary: /\+31201234567/,
    },
    {
      kind: 'number_shadow_routing',
      write: () => actor.post(`customer/dids/${ids.did}/routing/shadow-routing-number`, { number: '+31201112233' }),
      object: { type: 'did' },
    },
    {
      kind: 'number_update',
      write: () => actor.patch(`customer/dids/${ids.did}`, { customer_trunk: { id: ids.trunk } }),
      object: { type: 'did' },
      summary: /Paris SBC/,
    },
    {
      kind: 'did_group_create',
      write: () =>
        actor.post('customer/capacity/did-groups', {
          name: 'Dublin desk',
          plan: { pk: 28, is_pstn: false },
          country: 12,
        }),
      object: { type: 'did_group', name: 'Dublin desk' },
      then: async (response) => void (ids.group = (await json<{ id: number }>(response)).id),
    },
    {
      kind: 'did_group_update',
      write: () => actor.patch(`customer/capacity/did-groups/${ids.group}`, { name: 'Dublin' }),
      object: { type: 'did_group', name: 'Dublin' },
    },
    {
      kind: 'did_group_delete',
      write: () => actor.delete(`customer/capacity/did-groups/${ids.group}`),
      object: { type: 'did_group', name: 'Dublin', exists: false },
    },
    {
      kind: 'end_user_create',
      write: () => actor.post('customer/account', { name: 'Activity Ltd' }),
      object: { type: 'end_user', name: 'Activity Ltd', exists: true },
      then: async (response) => void (ids.profile = (await json<{ id: number }>(response)).id),
    },
    {
      kind: 'end_user_update',
      write: () => actor.patch(`customer/account/${ids.profile}`, { default: false }),
      object: { type: 'end_user', name: 'Activity Ltd' },
    },
    {
      kind: 'document_upload',
      write: () =>
        actor.upload(
          'customer/account/2/documents',
          form([
            ['document_3', pdf('bill.pdf')],
            ['country', '1'],
          ]),
        ),
      object: { type: 'document', name: 'bill.pdf', exists: true },
      summary: /bill\.pdf/,
    },
    {
      kind: 'cart_change',
      write: () => actor.delete(`customer/cart/dids/${ids.cartLine}`),
      object: { type: 'cart' },
    },
    {
      kind: 'backorder',
      write: () => actor.post('customer/cart/backorders/add', { amount: 2, plan: 1, plan_type: 1, area: 6 }),
      object: { type: 'cart' },
    },
    {
      kind: 'channels_change',
      write: () => actor.post('customer/cart/dedicated-channels/add', { did: ids.channelDid }),
      object: { type: 'did' },
    },
    {
      kind: 'cart_change',
      write: async () => {
        const lines = await json<{ id: number; is_backorder: boolean }[]>(
          await actor.get('customer/cart/plans/1/type/1/prefixes/1'),
        );
        const body = lines.filter((l) => !l.is_backorder).map((l) => ({ id: l.id, profile: 1, trunk: 1, use_case: 1 }));
        return actor.post('customer/cart/dids/save', body);
      },
    },
    {
      kind: 'backorder',
      write: async () => {
        const lines = await json<{ id: number; is_backorder: boolean }[]>(
          await actor.get('customer/cart/plans/1/type/1/prefixes/6'),
        );
        const body = lines.filter((l) => l.is_backorder).map((l) => ({ id: l.id, profile: 1, trunk: 1, use_case: 1 }));
        return actor.post('customer/cart/backorders/save', body);
      },
    },
    {
      kind: 'checkout',
      write: () => actor.post('customer/cart/check-out', { termsAndConditions: true }),
      object: { type: 'order', exists: true },
      then: async (response) => {
        const order = await json<{ uuid: string; reference_number: string }>(response);
        expect((await since(0)).at(-1)?.object).toMatchObject({ id: order.uuid, name: order.reference_number });
      },
    },
    {
      kind: 'cancellation_cart_change',
      write: () => actor.post('customer/cart/cancellations/add', { ids: [ids.cancelId] }),
      object: { type: 'cancellation_cart' },
    },
    {
      kind: 'cancellation',
      write: () => actor.post('customer/cart/cancellations/process', { termsAndConditions: true }),
      object: { type: 'cancellation_cart' },
    },
    {
      kind: 'balance_threshold',
      write: () => actor.patch('customer/balance', { desired_balance_limit: '150' }),
      object: { type: 'account' },
      summary: /150\.00/,
    },
    {
      kind: 'top_up',
      write: () => actor.post('customer/paypal/transaction/create', { amount: '50.00' }),
      object: { type: 'payment' },
      then: async (response) => void (ids.paypal = (await json<{ order_id: string }>(response)).order_id),
    },
    {
      kind: 'top_up_capture',
      write: () => actor.post('customer/paypal/transaction/capture', { orderID: ids.paypal }),
      object: { type: 'payment' },
    },
    {
      kind: 'ticket_create',
      write: () =>
        actor.upload(
          'customer/tickets/create',
          form([
            ['subject', 'Calls drop'],
            ['description', 'Since this morning'],
            ['attachments', pdf('trace.pdf')],
          ]),
        ),
      object: { type: 'ticket', exists: true },
      summary: /Calls drop.*1 attachment/,
      then: async (response) => void (ids.ticket = (await json<{ id: number }>(response)).id),
    },
    {
      kind: 'ticket_comment',
      write: () => actor.upload(`customer/tickets/${ids.ticket}/post-comment`, form([['comment', 'Still dropping']])),
      object: { type: 'ticket' },
    },
  ];

  it.each(cases.map((item, index) => ({ ...item, name: `${index + 1}. ${item.kind}` })))(
    '$name leaves one event by the acting login',
    async ({ kind, write, object, summary, then }) => {
      const before = lastId();
      const response = await write();
      expect(response.status, await response.clone().text()).toBeLessThan(300);
      const events = await since(before);
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({ kind, actor: login, actor_type: actorType, ip: IP });
      if (object !== undefined) expect(events[0].object).toMatchObject(object ?? {});
      if (summary) expect(events[0].summary).toMatch(summary);
      expect(events[0].summary).not.toMatch(/[\r\n]/);
      await then?.(response);
    },
  );

  it('records a password change without the password, and the sign-in and sign-out after it', async () => {
    const before = lastId();
    const secret = 'n3w-Secret-pass';
    const changed = await actor.post('customer/password/change', {
      old_password: login === 'demo' ? 'demo' : 'demo',
      new_password1: secret,
      new_password2: secret,
    });
    // support acts as demo: the password changed is demo's (the session's user), known to the session as demo's.
    expect(changed.status, await changed.clone().text()).toBe(200);
    password = secret;
    reader = await signIn('demo', password);
    const [change] = await since(before);
    expect(change).toMatchObject({ kind: 'password_change', actor: login, actor_type: actorType });
    const stored = db.prepare('SELECT * FROM activity_events').all();
    expect(JSON.stringify(stored)).not.toContain(secret);

    actor = login === 'demo' ? reader : await signIn('support');
    const middle = lastId();
    const out = login === 'demo' ? await actor.post('user/logout') : await actor.post('user/release-hijack');
    expect(out.status).toBeLessThan(300);
    reader = await signIn('demo', password);
    const [end] = await since(middle);
    expect(end).toMatchObject({
      kind: login === 'demo' ? 'sign_out' : 'support_session_release',
      actor: login,
      actor_type: actorType,
    });
  });
});
