/**
 * Number porting (issue 46, a sandbox extension): drafts, their refusals on the field, the documents, submit's rules
 * (an LOA, a working day at least 5 working days ahead), cancel, the provider's moves through the switch, the
 * completed request's numbers in My numbers, the timeline from the trail, CSV, and another customer's 404.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '@/sandbox/app';
import { openDatabase, type Db } from '@/sandbox/db';
import { FileStore } from '@/sandbox/fileStore';
import { ENDPOINTS, apiPath } from '@/providers/endpoints';
import { answer, Client, signedIn, type App } from './client';

const P = ENDPOINTS.porting;
// A Wednesday: five working days later is Wednesday 2025-09-10.
const CLOCK = Date.parse('2025-09-03T12:00:00.000Z');
const EARLIEST = '2025-09-10';

let app: App;
let db: Db;
let demo: Client;
let dir: string;
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'porting-test-'));
  db = openDatabase(':memory:');
  app = createApp({ db, files: new FileStore({ dir: join(dir, 'uploads') }), now: () => CLOCK });
  demo = await signedIn(app, 'demo');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

interface Request {
  id: number;
  numbers: string[];
  status: string;
  pin_set: boolean;
  foc_date: string | null;
  rejection_reason: string | null;
  documents?: { kind: string; file_name: string; content_url: string }[];
  timeline?: { kind: string; summary: string; actor_type: string }[];
}

const DRAFT = {
  numbers: ['+31 20 123 4567', '+31201234568'],
  country: 1,
  donor_carrier: 'KPN',
  donor_account: 'ACC-991',
  pin: '4321',
  authorized_name: 'Ann Lee',
  service_address: 'Damrak 1, Amsterdam',
  desired_date: EARLIEST,
};

const json = async <T>(response: Response) => (await response.json()) as T;
const create = async (body: Record<string, unknown> = DRAFT, client = demo) =>
  json<Request>(await client.post(P.list, body));
const one = async (id: number, client = demo) => json<Request>(await client.get(apiPath(P.one, { id })));
const pdf = (name: string) => new File([`%PDF-1.4\n% ${name}\n%%EOF\n`], name, { type: 'application/pdf' });
const upload = (id: number, entries: [string, File | string][], client = demo) => {
  const form = new FormData();
  for (const [key, value] of entries) form.append(key, value);
  return client.upload(apiPath(P.documents, { id }), form);
};
const submit = (id: number, client = demo) => client.post(apiPath(P.submit, { id }));
const move = (body: Record<string, unknown>) =>
  app.request('/__sandbox/porting', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
const demoDid = () => db.prepare<[], string>('SELECT did FROM dids WHERE customer_id = 1 LIMIT 1').pluck().get()!;

describe('drafts', () => {
  it('creates a draft with the numbers in E.164, and never answers the PIN', async () => {
    const response = await demo.post(P.list, DRAFT);
    expect(response.status).toBe(201);
    const created = await json<Request & Record<string, unknown>>(response);
    expect(created).toMatchObject({ status: 'draft', numbers: ['+31201234567', '+31201234568'], pin_set: true });
    expect(JSON.stringify(created)).not.toContain('4321');
    const page = await json<{ count: number; results: Request[] }>(await demo.get(P.list));
    expect(page.results.map((row) => row.id)).toContain(created.id);
  });

  it('refuses each bad number beside it: not E.164, twice, in another open request, already yours', async () => {
    const first = await create();
    const own = `+${demoDid()}`;
    const response = await demo.post(P.list, {
      ...DRAFT,
      numbers: ['+31 20', '+33123456789', '+33123456789', '+31201234567', own],
    });
    expect(await answer(response)).toEqual({
      status: 400,
      body: {
        numbers: [
          '+31 20 is not a number in international format (+ and 8 to 15 digits).',
          '+33123456789 is there twice.',
          `+31201234567 is already in porting request #${first.id}.`,
          `${own} is already one of your numbers.`,
        ],
      },
    });
  });

  it('checks numbers as typed with the same rules, its own request excepted, and writes nothing', async () => {
    const first = await create();
    const check = async (body: Record<string, unknown>) => answer(await demo.post(P.checkNumbers, body));
    expect(await check({ numbers: ['+31201234567', 'abc', '+33123456789'] })).toEqual({
      status: 200,
      body: {
        problems: [
          { number: '+31201234567', problem: `+31201234567 is already in porting request #${first.id}.` },
          { number: 'abc', problem: 'abc is not a number in international format (+ and 8 to 15 digits).' },
        ],
      },
    });
    expect(await check({ numbers: ['+31201234567'], request: first.id })).toEqual({
      status: 200,
      body: { problems: [] },
    });
    expect((await check({ numbers: 'x' })).status).toBe(400);
  });

  it('refuses no numbers, more than 500, an unknown country and a date that is none, each on its field', async () => {
    const many = Array.from({ length: 501 }, (_, i) => `+3120${String(1000000 + i)}`);
    expect(await answer(await demo.post(P.list, { ...DRAFT, numbers: [] }))).toMatchObject({
      status: 400,
      body: { numbers: ['Enter from 1 to 500 numbers.'] },
    });
    expect((await answer(await demo.post(P.list, { ...DRAFT, numbers: many }))).status).toBe(400);
    expect(await answer(await demo.post(P.list, { ...DRAFT, country: 999, desired_date: '2025-02-30' }))).toEqual({
      status: 400,
      body: { country: ['Select a valid country.'], desired_date: ['Enter a date as YYYY-MM-DD.'] },
    });
  });

  it('filters by status, country and number, and exports CSV', async () => {
    const nl = await create();
    const fr = await create({ ...DRAFT, numbers: ['+33123456789'], country: 2 });
    const ids = async (query: string) =>
      (await json<{ results: Request[] }>(await demo.get(`${P.list}?${query}`))).results.map((row) => row.id);
    expect(await ids('country=1')).toContain(nl.id);
    expect(await ids('country=1')).not.toContain(fr.id);
    expect(await ids('number=20123')).toEqual([nl.id]);
    expect(await ids('status=submitted')).toEqual([]);
    expect((await demo.get(`${P.list}?status=lost`)).status).toBe(400);
    const csv = await demo.get(`${P.list}?_export=csv&country=1`);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const text = await csv.text();
    expect(text.split('\r\n')[0]).toBe('id,status,country,numbers,donor_carrier,desired_date,foc_date,created');
    expect(text).toContain('+31201234567 +31201234568');
  });

  it("answers another customer's request with 404, to read, change, cancel or upload", async () => {
    const mine = await create();
    const other = await signedIn(app, 'metered');
    expect((await other.get(apiPath(P.one, { id: mine.id }))).status).toBe(404);
    expect((await other.patch(apiPath(P.one, { id: mine.id }), { donor_carrier: 'X' })).status).toBe(404);
    expect((await other.delete(apiPath(P.one, { id: mine.id }))).status).toBe(404);
    expect((await upload(mine.id, [['loa', pdf('loa.pdf')]], other)).status).toBe(404);
    expect((await submit(mine.id, other)).status).toBe(404);
  });
});

describe('documents and submit', () => {
  it('submit refuses a request without an LOA or with a too-near date, each on its field', async () => {
    const draft = await create({ ...DRAFT, desired_date: '2025-09-09' });
    expect(await answer(await submit(draft.id))).toEqual({
      status: 400,
      body: {
        loa: ['Upload the signed letter of authorization before submitting.'],
        desired_date: [`Choose a working day at least 5 working days from today: ${EARLIEST} or later.`],
      },
    });
    await demo.patch(apiPath(P.one, { id: draft.id }), { desired_date: '2025-09-13' });
    expect((await answer(await submit(draft.id))).body).toMatchObject({
      desired_date: ['Choose a working day (Monday to Friday).'],
    });
  });

  it('takes a PDF as the LOA, refuses a file that is no PDF or image on its field, then submits', async () => {
    const draft = await create();
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    expect(await answer(await upload(draft.id, [['invoice', text]]))).toEqual({
      status: 400,
      body: { invoice: ['Upload a PDF or an image.'] },
    });
    expect((await upload(draft.id, [['loa', pdf('loa.pdf')]])).status).toBe(201);
    const read = await one(draft.id);
    expect(read.documents).toMatchObject([{ kind: 'loa', file_name: 'loa.pdf' }]);
    const file = await app.request(read.documents![0].content_url);
    expect(file.status).toBe(200);
    expect(await answer(await submit(draft.id))).toEqual({
      status: 200,
      body: { message: `Porting request #${draft.id} has been submitted.`, id: draft.id },
    });
    // Submitted: no more changes, but it may still be cancelled.
    expect((await demo.patch(apiPath(P.one, { id: draft.id }), { donor_carrier: 'X' })).status).toBe(400);
    expect((await demo.delete(apiPath(P.one, { id: draft.id }))).status).toBe(204);
    expect((await one(draft.id)).status).toBe('cancelled');
  });
});

describe('the provider moves a request (the switch)', () => {
  const submitted = async () => {
    const draft = await create();
    await upload(draft.id, [['loa', pdf('loa.pdf')]]);
    await submit(draft.id);
    return draft.id;
  };

  it('rejected with a reason, fixed, submitted again, confirmed, completed: the numbers are the customer’s', async () => {
    const id = await submitted();
    expect((await move({ id, status: 'rejected' })).status).toBe(400);
    expect((await move({ id, status: 'rejected', reason: 'Account number does not match.' })).status).toBe(200);
    expect(await one(id)).toMatchObject({ status: 'rejected', rejection_reason: 'Account number does not match.' });
    expect((await demo.patch(apiPath(P.one, { id }), { donor_account: 'ACC-992' })).status).toBe(200);
    expect((await submit(id)).status).toBe(200);
    expect((await move({ id, status: 'completed' })).status).toBe(409);
    expect((await move({ id, status: 'foc_confirmed', foc_date: '2025-09-12' })).status).toBe(200);
    expect((await move({ id, status: 'completed' })).status).toBe(200);
    const ours = db
      .prepare<[], { did: string; country_id: number }>(
        "SELECT did, country_id FROM dids WHERE customer_id = 1 AND did LIKE '3120123456%' ORDER BY did",
      )
      .all();
    expect(ours).toEqual([
      { did: '31201234567', country_id: 1 },
      { did: '31201234568', country_id: 1 },
    ]);
    const read = await one(id);
    expect(read).toMatchObject({ status: 'completed', foc_date: '2025-09-12' });
    expect(read.timeline?.map((event) => event.kind)).toEqual([
      'porting_create',
      'porting_document',
      'porting_submit',
      'porting_status',
      'porting_update',
      'porting_submit',
      'porting_status',
      'porting_status',
    ]);
    expect(read.timeline?.at(-1)).toMatchObject({
      actor_type: 'support',
      summary: `Porting request #${id} is completed`,
    });
  });

  it('refuses a move from a draft, and a completion whose number is already on the network (nothing changes)', async () => {
    const draft = await create();
    expect((await move({ id: draft.id, status: 'in_progress' })).status).toBe(409);
    const elsewhere = db.prepare<[], string>('SELECT did FROM dids WHERE customer_id = 2 LIMIT 1').pluck().get()!;
    const request = await create({ ...DRAFT, numbers: [`+${elsewhere}`] });
    await upload(request.id, [['loa', pdf('loa.pdf')]]);
    await submit(request.id);
    await move({ id: request.id, status: 'foc_confirmed', foc_date: '2025-09-12' });
    expect(await answer(await move({ id: request.id, status: 'completed' }))).toEqual({
      status: 409,
      body: { detail: `Already on the network: +${elsewhere}` },
    });
    expect((await one(request.id)).status).toBe('foc_confirmed');
  });
});
