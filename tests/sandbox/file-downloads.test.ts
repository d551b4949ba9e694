/**
 * Issue 37, item 1: a download link is checked before any file is made. A refused link (wrong signature) of a file
 * made on demand (an invoice's PDF, a product file) renders nothing and stores nothing (no file in the store's folder,
 * no invoice's `pdf_path` set); the right link still works.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PriceListItem } from '@/providers/entities/product';
import { ENDPOINTS } from '@/providers/endpoints';
import { createApp } from '@/sandbox/app';
import { openDatabase, type Db } from '@/sandbox/db';
import { FileStore } from '@/sandbox/fileStore';
import { type App, Client, signedIn } from './client';
import { json } from './ordering-fixtures';

let dir: string;
let files: FileStore;
let db: Db;
let app: App;
let demo: Client;
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'file-downloads-test-'));
  files = new FileStore({ dir: join(dir, 'uploads') });
  db = openDatabase(':memory:');
  app = createApp({ db, files });
  demo = await signedIn(app, 'demo');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The files stored under one scope's folder of the store. */
const storedIn = (scope: string) => (existsSync(join(files.dir, scope)) ? readdirSync(join(files.dir, scope)) : []);

/** The link with another (well-formed) signature: the last 64 hex digits before the file name changed. */
const forged = (link: string) =>
  link.replace(/\/([0-9a-f]{64})\//, (_, hex: string) => `/${'0'.repeat(63)}${hex[0] === '0' ? '1' : '0'}/`);

const anonymous = (link: string) => new Client(app).get(link);

describe('a download link of a file made on demand', () => {
  it('renders and stores no invoice PDF for a wrong signature; the right link renders it once', async () => {
    // The sandbox's invoice PDF is made on the first valid download and kept (pdf_path): none made, none kept.
    const page = await json<{ results: { pdf_location: string }[] }>(await demo.get('customer/invoices'));
    const link = page.results[0].pdf_location;
    for (let i = 0; i < 3; i += 1) expect((await anonymous(forged(link))).status).toBe(404);
    expect(storedIn('invoices')).toEqual([]);
    expect(db.prepare('SELECT count(*) FROM invoices WHERE pdf_path IS NOT NULL').pluck().get()).toBe(0);

    const response = await anonymous(link);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect((await anonymous(link)).status).toBe(200);
    expect(storedIn('invoices')).toHaveLength(1);
  });

  it('makes and stores no product file for a wrong signature', async () => {
    const [list] = await json<PriceListItem[]>(await demo.get(ENDPOINTS.product.pricelist));
    for (const link of [list.pdf_location, list.csv_location, list.xlsx_location]) {
      expect((await anonymous(forged(link))).status).toBe(404);
    }
    expect(storedIn('product')).toEqual([]);
    expect((await anonymous(list.csv_location)).status).toBe(200);
    expect(storedIn('product')).toHaveLength(1);
  });
});
