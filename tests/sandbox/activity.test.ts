/**
 * Issue 35, the trail's API (customer/activity, a sandbox extension): demo's events only, newest first, filters,
 * one by id, read-only, 13 months back, CSV export; a refused write and a failed sign-in. One sandbox for the file.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ActivityEventAnswer } from '@/providers/activityKinds';
import { Hono } from 'hono';
import { activityMiddleware, record } from '@/sandbox/activity';
import { createApp } from '@/sandbox/app';
import type { SandboxEnv } from '@/sandbox/env';
import { DrfError } from '@/sandbox/errors';
import type { Db } from '@/sandbox/db';
import { type App, Client, answer, freshSandbox, signedIn } from './client';

type Event = ActivityEventAnswer;
interface Page {
  results: Event[];
  count: number;
}

const DAY_MS = 24 * 3600 * 1000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;

let app: App;
let db: Db;
let demo: Client;
let metered: Client;
const list = async (query = '', client = demo) =>
  json<Page>(await client.get(`customer/activity?page_size=250${query ? `&${query}` : ''}`));
const lastId = () => db.prepare<[], number>('SELECT max(id) FROM activity_events').pluck().get() ?? 0;
/** An event of customer 1 (demo) or 2 (metered) at `time`, straight into the table. */
const insert = (customer: number, time: string, kind = 'sign_in', name: string | null = null) =>
  Number(
    db
      .prepare(
        `INSERT INTO activity_events (customer_id, time, actor, actor_type, kind, object_type, object_id, object_name,
         summary, ip) VALUES (?, ?, ?, 'customer', ?, ?, ?, ?, 'Test', '192.0.2.1')`,
      )
      .run(customer, time, customer === 1 ? 'demo' : 'metered', kind, name && 'trunk', name && '999', name)
      .lastInsertRowid,
  );

beforeAll(async () => {
  ({ app, db } = freshSandbox());
  demo = await signedIn(app, 'demo');
  metered = await signedIn(app, 'metered');
});

describe('the list', () => {
  it("answers demo's events newest first, paginated, and never another customer's", async () => {
    for (let i = 0; i < 10; i += 1) insert(1, new Date(Date.now() - (50 + i) * DAY_MS).toISOString());
    const all = await list();
    expect(all.count).toBe(all.results.length);
    expect(all.count).toBeGreaterThan(20);
    const times = all.results.map((event) => event.time);
    expect(times).toEqual([...times].sort().reverse());
    expect(new Set(all.results.map((event) => event.actor))).toEqual(new Set(['demo', 'support']));
    expect(all.results[0]).toEqual({
      id: expect.any(Number),
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
      actor: 'demo',
      actor_type: 'customer',
      kind: 'sign_in',
      object: null,
      summary: expect.any(String),
      ip: expect.any(String),
    });
    const page = await json<Page>(await demo.get('customer/activity?page=2&page_size=20'));
    expect(page.count).toBe(all.count);
    expect(page.results.map((event) => event.id)).toEqual(all.results.slice(20, 40).map((event) => event.id));

    const theirs = await list('', metered);
    expect(theirs.results.length).toBeGreaterThan(0);
    expect(theirs.results.every((event) => event.actor === 'metered')).toBe(true);
    const mine = new Set(all.results.map((event) => event.id));
    expect(theirs.results.some((event) => mine.has(event.id))).toBe(false);
  });

  it("names each object and tells whether it still exists; a number's id is its digits", async () => {
    const routing = (await list('kind=number_routing')).results.find((event) => event.actor === 'support');
    expect(routing?.object).toMatchObject({ type: 'did', exists: true });
    expect(routing?.object?.name).toBe(`+${routing?.object?.id}`);
    const id = db.prepare('SELECT id FROM dids WHERE did = ?').pluck().get(routing?.object?.id);
    expect(id).toEqual(expect.any(Number));
    const trunk = (await list('kind=trunk_update')).results[0].object;
    expect(trunk).toMatchObject({ type: 'trunk', name: 'Amsterdam SBC primary', exists: true });
    insert(1, new Date().toISOString(), 'trunk_delete', 'Old trunk');
    expect((await list('kind=trunk_delete')).results[0].object).toMatchObject({ name: 'Old trunk', exists: false });
  });

  it('counts the support events of the last 7 days, as the dashboard asks', async () => {
    const from = day(Date.now() - 6 * DAY_MS);
    const answered = await json<Page>(await demo.get(`customer/activity?actor=support&from=${from}&page_size=20`));
    expect(answered.count).toBe(4);
    expect(answered.results.every((event) => event.actor === 'support' && event.actor_type === 'support')).toBe(true);
    expect((await list('actor=support', metered)).count).toBe(0);
  });
});

