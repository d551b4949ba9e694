/**
 * Product information (spec part 2 sections 3 and 7, issue 14): price lists with their tariff as JSON, PDF, CSV and
 * XLSX (the same rows in each), product sheets framable by the portal's viewer, terms; tokens, faults and headers.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type {
  PriceListData,
  PriceListItem,
  ProductSheet,
  TariffRow,
  TermsDocument,
} from '@/providers/entities/product';
import { ENDPOINTS, apiPath } from '@/providers/endpoints';
import { createApp } from '@/sandbox/app';
import { openDatabase } from '@/sandbox/db';
import { FileStore } from '@/sandbox/fileStore';
import { type App, Client, signedIn } from './client';
import { json } from './ordering-fixtures';
import { pdfTextLines } from './pdfText';

const P = ENDPOINTS.product;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const SANDBOXED = "sandbox; default-src 'none'";
const FRAMABLE = "default-src 'none'; frame-ancestors 'self'";

let app: App;
let demo: Client;
let dir: string;
let files: FileStore;
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'product-test-'));
  files = new FileStore({ dir: join(dir, 'uploads') });
  app = createApp({ db: openDatabase(':memory:'), files });
  demo = await signedIn(app, 'demo');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const anonymous = () => new Client(app);
const priceLists = async () => json<PriceListItem[]>(await demo.get(P.pricelist));
const sheets = async () => json<ProductSheet[]>(await demo.get(P.productSheet));
const terms = async () => json<TermsDocument[]>(await demo.get(P.terms));
const download = async (location: string) => {
  const response = await anonymous().get(location);
  expect(response.status, location).toBe(200);
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
};
const sandbox = (path: string, body?: unknown, method = 'POST') =>
  app.request(`/__sandbox/${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** RFC 4180 (quoted fields, doubled quotes, CRLF), enough to read the sandbox's own CSV back. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += ch;
  }
  return rows;
}

const signedLink = (name: string) => new RegExp(`^/api/v1/product/\\d+/\\d+/[0-9a-f]{64}/${name}$`);

describe('price lists', () => {
  it('lists the price lists with their tariff, data location and signed file links', async () => {
    const lists = await priceLists();
    expect(lists.map((list) => list.tariff)).toEqual(['Standard 2025', 'Wholesale 2025', 'Standard USD 2025']);
    for (const list of lists) {
      expect(Object.keys(list).sort()).toEqual(
        ['csv_location', 'description', 'location', 'pdf_location', 'tariff', 'xlsx_location'].sort(),
      );
      expect(list.description.length).toBeGreaterThan(10);
      expect(list.location).toMatch(/^\/api\/v1\/customer\/product\/pricelist\/[a-z0-9-]+\/data$/);
      expect(list.pdf_location).toMatch(signedLink('price-list-[a-z0-9-]+\\.pdf'));
      expect(list.csv_location).toMatch(signedLink('price-list-[a-z0-9-]+\\.csv'));
      expect(list.xlsx_location).toMatch(signedLink('price-list-[a-z0-9-]+\\.xlsx'));
    }
  });

  it('answers each tariff as JSON: the catalogue’s destinations, rates as four-decimal strings', async () => {
    const [standard, wholesale, usd] = await Promise.all(
      (await priceLists()).map(async (list) => json<PriceListData>(await demo.get(list.location))),
    );
    expect([standard.currency, wholesale.currency, usd.currency]).toEqual(['EUR', 'EUR', 'USD']);
    expect(standard.rows.length).toBeGreaterThanOrEqual(100);
    expect(standard.rows.length).toBeLessThanOrEqual(300);
    for (const row of standard.rows) {
      expect(Object.keys(row).sort()).toEqual(['destination', 'prefix', 'rate', 'setup']);
      expect(row.prefix).toMatch(/^\d+$/);
      expect(row.rate).toMatch(/^\d+\.\d{4}$/);
      expect(row.setup).toMatch(/^\d+\.\d{4}$/);
      expect(Number(row.rate)).toBeGreaterThan(0);
    }
    const destinations = standard.rows.map((row) => row.destination);
    expect(destinations).toEqual(
      expect.arrayContaining(['Netherlands - Fixed', 'Netherlands - Amsterdam', 'Netherlands - Mobile']),
    );
    expect(standard.rows.find((row) => row.destination === 'Netherlands - Amsterdam')?.prefix).toBe('3120');
    expect(standard.rows.find((row) => row.destination === 'Italy - Rome')?.prefix).toBe('3906');
    // Two cities of one area code share a row; no prefix is listed twice.
    expect(destinations).toContain('France - Lyon, Marseille');
    expect(new Set(standard.rows.map((row) => row.prefix)).size).toBe(standard.rows.length);
    // The same destinations in every list; wholesale is cheaper and has no setup fees.
    expect(wholesale.rows.map((row) => row.prefix)).toEqual(standard.rows.map((row) => row.prefix));
    wholesale.rows.forEach((row, i) => expect(Number(row.rate)).toBeLessThan(Number(standard.rows[i].rate)));
    expect(wholesale.rows.every((row) => row.setup === '0.0000')).toBe(true);
  });

  it('is deterministic: another sandbox answers the same rows', async () => {
    const other = await signedIn(createApp({ db: openDatabase(':memory:'), files }), 'metered');
    const [list] = await priceLists();
    expect(await json<PriceListData>(await other.get(list.location))).toEqual(
      await json<PriceListData>(await demo.get(list.location)),
    );
  });

  it('refuses an unknown price list (404) and anonymous callers (401)', async () => {
    expect((await demo.get(`${P.pricelist}/gold/data`)).status).toBe(404);
    const [list] = await priceLists();
    for (const path of [P.pricelist, list.location, P.productSheet, P.terms]) {
      expect((await anonymous().get(path)).status, path).toBe(401);
    }
  });

  it('makes a CSV of the same rows: UTF-8, header destination,prefix,rate,setup, downloaded as an attachment', async () => {
    for (const list of await priceLists()) {
      const data = await json<PriceListData>(await demo.get(list.location));
      const { response, bytes } = await download(list.csv_location);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename\*=UTF-8''price-list-.+\.csv$/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      const [header, ...rows] = parseCsv(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
      expect(header).toEqual(['destination', 'prefix', 'rate', 'setup']);
      expect(rows).toEqual(data.rows.map((row) => [row.destination, row.prefix, row.rate, row.setup]));
    }
  });

  it('makes an XLSX workbook of the same rows: prefixes as text, rates as numbers', async () => {
    const [list] = await priceLists();
    const data = await json<PriceListData>(await demo.get(list.location));
    const { response, bytes } = await download(list.xlsx_location);
    expect(response.headers.get('content-type')).toBe(XLSX);
    expect(response.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''price-list-standard.xlsx");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.name).toBe('Standard 2025');
    const values = (row: number) => [1, 2, 3, 4].map((column) => sheet.getRow(row).getCell(column).value);
    expect(values(1)).toEqual(['destination', 'prefix', 'rate', 'setup']);
    expect(sheet.rowCount).toBe(data.rows.length + 1);
    data.rows.forEach((row: TariffRow, i) => {
      const [destination, prefix, rate, setup] = values(i + 2);
      expect([destination, prefix], row.prefix).toEqual([row.destination, row.prefix]);
      expect(typeof rate).toBe('number');
      expect([Number(rate).toFixed(4), Number(setup).toFixed(4)]).toEqual([row.rate, row.setup]);
    });
  });

  it('makes a PDF of the same rows, shown inline', async () => {
    const lists = await priceLists();
    const usd = lists[2];
    const data = await json<PriceListData>(await demo.get(usd.location));
    const { response, bytes } = await download(usd.pdf_location);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe("inline; filename*=UTF-8''price-list-standard-usd.pdf");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const lines = pdfTextLines(bytes);
    expect(lines).toContain('Price list: Standard USD 2025');
    for (const row of data.rows) {
      expect(lines, row.destination).toContain(row.destination);
      expect(lines, row.prefix).toContain(row.prefix);
    }
    expect(lines).toContain(data.rows[0].rate);
  });
});

describe('product files', () => {
  it('are made on first request, kept in the file store, and made again after a reset emptied it', async () => {
    const folder = join(dir, 'uploads', 'product');
    expect(existsSync(folder)).toBe(false);
    const [list] = await priceLists();
    const first = (await download(list.csv_location)).bytes;
    expect(readdirSync(folder)).toHaveLength(1);
    await download(list.csv_location);
    expect(readdirSync(folder)).toHaveLength(1);
    expect((await sandbox('reset')).status).toBe(200);
    expect(existsSync(folder)).toBe(false);
    expect((await download(list.csv_location)).bytes).toEqual(first);
  });

  it('answer 404 to an altered link or an unknown file', async () => {
    const [list] = await priceLists();
    const status = async (path: string) => (await anonymous().get(path)).status;
    expect(await status(list.pdf_location.replace(/\.pdf$/, '.html'))).toBe(404);
    expect(await status(list.pdf_location.replace(/\/product\/\d+\//, '/product/999/'))).toBe(404);
    expect(await status(list.pdf_location.replace(/[0-9a-f]{64}/, '0'.repeat(64)))).toBe(404);
  });

  it('follow the fault switch like every other API path', async () => {
    const [list] = await priceLists();
    await sandbox('fail', { path: 'customer/product/*', status: 500 });
    expect((await demo.get(P.pricelist)).status).toBe(500);
    expect((await demo.get(list.location)).status).toBe(500);
    await sandbox('fail', { path: 'product/*', status: 503, times: 1 });
    expect((await anonymous().get(list.csv_location)).status).toBe(503);
    expect((await sandbox('fail', undefined, 'DELETE')).status).toBeLessThan(300);
    expect((await anonymous().get(list.csv_location)).status).toBe(200);
    await sandbox('maintenance', { on: true });
    expect((await demo.get(P.terms)).headers.get('X-Maintenance')).toBe('1');
  });
});

describe('product sheets', () => {
  it('list a viewer PDF, a PDF download and a CSV per sheet', async () => {
    const list = await sheets();
    expect(list.map((sheet) => sheet.description.split(':')[0])).toEqual([
      'Geographic numbers',
      'Toll-free numbers',
      'SIP trunking',
    ]);
    for (const sheet of list) {
      expect(Object.keys(sheet).sort()).toEqual(['csv_location', 'description', 'location', 'pdf_location']);
      expect(sheet.location).toMatch(signedLink('product-sheet-[a-z-]+\\.pdf'));
      expect(sheet.pdf_location).toMatch(signedLink('product-sheet-[a-z-]+\\.pdf'));
      expect(sheet.csv_location).toMatch(signedLink('product-sheet-[a-z-]+\\.csv'));
    }
  });

  it('hold the catalogue in their PDF and CSV', async () => {
    const [geographic] = await sheets();
    const { bytes } = await download(geographic.location);
    const lines = pdfTextLines(bytes);
    expect(lines).toEqual(expect.arrayContaining(['Geographic numbers', 'Amsterdam', 'Düsseldorf', 'Galway']));
    const csv = await download(geographic.csv_location);
    expect(csv.response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const [header, ...rows] = parseCsv(new TextDecoder().decode(csv.bytes));
    expect(header).toEqual(['country', 'area', 'dialling_code', 'area_code']);
    expect(rows).toContainEqual(['Netherlands', 'Amsterdam', '31', '20']);
    expect(rows.length).toBeGreaterThan(40);
  });

  it('declare their language, English, in the documents the product sheets page frames (issue 36, WCAG 3.1.1)', async () => {
    for (const sheet of await sheets()) {
      for (const location of [sheet.location, sheet.pdf_location]) {
        const { bytes } = await download(location);
        expect(Buffer.from(bytes).toString('latin1')).toMatch(/\/Lang \(en\)/);
      }
    }
  });

  it('are served framable by the portal’s own pages at location, sandboxed at pdf_location', async () => {
    for (const sheet of await sheets()) {
      const viewer = (await download(sheet.location)).response;
      expect(viewer.headers.get('content-type')).toBe('application/pdf');
      expect(viewer.headers.get('content-disposition')).toMatch(/^inline; /);
      expect(viewer.headers.get('content-security-policy')).toBe(FRAMABLE);
      expect(viewer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(viewer.headers.get('x-frame-options')).toBeNull();
      const downloaded = (await download(sheet.pdf_location)).response;
      expect(downloaded.headers.get('content-security-policy')).toBe(SANDBOXED);
    }
  });

  it('are the only framable files: a customer’s uploaded PDF keeps the sandbox', async () => {
    const body = new FormData();
    body.append('subject', 'Framing');
    body.append('description', 'An uploaded PDF.');
    body.append('attachments', new File(['%PDF-1.4\n% upload\n%%EOF\n'], 'upload.pdf', { type: 'application/pdf' }));
    const { id } = await json<{ id: number }>(await demo.upload(ENDPOINTS.tickets.create, body));
    const details = await json<{ attachments: { content_url: string }[] }>(
      await demo.get(apiPath(ENDPOINTS.tickets.details, { id })),
    );
    const upload = (await download(details.attachments[0].content_url)).response;
    expect(upload.headers.get('content-type')).toBe('application/pdf');
    expect(upload.headers.get('content-security-policy')).toBe(SANDBOXED);
    // Every other product file keeps the sandbox too.
    const lists = await priceLists();
    const others = [
      ...lists.flatMap((list) => [list.pdf_location, list.csv_location, list.xlsx_location]),
      ...(await sheets()).map((sheet) => sheet.csv_location),
      ...(await terms()).map((document) => document.pdf_location),
    ];
    for (const location of others) {
      expect((await download(location)).response.headers.get('content-security-policy'), location).toBe(SANDBOXED);
    }
  });
});

describe('terms', () => {
  it('list the general terms and the data processing agreement, each a PDF', async () => {
    const list = await terms();
    expect(list).toHaveLength(2);
    expect(list.map((document) => Object.keys(document).sort())).toEqual([
      ['description', 'pdf_location'],
      ['description', 'pdf_location'],
    ]);
    const titles = ['General terms and conditions', 'Data processing agreement'];
    for (const [i, document] of list.entries()) {
      expect(document.pdf_location).toMatch(signedLink('[a-z-]+\\.pdf'));
      const { response, bytes } = await download(document.pdf_location);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toMatch(/^inline; filename\*=UTF-8''[a-z-]+\.pdf$/);
      expect(pdfTextLines(bytes)).toContain(titles[i]);
    }
  });
});
