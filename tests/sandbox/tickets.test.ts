/**
 * Support tickets (spec part 2 sections 2, 3, 5, 7 "Tickets" and 8): the open and history lists, details with comments
 * and signed attachment links, the countries, creating a ticket and commenting, and their refusals.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '@/sandbox/app';
import { openDatabase, type Db } from '@/sandbox/db';
import { FileStore } from '@/sandbox/fileStore';
import { MALFORMED_MULTIPART } from '@/sandbox/routes/profile-documents';
import { FILE_TYPE_NOT_ALLOWED } from '@/providers/fileTypes';
import { ENDPOINTS, apiPath } from '@/providers/endpoints';
import type { SelectOption } from '@/providers/entities/account';
import type { Ticket, TicketRow, TicketWriteAnswer } from '@/providers/entities/tickets';
import { answer, Client, signedIn, type App } from './client';

const T = ENDPOINTS.tickets;
const DEMO_AUTHOR = 'Northwind Telecom B.V.';
const CLOSED_MESSAGE = 'Comments cannot be added to a closed or solved ticket.';
const CLOCK = Date.parse('2025-09-03T12:00:00.000Z');

let app: App;
let db: Db;
let demo: Client;
let dir: string;
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tickets-test-'));
  db = openDatabase(':memory:');
  app = createApp({ db, files: new FileStore({ dir: join(dir, 'uploads') }), now: () => CLOCK });
  demo = await signedIn(app, 'demo');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const json = async <T>(response: Response) => (await response.json()) as T;
type Page = { count: number; results: TicketRow[] };
const list = async (path: string, client = demo) => json<Page>(await client.get(path));
const details = async (id: number, client = demo) => json<Ticket>(await client.get(apiPath(T.details, { id })));
/** Every file of a ticket: its own and its comments'. */
const filesOf = (ticket: Ticket) => [
  ...ticket.attachments,
  ...ticket.comments.flatMap((comment) => comment.attachments ?? []),
];
const allRows = async () => [
  ...(await list(`${T.open}?page_size=250`)).results,
  ...(await list(`${T.history}?page_size=250`)).results,
];

const pdf = (name: string, size = 0) => {
  if (!size) return new File([`%PDF-1.4\n% ${name}\n%%EOF\n`], name, { type: 'application/pdf' });
  const sized = new Uint8Array(size);
  sized.set(new TextEncoder().encode('%PDF-'));
  return new File([sized], name, { type: 'application/pdf' });
};
const png = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])], name, {
    type: 'image/png',
  });
const form = (entries: [string, string | File][]) => {
  const body = new FormData();
  for (const [key, value] of entries) body.append(key, value);
  return body;
};
const demoDids = () => db.prepare<[], string>('SELECT did FROM dids WHERE customer_id = 1 ORDER BY id').pluck().all();
const meteredTicket = () =>
  db.prepare<[], number>('SELECT min(id) FROM tickets WHERE customer_id = 2').pluck().get() as number;
const ticketOf = (status: string) =>
  db
    .prepare<[string], number>('SELECT min(id) FROM tickets WHERE customer_id = 1 AND status = ?')
    .pluck()
    .get(status) as number;