describe('filters', () => {
  it('keeps the events of one actor type, one kind, an object by name or id (any case), and UTC days inclusive', async () => {
    const all = (await list()).results;
    expect((await list('actor=customer')).results.every((event) => event.actor_type === 'customer')).toBe(true);
    expect((await list('actor=customer')).count + (await list('actor=support')).count).toBe(all.length);
    const signIns = await list('kind=sign_in');
    expect(signIns.count).toBe(all.filter((event) => event.kind === 'sign_in').length);
    expect(signIns.results.every((event) => event.kind === 'sign_in')).toBe(true);
    expect((await list('object=AMSTERDAM%20sbc')).results.map((event) => event.object?.name)).toEqual([
      'Amsterdam SBC primary',
    ]);
    const did = all.find((event) => event.object?.type === 'did')!.object!;
    expect((await list(`object=${did.id.slice(2)}`)).results.every((event) => event.object?.id === did.id)).toBe(true);
    expect((await list('object=nothing-like-this')).count).toBe(0);

    const early = insert(1, '2026-02-10T23:59:59.000Z');
    const late = insert(1, '2026-02-12T00:00:00.000Z');
    const inside = insert(1, '2026-02-11T00:00:00.000Z');
    const now = Date.parse('2026-03-01T00:00:00.000Z');
    const pinned = new Client(createApp({ db, now: () => now }));
    pinned.token = demo.token;
    const ids = async (query: string) =>
      (await json<Page>(await pinned.get(`customer/activity?${query}`))).results.map((event) => event.id);
    expect(await ids('from=2026-02-11&to=2026-02-11')).toEqual([inside]);
    expect(await ids('from=2026-02-10&to=2026-02-11')).toEqual([inside, early]);
    expect(await ids('from=2026-02-12&to=2026-02-12')).toEqual([late]);
    expect(await ids('to=2026-02-10')).toContain(early);
    expect(await ids('to=2026-02-10')).not.toContain(inside);
  });

  it.each([
    ['actor=staff', 'actor'],
    ['kind=unknown_kind', 'kind'],
    ['from=2026-02-30', 'from'],
    ['from=20260101', 'from'],
    ['to=yesterday', 'to'],
    ['from=2026-03-02&to=2026-03-01', 'to'],
  ])('refuses %s with a 400 on the field', async (query, field) => {
    const refused = await answer(await demo.get(`customer/activity?${query}`));
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ [field]: [expect.any(String)] });
  });

  it('refuses a page size not offered', async () => {
    expect((await demo.get('customer/activity?page_size=7')).status).toBe(400);
  });
});

