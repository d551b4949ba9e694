/** Uploaded files can never run script on the portal's origin: type checks, stored types, serving headers and signed links. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '@/sandbox/app';
import { openDatabase, type Db } from '@/sandbox/db';
import { FileStore, LINK_LIFETIME_MS } from '@/sandbox/fileStore';
import { MALFORMED_MULTIPART } from '@/sandbox/routes/profile-documents';
import { FILE_TYPE_NOT_ALLOWED } from '@/providers/fileTypes';
import type { ProfileDocument as Document } from '@/providers/types';
import { answer, Client, signedIn, type App } from './client';

let app: App;
let db: Db;
let demo: Client;
let files: FileStore;
let dir: string;
let clock: number;
let profileId: number;
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'file-store-test-'));
  clock = Date.parse('2025-09-01T09:00:00.000Z');
  files = new FileStore({ dir: join(dir, 'uploads'), now: () => clock });
  db = openDatabase(':memory:');
  app = createApp({ db, files });
  demo = await signedIn(app, 'demo');
  const list = (await (await demo.get('customer/account?name=Rotterdam')).json()) as { results: { id: number }[] };
  profileId = list.results[0].id;
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const path = () => `customer/account/${profileId}/documents`;
const documents = async () => (await (await demo.get(path())).json()) as Document[];
const form = (key: string, file: File) => {
  const body = new FormData();
  body.append(key, file);
  return body;
};
const PDF = '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n';
const DOCX = new Uint8Array([
  0x50,
  0x4b,
  0x03,
  0x04,
  0x14,
  0,
  0x06,
  0,
  0x08,
  0,
  0,
  0,
  0x21,
  0,
  ...new TextEncoder().encode('[Content_Types].xml'),
]);

/** Uploads one file as a new version of document type 17 (last invoice) and answers its listed document. */
async function uploaded(file: File): Promise<Document> {
  expect((await demo.upload(path(), form('document_17', file))).status).toBe(201);
  return (await documents()).find((d) => d.document_filename === file.name)!;
}

describe('uploads refused by type', () => {
  it.each([
    ['HTML', new File(['<!DOCTYPE html><script>alert(document.cookie)</script>'], 'evil.html', { type: 'text/html' })],
    [
      'SVG',
      new File(['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'], 'evil.svg', { type: 'image/svg+xml' }),
    ],
    [
      'HTML named .pdf',
      new File(['<html><script>alert(1)</script></html>'], 'invoice.pdf', { type: 'application/pdf' }),
    ],
  ])('refuses %s with the message on its field, and stores nothing', async (_, file) => {
    expect(await answer(await demo.upload(path(), form('document_3', file)))).toEqual({
      status: 400,
      body: { document_3: [FILE_TYPE_NOT_ALLOWED] },
    });
    expect(await documents()).toEqual([]);
    expect(existsSync(join(dir, 'uploads', String(profileId)))).toBe(false);
  });

  it('refuses the whole upload when one of several files is not allowed', async () => {
    const body = form('document_6', new File([PDF], 'ok.pdf'));
    body.append('document_6', new File(['MZ\x90\x00'], 'setup.exe'));
    expect(await answer(await demo.upload(path(), body))).toEqual({
      status: 400,
      body: { document_6: [FILE_TYPE_NOT_ALLOWED] },
    });
    expect(await documents()).toEqual([]);
  });
});