const uploadedTicketFiles = () => {
  const folder = join(dir, 'uploads', 'tickets');
  return existsSync(folder) ? readdirSync(folder, { recursive: true }) : [];
};
const fail = (body: Record<string, unknown>) =>
  app.request('/__sandbox/fail', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('ticket lists', () => {
  it('split the 25 seeded tickets of demo: new, open, pending are open; solved, closed are the history', async () => {
    const open = await list(T.open);
    const history = await list(T.history);
    expect(open.count + history.count).toBe(25);
    expect(open.count).toBeGreaterThan(5);
    expect(history.count).toBeGreaterThan(5);
    expect(new Set(open.results.map((r) => r.status))).toEqual(new Set(['new', 'open', 'pending']));
    expect(new Set(history.results.map((r) => r.status))).toEqual(new Set(['solved', 'closed']));
  });

  it('answer the rows of the contract, newest updated first, with and without a tracker', async () => {
    const { results } = await list(`${T.history}?page_size=50`);
    for (const row of results) {
      expect(Object.keys(row).sort()).toEqual(['created_at', 'id', 'status', 'subject', 'type', 'updated_at']);
      expect(row.updated_at >= row.created_at).toBe(true);
      expect(Number.isNaN(Date.parse(row.created_at))).toBe(false);
    }
    const updated = results.map((r) => r.updated_at);
    expect(updated).toEqual([...updated].sort().reverse());
    const rows = await allRows();
    expect(rows.some((r) => r.type === null)).toBe(true);
    expect(new Set(rows.map((r) => r.type).filter(Boolean))).toEqual(new Set(['Incident', 'Question', 'Porting']));
  });

  it('hold only the signed-in customer’s tickets', async () => {
    const metered = await signedIn(app, 'metered');
    const theirs = [...(await list(T.open, metered)).results, ...(await list(T.history, metered)).results].map(
      (r) => r.id,
    );
    expect(theirs.length).toBeGreaterThan(0);
    const ours = (await allRows()).map((r) => r.id);
    expect(theirs.filter((id) => ours.includes(id))).toEqual([]);
  });

  it('are paginated: page and page_size, a page past the end and a wrong size refused with a message', async () => {
    const before = await list(T.open);
    for (let i = 0; i < 10; i += 1) {
      expect(
        (
          await demo.upload(
            T.create,
            form([
              ['subject', `Load ${i}`],
              ['description', 'x'],
            ]),
          )
        ).status,
      ).toBe(201);
    }
    const first = await list(`${T.open}?page=1&page_size=20`);
    const second = await list(`${T.open}?page=2&page_size=20`);
    expect(first.count).toBe(before.count + 10);
    expect(first.results).toHaveLength(20);
    expect(second.results).toHaveLength(first.count - 20);
    expect(second.results.filter((r) => first.results.some((f) => f.id === r.id))).toEqual([]);
    expect(await answer(await demo.get(`${T.open}?page_size=7`))).toEqual({
      status: 400,
      body: { message: 'Select a valid page size.', page_size: ['Select a valid page size.'] },
    });
    expect(await answer(await demo.get(`${T.history}?page=9`))).toEqual({
      status: 404,
      body: { message: 'Invalid page.', detail: 'Invalid page.' },
    });
    expect((await demo.get(`${T.history}?page=abc`)).status).toBe(404);
  });

  it('fail as the fault switch says, with the body it gives', async () => {
    expect(
      (await fail({ path: T.open, status: 500, times: 1, body: { message: 'Tickets are unavailable.' } })).status,
    ).toBeLessThan(300);
    expect(await answer(await demo.get(T.open))).toEqual({
      status: 500,
      body: { message: 'Tickets are unavailable.' },
    });
    expect((await demo.get(T.open)).status).toBe(200);
    expect((await fail({ path: 'customer/tickets/*', status: 503, method: 'POST', times: 1 })).status).toBeLessThan(
      300,
    );
    expect(
      (
        await demo.upload(
          T.create,
          form([
            ['subject', 's'],
            ['description', 'd'],
          ]),
        )
      ).status,
    ).toBe(503);
  });

  it('need a signed-in customer', async () => {
    const anonymous = new Client(app);
    for (const path of [T.open, T.history, T.countriesForSelect, apiPath(T.details, { id: 1 })]) {
      expect((await anonymous.get(path)).status, path).toBe(401);
    }
  });
});

describe('ticket details', () => {
  it('answer the ticket with its numbers, country, comments oldest first and signed attachment links', async () => {
    const rows = await allRows();
    const all = await Promise.all(rows.map((r) => details(r.id)));
    for (const ticket of all) {
      expect(Object.keys(ticket).sort()).toEqual(
        [
          'attachments',
          'author',
          'comments',
          'country',
          'created_at',
          'description',
          'dids',
          'id',
          'status',
          'subject',
          'type',
          'updated_at',
        ].sort(),
      );
      expect(ticket.author).toBe(DEMO_AUTHOR);
      const times = ticket.comments.map((comment) => comment.created_at);
      expect(times).toEqual([...times].sort());
      expect(ticket.comments.length).toBeLessThanOrEqual(4);
      for (const comment of ticket.comments) {
        expect([DEMO_AUTHOR, 'Support']).toContain(comment.author);
        expect(Object.keys(comment).sort()).toEqual(['attachments', 'author', 'body', 'created_at']);
      }
      const row = rows.find((r) => r.id === ticket.id)!;
      expect(ticket).toMatchObject(row);
    }
    const owned = new Set(demoDids());
    const aboutNumbers = all.filter((t) => t.dids.length > 0);
    expect(aboutNumbers.length).toBeGreaterThan(3);
    for (const ticket of aboutNumbers) {
      for (const did of ticket.dids) expect(owned.has(did)).toBe(true);
      expect(ticket.country).toEqual({ value: expect.any(Number), name: expect.any(String) });
    }
    expect(all.some((t) => t.country === null)).toBe(true);
    expect(all.some((t) => t.comments.length === 0)).toBe(true);
    expect(all.some((t) => t.comments.length >= 3)).toBe(true);
    const withFiles = all.filter((t) => t.attachments.length > 0);
    expect(withFiles.length).toBeGreaterThan(3);
    expect(all.some((t) => t.comments.some((comment) => (comment.attachments ?? []).length > 0))).toBe(true);
    for (const file of all.flatMap(filesOf)) {
      expect(file.content_url).toMatch(
        new RegExp(`^/api/v1/tickets/\\d+/\\d+/[0-9a-f]{64}/${encodeURIComponent(file.file_name)}$`),
      );
    }
  });

  it('signed links open the files without a token, with their type and the safe headers', async () => {
    const rows = await allRows();
    const files = (await Promise.all(rows.map((r) => details(r.id)))).flatMap(filesOf);
    const kinds = new Map<string, string>();
    for (const file of files) {
      const response = await new Client(app).get(file.content_url);
      expect(response.status, file.file_name).toBe(200);
      const type = response.headers.get('content-type') ?? '';
      kinds.set(file.file_name.split('.').pop()!, type);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
      expect(response.headers.get('content-disposition')).toMatch(/^inline; filename\*=UTF-8''/);
      const bytes = new Uint8Array(await response.arrayBuffer());
      if (type === 'application/pdf') expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
      else expect([...bytes.slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    }
    expect(Object.fromEntries(kinds)).toEqual({ pdf: 'application/pdf', png: 'image/png' });
    const forged = files[0].content_url.replace(/\/[0-9a-f]{64}\//, `/${'0'.repeat(64)}/`);
    expect((await new Client(app).get(forged)).status).toBe(404);
  });

  it("answer 404 for another customer's or an unknown ticket", async () => {
    const notFound = { status: 404, body: { detail: 'Not found.' } };
    expect(await answer(await demo.get(apiPath(T.details, { id: meteredTicket() })))).toEqual(notFound);
    expect(await answer(await demo.get(apiPath(T.details, { id: 999999 })))).toEqual(notFound);
    const metered = await signedIn(app, 'metered');
    expect((await metered.get(apiPath(T.details, { id: meteredTicket() }))).status).toBe(200);
  });
});

describe('countries for select', () => {
  it('answer the countries of the catalogue as {value, name}, by name', async () => {
    const countries = await json<SelectOption<number>[]>(await demo.get(T.countriesForSelect));
    const catalogue = db.prepare('SELECT id AS value, name FROM countries ORDER BY name').all();
    expect(countries).toEqual(catalogue);
    expect(countries).toContainEqual({ value: 1, name: 'Netherlands' });
  });
});

describe('creating a ticket', () => {
  it('stores the ticket, its numbers, country and files; it is new at the top of the open list', async () => {
    const [first, second] = demoDids();
    const response = await demo.upload(
      T.create,
      form([
        ['subject', 'Ticket - DID 123'],
        ['dids', first],
        ['dids', `+${second}`],
        ['country', '1'],
        ['description', 'Calls fail.'],
        ['attachments', pdf('trace.pdf')],
        ['attachments', png('screen shot.png')],
      ]),
    );
    expect(response.status).toBe(201);
    const created = await json<TicketWriteAnswer>(response);
    expect(created).toEqual({ message: `Ticket #${created.id} has been created.`, id: expect.any(Number) });
    const open = await list(T.open);
    expect(open.results[0]).toEqual({
      id: created.id,
      type: null,
      status: 'new',
      subject: 'Ticket - DID 123',
      created_at: new Date(CLOCK).toISOString(),
      updated_at: new Date(CLOCK).toISOString(),
    });
    const ticket = await details(created.id!);
    expect(ticket).toMatchObject({
      description: 'Calls fail.',
      author: DEMO_AUTHOR,
      dids: [first, second],
      country: { value: 1, name: 'Netherlands' },
      comments: [],
    });
    expect(ticket.attachments.map((a) => a.file_name)).toEqual(['trace.pdf', 'screen shot.png']);
    const image = await new Client(app).get(ticket.attachments[1].content_url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it('takes a ticket without numbers, country or files', async () => {
    const response = await demo.upload(
      T.create,
      form([
        ['subject', 'Question'],
        ['description', 'How?'],
      ]),
    );
    expect(response.status).toBe(201);
    const { id } = await json<TicketWriteAnswer>(response);
    expect(await details(id!)).toMatchObject({ dids: [], country: null, attachments: [], status: 'new' });
  });

  it('refuses each wrong field with a DRF body, and stores nothing', async () => {
    const before = await list(T.open);
    const refused = async (entries: [string, string | File][], body: Record<string, string[]>) =>
      expect(await answer(await demo.upload(T.create, form(entries)))).toEqual({ status: 400, body });
    const valid: [string, string | File][] = [
      ['subject', 'Subject'],
      ['description', 'Description'],
    ];
    await refused([], { subject: ['This field is required.'], description: ['This field is required.'] });
    await refused(
      [
        ['subject', '  '],
        ['description', 'd'],
        ['attachments', pdf('a.pdf')],
      ],
      { subject: ['This field is required.'] },
    );
    await refused([['subject', 'x'.repeat(256)], valid[1]], {
      subject: ['Ensure this field has no more than 255 characters.'],
    });
    const foreign = db.prepare<[], string>('SELECT did FROM dids WHERE customer_id = 2 LIMIT 1').pluck().get()!;
    await refused([...valid, ['dids', demoDids()[0]], ['dids', foreign], ['attachments', pdf('a.pdf')]], {
      dids: [`Select a valid choice. ${foreign} is not one of the available choices.`],
    });
    await refused([...valid, ['country', '999']], { country: ['Select a valid country.'] });
    await refused([...valid, ['country', 'NL']], { country: ['Select a valid country.'] });
    await refused([...valid, ['attachments', pdf('a.pdf')], ['attachments', new File(['<script>'], 'x.pdf')]], {
      attachments: [FILE_TYPE_NOT_ALLOWED],
    });
    await refused([...valid, ['attachments', new File(['MZ'], 'tool.exe')]], { attachments: [FILE_TYPE_NOT_ALLOWED] });
    await refused([...valid, ['attachments', new File([], 'empty.pdf')]], {
      attachments: ['The submitted file is empty.'],
    });
    await refused([...valid, ['attachments', 'not a file']], {
      attachments: ['The submitted data was not a file. Check the encoding type on the form.'],
    });
    expect(await list(T.open)).toEqual(before);
    expect(uploadedTicketFiles()).toEqual([]);
  });

  it('refuses a file of 50 MB + 1 byte with "File exceeds 50MB" and stores nothing; 2 MB is taken', async () => {
    const before = await list(T.open);
    const limit = 50 * 1024 * 1024;
    const response = await demo.upload(
      T.create,
      form([
        ['subject', 'Big'],
        ['description', 'd'],
        ['attachments', pdf('small.pdf')],
        ['attachments', pdf('huge.pdf', limit + 1)],
      ]),
    );
    expect(await answer(response)).toEqual({ status: 400, body: { attachments: ['File exceeds 50MB'] } });
    expect(await list(T.open)).toEqual(before);
    expect(uploadedTicketFiles()).toEqual([]);
    // Above the 1 MB of ordinary bodies: the ticket paths have the upload limit.
    const two = await demo.upload(
      T.create,
      form([
        ['subject', 'Two'],
        ['description', 'd'],
        ['attachments', pdf('two.pdf', 2 * 1024 * 1024)],
      ]),
    );
    expect(two.status).toBe(201);
  });

  it('answers 400 to a malformed multipart body, and 403 without the CSRF header', async () => {
    const before = await list(T.open);
    const post = (contentType: string, body: string) =>
      demo.call('POST', T.create, { raw: body, headers: { 'Content-Type': contentType } });
    const part = '--b0undary\r\nContent-Disposition: form-data; name="subject"\r\n\r\nHello\r\n';
    const refused = { status: 400, body: { detail: MALFORMED_MULTIPART } };
    expect(await answer(await post('multipart/form-data', `${part}--b0undary--\r\n`))).toEqual(refused);
    expect(await answer(await post('multipart/form-data; boundary=b0undary', part))).toEqual(refused);
    expect(await answer(await post('multipart/form-data; boundary=b0undary', 'garbage'))).toEqual(refused);
    const noCsrf = await demo.upload(
      T.create,
      form([
        ['subject', 's'],
        ['description', 'd'],
      ]),
      { csrf: false },
    );
    expect(noCsrf.status).toBe(403);
    expect(await list(T.open)).toEqual(before);
  });
});

describe('text fields that are no UTF-8 (issue 50 item 6)', () => {
  const raw = (contentType: string, ...chunks: (string | number[])[]) =>
    demo.call('POST', T.create, {
      raw: new Uint8Array(Buffer.concat(chunks.map((chunk) => Buffer.from(chunk)))),
      headers: { 'Content-Type': contentType },
    });
  const field = (name: string, value: string | number[]) => [
    `--b0undary\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`,
    value,
    '\r\n',
  ];
  const MULTIPART = 'multipart/form-data; boundary=b0undary';

  it('refuses a multipart text field with bytes that are no UTF-8, on the field, and stores nothing', async () => {
    const before = await list(T.open);
    const response = await raw(
      MULTIPART,
      ...field('subject', 'Caf\u00e9 ok'),
      ...field('description', [0x43, 0x61, 0x66, 0xe9, 0xff]),
      '--b0undary--\r\n',
    );
    expect(await answer(response)).toEqual({
      status: 400,
      body: { description: ['This field is not valid UTF-8 text.'] },
    });
    expect(await list(T.open)).toEqual(before);
  });

  it('takes UTF-8 text, a typed U+FFFD included, and a file whose bytes are no UTF-8', async () => {
    const response = await raw(
      MULTIPART,
      ...field('subject', 'Caf\u00e9 \ufffd'),
      ...field('description', 'Fa\u00e7ade'),
      '--b0undary\r\nContent-Disposition: form-data; name="attachments"; filename="scan.png"\r\n',
      'Content-Type: image/png\r\n\r\n',
      [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0xff, 0xfe, 0x00],
      '\r\n--b0undary--\r\n',
    );
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as TicketWriteAnswer & { id: number };
    expect((await details(id)).subject).toBe('Caf\u00e9 \ufffd');
  });

  it('refuses a urlencoded field whose escapes are no UTF-8', async () => {
    const response = await raw('application/x-www-form-urlencoded', 'subject=Hi&description=Caf%E9');
    expect(await answer(response)).toEqual({
      status: 400,
      body: { description: ['This field is not valid UTF-8 text.'] },
    });
  });
});

describe('commenting', () => {
  it('adds the comment by the customer, with its files under it, and moves the ticket up', async () => {
    const id = ticketOf('pending');
    const before = await details(id);
    const response = await demo.upload(
      apiPath(T.postComment, { id }),
      form([
        ['comment', 'Still failing.'],
        ['attachments', pdf('again.pdf')],
      ]),
    );
    expect(await answer(response)).toEqual({ status: 201, body: { message: 'Your comment has been posted.' } });
    const after = await details(id);
    const signed = (ticket: Ticket) => ({
      ...ticket,
      attachments: ticket.attachments.map((a) => ({ ...a, content_url: expect.any(String) })),
      comments: ticket.comments.map((comment) => ({
        ...comment,
        attachments: comment.attachments?.map((a) => ({ ...a, content_url: expect.any(String) })),
      })),
    });
    expect(after.comments).toEqual([
      ...signed(before).comments,
      {
        author: DEMO_AUTHOR,
        created_at: new Date(CLOCK).toISOString(),
        body: 'Still failing.',
        attachments: [{ file_name: 'again.pdf', content_url: expect.any(String) }],
      },
    ]);
    expect(after.updated_at).toBe(new Date(CLOCK).toISOString());
    expect(after.status).toBe(before.status);
    // The ticket's own files stay its own: the comment's file is under the comment.
    expect(after.attachments.map((a) => a.file_name)).toEqual(before.attachments.map((a) => a.file_name));
    expect((await list(T.open)).results[0].id).toBe(id);
  });

  it('refuses a missing comment and a wrong file, storing nothing', async () => {
    const id = ticketOf('open');
    const before = await details(id);
    const path = apiPath(T.postComment, { id });
    expect(await answer(await demo.upload(path, form([['attachments', pdf('a.pdf')]])))).toEqual({
      status: 400,
      body: { comment: ['This field is required.'] },
    });
    expect(
      await answer(
        await demo.upload(
          path,
          form([
            ['comment', 'c'],
            ['attachments', new File(['<html>'], 'page.html')],
          ]),
        ),
      ),
    ).toEqual({ status: 400, body: { attachments: [FILE_TYPE_NOT_ALLOWED] } });
    expect(await details(id)).toEqual({
      ...before,
      attachments: before.attachments.map((a) => ({ ...a, content_url: expect.any(String) })),
      comments: before.comments.map((comment) => ({
        ...comment,
        attachments: comment.attachments?.map((a) => ({ ...a, content_url: expect.any(String) })),
      })),
    });
    expect(uploadedTicketFiles()).toEqual([]);
  });

  it('refuses a closed or solved ticket with a message', async () => {
    for (const status of ['closed', 'solved']) {
      const id = ticketOf(status);
      const response = await demo.upload(apiPath(T.postComment, { id }), form([['comment', 'Reopen please']]));
      expect(await answer(response), status).toEqual({ status: 400, body: { message: CLOSED_MESSAGE } });
      expect((await details(id)).comments.map((c) => c.body)).not.toContain('Reopen please');
    }
  });

  it("answers 404 for another customer's or an unknown ticket", async () => {
    for (const id of [meteredTicket(), 999999]) {
      const response = await demo.upload(apiPath(T.postComment, { id }), form([['comment', 'Hello']]));
      expect(await answer(response)).toEqual({ status: 404, body: { detail: 'Not found.' } });
    }
    expect(db.prepare<[], number>("SELECT count(*) FROM ticket_comments WHERE body = 'Hello'").pluck().get()).toBe(0);
  });
});

describe('reset', () => {
  it('removes created tickets and their files, and restores the seeded attachments', async () => {
    const before = await list(T.open);
    await demo.upload(
      T.create,
      form([
        ['subject', 's'],
        ['description', 'd'],
        ['attachments', pdf('a.pdf')],
      ]),
    );
    expect(uploadedTicketFiles()).not.toEqual([]);
    const seeded = join(dir, 'uploads', 'seed', 'tickets', 'call-trace.pdf');
    expect(existsSync(seeded)).toBe(true);
    rmSync(seeded);
    const reset = await app.request('/__sandbox/reset', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(reset.status).toBe(200);
    expect(existsSync(seeded)).toBe(true);
    expect(uploadedTicketFiles()).toEqual([]);
    expect(await list(T.open)).toEqual(before);
  });
});