describe('one event and the 13 months', () => {
  it("answers one of demo's events, and 404 for another customer's or an unknown id", async () => {
    const [first] = (await list()).results;
    expect(await answer(await demo.get(`customer/activity/${first.id}`))).toEqual({ status: 200, body: first });
    const [theirs] = (await list('', metered)).results;
    expect((await demo.get(`customer/activity/${theirs.id}`)).status).toBe(404);
    expect((await demo.get(`customer/activity/${lastId() + 100}`)).status).toBe(404);
  });

  it('never answers an event older than 13 months: not listed, not by id, not exported', async () => {
    const oldest = db
      .prepare<[], { id: number; time: string }>(
        'SELECT id, time FROM activity_events WHERE customer_id = 1 ORDER BY time',
      )
      .get()!;
    expect(Date.now() - Date.parse(oldest.time)).toBeGreaterThan(395 * DAY_MS);
    expect((await list()).results.map((event) => event.id)).not.toContain(oldest.id);
    expect((await demo.get(`customer/activity/${oldest.id}`)).status).toBe(404);
    const csv = await (await demo.get('customer/activity?_export=csv')).text();
    expect(csv.split('\r\n').length - 2).toBe((await list()).count);

    const now = Date.parse('2026-03-31T12:00:00.000Z');
    const pinned = new Client(createApp({ db, now: () => now }));
    pinned.token = demo.token;
    const justIn = insert(1, '2025-02-28T12:00:00.000Z');
    const justOut = insert(1, '2025-02-28T11:59:59.999Z');
    const ids = (await json<Page>(await pinned.get('customer/activity?page_size=250&to=2025-03-01'))).results.map(
      (event) => event.id,
    );
    expect(ids).toContain(justIn);
    expect(ids).not.toContain(justOut);
  });
});

describe('read-only', () => {
  it('answers 405 to every write on the list and on one event, and the event stays', async () => {
    const [first] = (await list()).results;
    for (const path of ['customer/activity', `customer/activity/${first.id}`]) {
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
        const refused = await demo.call(method, path, { body: { summary: 'changed' } });
        expect(refused.status, `${method} ${path}`).toBe(405);
      }
    }
    expect(await json<Event>(await demo.get(`customer/activity/${first.id}`))).toEqual(first);
  });
});

