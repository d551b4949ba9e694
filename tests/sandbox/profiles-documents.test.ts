import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '@/sandbox/app';
import { openDatabase } from '@/sandbox/db';
import { FileStore } from '@/sandbox/fileStore';
import { answer, Client, signedIn, type App } from './client';
import type { ProfileDocument as Document } from '@/providers/types';

let app: App;
let demo: Client;
let dir: string;
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'profiles-documents-test-'));
  app = createApp({ db: openDatabase(':memory:'), files: new FileStore({ dir: join(dir, 'uploads') }) });
  demo = await signedIn(app, 'demo');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const json = async <T>(response: Response) => (await response.json()) as T;
const idOf = async (name: string) =>
  (
    await json<{ results: { id: number; name: string }[] }>(
      await demo.get(`customer/account?name=${encodeURIComponent(name)}`),
    )
  ).results.find((r) => r.name === name)!.id;
const documents = async (id: number) => json<Document[]>(await demo.get(`customer/account/${id}/documents`));
/** A PDF named `name`; with `size`, that many bytes: the PDF signature, then zeros. */
const pdf = (name: string, size = 0) => {
  if (!size) return new File([`%PDF-1.4\n% ${name}\n%%EOF\n`], name, { type: 'application/pdf' });
  const sized = new Uint8Array(size);
  sized.set(new TextEncoder().encode('%PDF-'));
  return new File([sized], name, { type: 'application/pdf' });
};
const form = (entries: [string, string | File][]) => {
  const body = new FormData();
  for (const [key, value] of entries) body.append(key, value);
  return body;
};

describe('documents list', () => {
  it('lists every version newest first; the newest validated one is active, every one for a multiple type', async () => {
    const list = await documents(await idOf('Northwind Telecom B.V.'));
    expect(list[0]).toEqual({
      id: expect.any(Number),
      document_type: { id: 3, name: 'Proof of address' },
      active: true,
      validated: 'Validated',
      date_submitted: '2025-06-20T14:05:00.000Z',
      document_filename: 'proof-of-address-2025.pdf',
      document_file: expect.stringMatching(
        /^\/api\/v1\/documents\/\d+\/\d+\/[0-9a-f]{64}\/proof-of-address-2025\.pdf$/,
      ),
    });
    const dates = list.map((d) => d.date_submitted);
    expect(dates).toEqual([...dates].sort().reverse());
    const ofType = (type: number) => list.filter((d) => d.document_type.id === type).map((d) => d.active);
    expect(ofType(3)).toEqual([true, false]);
    expect(ofType(6)).toEqual([true, true]);
  });

  it('shows the rejected proof of address of the Paris office, not active', async () => {
    const list = await documents(await idOf('Paris Sales Office'));
    expect(list.find((d) => d.document_type.id === 3)).toMatchObject({ validated: 'Rejected', active: false });
  });
});

describe('signed document links', () => {
  it('serve the bytes inline with their content type, without a token; a wrong signature is a 404', async () => {
    const list = await documents(await idOf('Northwind Telecom B.V.'));
    const image = list.find((d) => d.document_filename.endsWith('.png'))!;
    const response = await new Client(app).get(image.document_file);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-disposition')).toMatch(/^inline/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    const forged = image.document_file.replace(/\/[0-9a-f]{64}\//, `/${'0'.repeat(64)}/`);
    expect(await answer(await new Client(app).get(forged))).toEqual({ status: 404, body: { detail: 'Not found.' } });
    const other = list.find((d) => d.id !== image.id)!;
    const swapped = image.document_file.replace(`/documents/${image.id}/`, `/documents/${other.id}/`);
    expect((await new Client(app).get(swapped)).status).toBe(404);
  });
});

