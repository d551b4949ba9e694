/**
 * Issue 37, items 3 and 4: one file-name rule on every upload path (folders and control characters stripped, at most
 * 255 characters), names stored before answered as they are, and a per-customer upload quota refused on the field.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProfileDocument as Document } from '@/providers/types';
import { createApp } from '@/sandbox/app';
import { openDatabase, type Db } from '@/sandbox/db';
import { FileStore } from '@/sandbox/fileStore';
import { answer, type App, Client, signedIn } from './client';

/** Small enough that a test fills it with a few kilobytes: demo's seeded files take 10,896 bytes of it. */
const QUOTA = 16 * 1024;
const QUOTA_MESSAGE = 'Upload quota exceeded: the files of your account may take at most 16 kB in total.';

let dir: string;
let files: FileStore;
let db: Db;
let app: App;
let demo: Client;
let profileId: number;
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'uploads-test-'));
  files = new FileStore({ dir: join(dir, 'uploads'), quotaBytes: QUOTA });
  db = openDatabase(':memory:');
  app = createApp({ db, files });
  demo = await signedIn(app, 'demo');
  const list = (await (await demo.get('customer/account?name=Rotterdam')).json()) as { results: { id: number }[] };
  profileId = list.results[0].id;
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A PDF (by its first bytes) of `size` bytes. */
const pdf = (name: string, size = 200) => new File(['%PDF-1.4\n'.padEnd(size, '%')], name, { type: 'application/pdf' });
const documentsPath = () => `customer/account/${profileId}/documents`;
const FRENCH = { 'Accept-Language': 'fr-FR,fr;q=0.9' };
const documentForm = (file: File) => {
  const body = new FormData();
  body.append('document_17', file);
  return body;
};
const uploadDocument = (file: File, client = demo) => client.upload(documentsPath(), documentForm(file));
const documents = async () => (await (await demo.get(documentsPath())).json()) as Document[];
const createTicket = (file: File, client = demo) => {
  const body = new FormData();
  body.append('subject', 'Quota');
  body.append('description', 'With a file.');
  body.append('attachments', file);
  return client.upload('customer/tickets/create', body);
};
const storedFiles = () => readdirSync(files.dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());

describe('the file-name rule of every upload', () => {
  it("keeps an end user's document under its name without folders or control characters", async () => {
    expect((await uploadDocument(pdf('../../../etc/passwd.pdf'))).status).toBe(201);
    expect((await uploadDocument(pdf('C:\\fakepath\\in\u0007voice\u202e\u0000 march.pdf'))).status).toBe(201);
    const names = (await documents()).map((document) => document.document_filename);
    expect(names).toContain('passwd.pdf');
    expect(names).toContain('invoice march.pdf');
    const link = (await documents()).find((document) => document.document_filename === 'passwd.pdf')!.document_file;
    expect(link).toMatch(/\/passwd\.pdf$/);
  });

  it('refuses a name over 255 characters, or none left, on the field, and stores nothing', async () => {
    const before = storedFiles().length;
    const long = `${'a'.repeat(4996)}.pdf`;
    expect(await answer(await uploadDocument(pdf(long)))).toEqual({
      status: 400,
      body: { document_17: ['Ensure this filename has at most 255 characters (it has 5000).'] },
    });
    expect(await answer(await uploadDocument(pdf('folder/\u0001\u0002')))).toEqual({
      status: 400,
      body: { document_17: ['No filename could be determined.'] },
    });
    expect(await answer(await createTicket(pdf(`x/${long}`)))).toEqual({
      status: 400,
      body: { attachments: ['Ensure this filename has at most 255 characters (it has 5000).'] },
    });
    expect(storedFiles()).toHaveLength(before);
  });

  it('answers the names stored before as they are: the rule applies on upload', async () => {
    const seeded = db
      .prepare<[], { id: number; profile: number }>(
        `SELECT d.id, d.profile_id AS profile FROM profile_documents d
        JOIN profiles p ON p.id = d.profile_id JOIN users u ON u.customer_id = p.customer_id WHERE u.login = 'demo'`,
      )
      .get()!;
    db.prepare('UPDATE profile_documents SET filename = ? WHERE id = ?').run('../old\u0007name.pdf', seeded.id);
    const listed = (await (await demo.get(`customer/account/${seeded.profile}/documents`)).json()) as Document[];
    expect(listed.find((document) => document.id === seeded.id)?.document_filename).toBe('../old\u0007name.pdf');
  });
});