describe('the export', () => {
  it('writes the filtered events as formula-safe CSV named for the day', async () => {
    const created = await demo.post('customer/trunks', { name: '=HYPERLINK("http://x")', type_id: 1 });
    expect(created.status).toBe(201);
    const response = await demo.get('customer/activity?_export=csv&kind=trunk_create');
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="activity-${day(Date.now())}.csv"`);
    const [header, row, end] = (await response.text()).split('\r\n');
    expect(header).toBe('Time (UTC),Actor,Support,Kind,Object,Summary,IP');
    expect(row).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ,demo,no,trunk_create,"'=HYPERLINK\(""http:\/\/x""\)",/);
    expect(end).toBe('');
    const support = await (await demo.get('customer/activity?_export=csv&actor=support')).text();
    expect(
      support
        .split('\r\n')
        .slice(1, -1)
        .every((line) => /^[^,]+,support,yes,/.test(line)),
    ).toBe(true);
    expect((await demo.get('customer/activity?_export=csv&kind=nope')).status).toBe(400);
  });
});

describe('refused writes and sign-ins', () => {
  it('records nothing for a refused or failing write', async () => {
    const before = lastId();
    expect((await demo.post('customer/contacts', { name: 'Nobody' })).status).toBe(400);
    expect((await demo.post('customer/trunks', { name: 'No CSRF', type_id: 1 }, { csrf: false })).status).toBe(403);
    const theirs = db.prepare('SELECT id FROM trunks WHERE customer_id = 2').pluck().get();
    expect((await demo.put(`customer/trunks/${theirs}`, { name: 'Mine now', type_id: 1 })).status).toBe(404);
    expect((await demo.call('POST', 'customer/trunks', { raw: '{"name": ' })).status).toBe(400);
    const fail = await app.request('/__sandbox/fail', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path: 'customer/trunks', status: 500, times: 1 }),
    });
    expect(fail.status).toBeLessThan(300);
    expect((await demo.post('customer/trunks', { name: 'Never made', type_id: 1 })).status).toBe(500);
    expect(lastId()).toBe(before);
    expect(db.prepare("SELECT count(*) FROM trunks WHERE name = 'Never made'").pluck().get()).toBe(0);
  });

  it('rolls the write back with its event when the answer is a refusal after a change', async () => {
    // A checkout refused for its unsaved lines: nothing of the cart changes and no event is kept.
    const before = lastId();
    const lines = db.prepare('SELECT count(*) FROM cart_lines WHERE customer_id = 1').pluck().get();
    expect((await demo.post('customer/cart/check-out', { termsAndConditions: true })).status).toBe(400);
    expect(db.prepare('SELECT count(*) FROM cart_lines WHERE customer_id = 1').pluck().get()).toBe(lines);
    expect(lastId()).toBe(before);
  });

  it('keeps a failed sign-in on the account of the login, without the password; an unknown login on none', async () => {
    const before = lastId();
    const wrong = await new Client(app).call('POST', 'user/login', {
      body: { login: 'demo', password: 'Guess-1234' },
      from: '198.51.100.23',
    });
    expect(wrong.status).toBe(400);
    const [failed] = (await list('kind=sign_in_failed')).results;
    expect(failed).toMatchObject({ actor: 'demo', actor_type: 'customer', ip: '198.51.100.23', object: null });
    expect(failed.id).toBeGreaterThan(before);
    expect(JSON.stringify(db.prepare('SELECT * FROM activity_events WHERE id > ?').all(before))).not.toContain(
      'Guess-1234',
    );
    const supportWrong = await new Client(app).call('POST', 'user/login', {
      body: { login: 'support', password: 'x' },
    });
    expect(supportWrong.status).toBe(400);
    expect((await list('kind=sign_in_failed')).results[0]).toMatchObject({ actor: 'support', actor_type: 'support' });
    const afterSupport = lastId();
    await new Client(app).call('POST', 'user/login', { body: { login: 'nobody', password: 'x' } });
    expect(lastId()).toBe(afterSupport);
  });
});

describe('one transaction for the write and its event', () => {
  it('drops both when the handler refuses after writing, keeps both when it succeeds', async () => {
    const mini = new Hono<SandboxEnv>();
    mini.onError((error, c) =>
      error instanceof DrfError ? c.json(error.body, error.status) : c.json({ detail: 'error' }, 500),
    );
    mini.use('*', activityMiddleware(db));
    mini.use('*', async (c, next) => {
      c.set('session', { token: 't', userId: 1, customerId: 1, login: 'demo', isHijacked: false, staffLogin: null });
      await next();
    });
    const rename = (name: string, fail: 'no' | 'refuse' | 'crash') =>
      mini.request(`/${fail}`, { method: 'POST', body: JSON.stringify({ name }) });
    mini.post('/:fail', async (c) => {
      const { name } = JSON.parse(await c.req.text()) as { name: string };
      db.prepare('UPDATE trunks SET name = ? WHERE id = 1').run(name);
      record(c, 'trunk_update', { type: 'trunk', id: 1, name }, `Trunk "${name}" updated`);
      if (c.req.param('fail') === 'refuse') throw new DrfError(400, { name: ['Refused after the write.'] });
      if (c.req.param('fail') === 'crash') throw new Error('boom');
      return c.json({ name });
    });
    const trunkName = () => db.prepare('SELECT name FROM trunks WHERE id = 1').pluck().get();
    const before = lastId();
    const original = trunkName();
    expect((await rename('Refused SBC', 'refuse')).status).toBe(400);
    expect((await rename('Crashed SBC', 'crash')).status).toBe(500);
    expect(trunkName()).toBe(original);
    expect(lastId()).toBe(before);
    expect((await rename('Kept SBC', 'no')).status).toBe(200);
    expect(trunkName()).toBe('Kept SBC');
    expect(db.prepare('SELECT summary FROM activity_events WHERE id > ?').pluck().all(before)).toEqual([
      'Trunk "Kept SBC" updated',
    ]);
  });
});