describe('uploads', () => {
  it('stores the files on disk as Pending versions, with the country and area, and serves them back', async () => {
    const id = await idOf('Northwind Rotterdam Office');
    const body = form([
      ['document_3', pdf('bill.pdf')],
      ['document_6', pdf('kyc-a.pdf')],
      ['document_6', pdf('kyc-b.pdf')],
      ['country', '1'],
    ]);
    expect(await answer(await demo.upload(`customer/account/${id}/documents`, body))).toEqual({
      status: 201,
      body: { message: 'Documents saved.' },
    });
    const list = await documents(id);
    expect(list.map((d) => [d.document_type.id, d.validated, d.active]).sort()).toEqual([
      [3, 'Pending', false],
      [6, 'Pending', false],
      [6, 'Pending', false],
    ]);
    expect(readdirSync(join(dir, 'uploads', String(id)))).toHaveLength(3);
    const bill = list.find((d) => d.document_filename === 'bill.pdf')!;
    const served = await new Client(app).get(bill.document_file);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(await served.text()).toContain('% bill.pdf');
  });

  it('a new version replaces a rejection: the Paris office becomes valid', async () => {
    const id = await idOf('Paris Sales Office');
    await demo.upload(
      `customer/account/${id}/documents`,
      form([
        ['document_3', pdf('new-bill.pdf')],
        ['country', '2'],
      ]),
    );
    expect(await json(await demo.get(`customer/account/${id}`))).toMatchObject({ valid: true });
  });

  it('refuses nothing sent, fields-only and unknown types, two files for a single type, and bad places', async () => {
    const id = await idOf('Northwind Rotterdam Office');
    const path = `customer/account/${id}/documents`;
    expect(await answer(await demo.upload(path, form([['country', '1']])))).toEqual({
      status: 400,
      body: { detail: 'No documents were sent.' },
    });
    expect(await answer(await demo.post(path, { document_1: 'x' }))).toEqual({
      status: 400,
      body: { detail: 'No documents were sent.' },
    });
    expect(
      await answer(
        await demo.upload(
          path,
          form([
            ['document_5', pdf('a.pdf')],
            ['document_14', pdf('b.pdf')],
            ['document_99', pdf('c.pdf')],
          ]),
        ),
      ),
    ).toEqual({
      status: 400,
      body: {
        document_5: ['This document type takes no file.'],
        document_14: ['This document type takes no file.'],
        document_99: ['This document type takes no file.'],
      },
    });
    expect(
      await answer(
        await demo.upload(
          path,
          form([
            ['document_1', pdf('a.pdf')],
            ['document_1', pdf('b.pdf')],
          ]),
        ),
      ),
    ).toEqual({
      status: 400,
      body: { document_1: ['Only one file can be sent for this document.'] },
    });
    expect(
      await answer(
        await demo.upload(
          path,
          form([
            ['document_1', pdf('a.pdf')],
            ['country', '999'],
            ['area', '1'],
          ]),
        ),
      ),
    ).toEqual({
      status: 400,
      body: { country: ['Select a valid country.'] },
    });
    expect(
      await answer(
        await demo.upload(
          path,
          form([
            ['document_1', pdf('a.pdf')],
            ['country', '2'],
            ['area', '1'],
          ]),
        ),
      ),
    ).toEqual({
      status: 400,
      body: { area: ['Select a valid area.'] },
    });
    expect(await documents(id)).toEqual([]);
    expect(existsSync(join(dir, 'uploads', String(id)))).toBe(false);
  });

  it('refuses a file of 50 MB + 1 byte with "File exceeds 50MB"; exactly 50 MB is taken', async () => {
    const id = await idOf('Northwind Rotterdam Office');
    const path = `customer/account/${id}/documents`;
    const limit = 50 * 1024 * 1024;
    expect(await answer(await demo.upload(path, form([['document_17', pdf('huge.pdf', limit + 1)]])))).toEqual({
      status: 400,
      body: { document_17: ['File exceeds 50MB'] },
    });
    expect((await demo.upload(path, form([['document_17', pdf('big.pdf', limit)]]))).status).toBe(201);
  });

  it("refuses another customer's profile and a missing CSRF header", async () => {
    const metered = await signedIn(app, 'metered');
    const theirs = (await json<{ results: { id: number }[] }>(await metered.get('customer/account'))).results[0].id;
    expect(
      (await demo.upload(`customer/account/${theirs}/documents`, form([['document_1', pdf('a.pdf')]]))).status,
    ).toBe(404);
    const own = await idOf('Northwind Rotterdam Office');
    const refused = await demo.upload(`customer/account/${own}/documents`, form([['document_1', pdf('a.pdf')]]), {
      csrf: false,
    });
    expect(refused.status).toBe(403);
  });
});

describe('request sizes and reset', () => {
  it('keeps ordinary bodies small', async () => {
    const response = await demo.post('customer/account', { name: 'x'.repeat(1024 * 1024 + 10) });
    expect(await answer(response)).toEqual({ status: 413, body: { detail: 'Request body is too large.' } });
  });

  it('POST /__sandbox/reset removes uploads and restores the seeded files', async () => {
    const id = await idOf('Northwind Rotterdam Office');
    await demo.upload(`customer/account/${id}/documents`, form([['document_1', pdf('a.pdf')]]));
    rmSync(join(dir, 'uploads', 'seed', 'kvk-extract.pdf'));
    expect(
      (await app.request('/__sandbox/reset', { method: 'POST', headers: { 'Content-Type': 'application/json' } }))
        .status,
    ).toBe(200);
    expect(existsSync(join(dir, 'uploads', String(id)))).toBe(false);
    expect(existsSync(join(dir, 'uploads', 'seed', 'kvk-extract.pdf'))).toBe(true);
    expect(await documents(id)).toEqual([]);
  });
});