describe('the upload quota of a customer', () => {
  it('refuses a document or an attachment that would take the account over its quota, on the field', async () => {
    expect((await uploadDocument(pdf('first.pdf', 4000))).status).toBe(201);
    const before = storedFiles().length;
    const tickets = db.prepare('SELECT count(*) FROM tickets').pluck().get();

    expect(await answer(await uploadDocument(pdf('second.pdf', 2000)))).toEqual({
      status: 400,
      body: { document_17: [QUOTA_MESSAGE] },
    });
    expect(await answer(await createTicket(pdf('log.pdf', 2000)))).toEqual({
      status: 400,
      body: { attachments: [QUOTA_MESSAGE] },
    });
    // In the portal's language, as the server's labels are.
    expect(
      await answer(await demo.upload(documentsPath(), documentForm(pdf('troisième.pdf', 2000)), { headers: FRENCH })),
    ).toEqual({
      status: 400,
      body: {
        document_17: ['Quota de dépôt dépassé : les fichiers de votre compte peuvent occuper au plus 16 Ko au total.'],
      },
    });
    expect(storedFiles()).toHaveLength(before);
    expect(db.prepare('SELECT count(*) FROM tickets').pluck().get()).toBe(tickets);
    expect((await documents()).map((document) => document.document_filename)).not.toContain('second.pdf');

    // What is left still fits; another customer has a quota of its own.
    expect((await createTicket(pdf('small.pdf', 1000))).status).toBe(201);
    expect((await createTicket(pdf('metered.pdf', 8000), await signedIn(app, 'metered'))).status).toBe(201);
  });
});

describe('the files of one upload (issue 50)', () => {
  const TOO_MANY = { attachments: ['Send at most 20 files at a time.'] };
  const ticketWith = (count: number) => {
    const body = new FormData();
    body.append('subject', 'Many files');
    body.append('description', 'With files.');
    for (let i = 0; i < count; i += 1) body.append('attachments', pdf(`page-${i}.pdf`, 16));
    return body;
  };

  it('takes 20 attachments and refuses 21 on the field, storing none of them', async () => {
    const created = await demo.upload('customer/tickets/create', ticketWith(20));
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const stored = storedFiles().length;
    expect(await answer(await demo.upload('customer/tickets/create', ticketWith(21)))).toEqual({
      status: 400,
      body: TOO_MANY,
    });
    const comment = ticketWith(21);
    comment.append('comment', 'More files.');
    expect(await answer(await demo.upload(`customer/tickets/${id}/post-comment`, comment))).toEqual({
      status: 400,
      body: TOO_MANY,
    });
    expect(storedFiles()).toHaveLength(stored);
  });

  it("refuses more than 20 of a profile's documents in one save, on each document that carries files", async () => {
    const body = new FormData();
    for (let i = 0; i < 11; i += 1) body.append('document_17', pdf(`a-${i}.pdf`, 16));
    for (let i = 0; i < 10; i += 1) body.append('document_5', pdf(`b-${i}.pdf`, 16));
    const before = (await documents()).length;
    expect(await answer(await demo.upload(documentsPath(), body))).toEqual({
      status: 400,
      body: { document_17: ['Send at most 20 files at a time.'], document_5: ['Send at most 20 files at a time.'] },
    });
    expect(await documents()).toHaveLength(before);
  });
});