describe('serving', () => {
  it('serves a PDF inline with nosniff and a sandboxing CSP', async () => {
    const document = await uploaded(new File([PDF], 'résumé (1).pdf', { type: 'application/pdf' }));
    const response = await new Client(app).get(document.document_file);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe("inline; filename*=UTF-8''r%C3%A9sum%C3%A9%20%281%29.pdf");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
    expect(await response.text()).toBe(PDF);
  });

  it('serves a DOCX as an attachment', async () => {
    const document = await uploaded(new File([DOCX], 'contract.docx', { type: 'application/octet-stream' }));
    const response = await new Client(app).get(document.document_file);
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(response.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''contract.docx");
    expect(response.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
  });

  it("stores and serves the type the server decided, not the client's", async () => {
    const document = await uploaded(new File([PDF], 'bill.pdf', { type: 'text/html' }));
    const row = db.prepare('SELECT content_type, file_path FROM profile_documents WHERE id = ?').get(document.id) as {
      content_type: string;
      file_path: string;
    };
    expect(row).toEqual({ content_type: 'application/pdf', file_path: expect.stringMatching(/\.pdf$/) });
    expect((await new Client(app).get(document.document_file)).headers.get('content-type')).toBe('application/pdf');
  });

  it('serves a stored file of a type outside the allowlist (an older upload) as an octet-stream attachment', async () => {
    const document = await uploaded(new File([PDF], 'old.pdf'));
    db.prepare("UPDATE profile_documents SET content_type = 'text/html' WHERE id = ?").run(document.id);
    const response = await new Client(app).get(document.document_file);
    expect(response.headers.get('content-type')).toBe('application/octet-stream');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment;/);
  });

  it('serves the templates through the same headers', async () => {
    const response = await new Client(app).get('/api/v1/templates/kyc-form.pdf');
    expect(response.headers.get('content-disposition')).toBe("inline; filename*=UTF-8''kyc-form.pdf");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
  });
});

describe('signed links', () => {
  it('expire one hour after they were listed; listing again signs afresh', async () => {
    const document = await uploaded(new File([PDF], 'bill.pdf'));
    clock += LINK_LIFETIME_MS - 1000;
    expect((await new Client(app).get(document.document_file)).status).toBe(200);
    clock += 2000;
    expect(await answer(await new Client(app).get(document.document_file))).toEqual({
      status: 404,
      body: { detail: 'Not found.' },
    });
    const fresh = (await documents()).find((d) => d.id === document.id)!;
    expect((await new Client(app).get(fresh.document_file)).status).toBe(200);
  });

  it('open only the file, customer and name they were signed for', async () => {
    const document = await uploaded(new File([PDF], 'bill.pdf'));
    const other = await uploaded(new File([PDF], 'other.pdf'));
    const get = async (link: string) => (await new Client(app).get(link)).status;
    expect(await get(files.link('documents', { id: document.id, customerId: 1, filename: 'bill.pdf' }))).toBe(200);
    expect(await get(files.link('documents', { id: document.id, customerId: 2, filename: 'bill.pdf' }))).toBe(404);
    expect(await get(document.document_file.replace(/\/bill\.pdf$/, '/bill.html'))).toBe(404);
    expect(await get(files.link('documents', { id: document.id, customerId: 1, filename: 'bill.html' }))).toBe(404);
    expect(await get(document.document_file.replace(`/documents/${document.id}/`, `/documents/${other.id}/`))).toBe(
      404,
    );
    expect(
      await get(
        files
          .link('tickets', { id: document.id, customerId: 1, filename: 'bill.pdf' })
          .replace('/tickets/', '/documents/'),
      ),
    ).toBe(404);
    const later = String(Math.floor(clock / 1000) + 7200);
    expect(await get(document.document_file.replace(/\/\d+\/([0-9a-f]{64})\//, `/${later}/$1/`))).toBe(404);
  });
});

describe('malformed multipart bodies', () => {
  const post = (contentType: string, body: string) =>
    demo.call('POST', path(), { raw: body, headers: { 'Content-Type': contentType } });
  const part =
    '--b0undary\r\nContent-Disposition: form-data; name="document_3"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\r\n';

  it('answer 400 with a detail: no boundary, a truncated body, garbage', async () => {
    const refused = { status: 400, body: { detail: MALFORMED_MULTIPART } };
    expect(await answer(await post('multipart/form-data', `${part}--b0undary--\r\n`))).toEqual(refused);
    expect(await answer(await post('multipart/form-data; boundary=b0undary', part))).toEqual(refused);
    expect(await answer(await post('multipart/form-data; boundary=b0undary', 'not multipart at all'))).toEqual(refused);
    expect(await documents()).toEqual([]);
  });

  it('a well-formed one is taken', async () => {
    expect((await post('multipart/form-data; boundary=b0undary', `${part}--b0undary--\r\n`)).status).toBe(201);
  });
});
