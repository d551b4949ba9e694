/**
 * The files of the product information pages, made from the same rows as their JSON: PDF (pdfkit, its standard
 * Helvetica, like the invoices), CSV (csv.ts, the one writer) and XLSX (exceljs). Dated at the seed day, so that
 * the same rows always make the same files.
 */
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import type { PriceListData } from '@/providers/entities/product';
import { type CsvCell, toCsv } from '@/sandbox/csv';
import { SEED_DATE } from '@/sandbox/db/seed';
import type { ProductDocument } from './documents';
import { type PriceList, TARIFF_COLUMNS } from './tariffs';

const MARGIN = 50;
const LINE_HEIGHT = 15;
const AUTHOR = 'DID customer portal sandbox';

interface Table {
  /** Header and width (points) of each column; a right-aligned column holds amounts. */
  columns: { title: string; width: number; right?: boolean }[];
  rows: string[][];
}

/** A document: a title, sections of text, then a table whose header repeats on every page. */
function pdf(title: string, sections: [string, string][], table?: Table): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    // The document's language (its /Lang, WCAG 3.1.1 by technique PDF16): a viewer that frames it, the portal's product
    // sheets page among them, and a screen reader read it as English. Every text of these files is English.
    lang: 'en',
    info: { Title: title, Author: AUTHOR, CreationDate: new Date(SEED_DATE) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  const width = doc.page.width - 2 * MARGIN;
  doc.font('Helvetica-Bold').fontSize(18).text(title, MARGIN, MARGIN, { width });
  doc.moveDown(0.5);
  for (const [heading, text] of sections) {
    if (heading) doc.font('Helvetica-Bold').fontSize(12).text(heading, { width });
    doc.font('Helvetica').fontSize(10).text(text, { width });
    doc.moveDown(0.5);
  }
  if (table) {
    const bottom = doc.page.height - MARGIN - LINE_HEIGHT;
    let y = doc.y + 5;
    const line = (cells: string[], bold: boolean) => {
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
      let x = MARGIN;
      table.columns.forEach((column, i) => {
        doc.text(cells[i] ?? '', x, y, {
          width: column.width - 6,
          align: column.right ? 'right' : 'left',
          lineBreak: false,
          ellipsis: true,
        });
        x += column.width;
      });
      y += LINE_HEIGHT;
    };
    const header = table.columns.map((column) => column.title);
    line(header, true);
    for (const row of table.rows) {
      if (y > bottom) {
        doc.addPage();
        y = MARGIN;
        line(header, true);
      }
      line(row, false);
    }
  }
  doc.end();
  return done;
}

export function priceListPdf(list: PriceList, data: PriceListData): Promise<Uint8Array> {
  return pdf(`Price list: ${list.tariff}`, [['', `${list.description} Currency: ${data.currency}.`]], {
    columns: [
      { title: 'Destination', width: 235 },
      { title: 'Prefix', width: 90 },
      { title: `Rate per minute (${data.currency})`, width: 85, right: true },
      { title: `Setup (${data.currency})`, width: 85, right: true },
    ],
    rows: data.rows.map((row) => [row.destination, row.prefix, row.rate, row.setup]),
  });
}

export function priceListCsv(data: PriceListData): Uint8Array {
  const rows = data.rows.map((row): CsvCell[] => [row.destination, row.prefix, row.rate, row.setup]);
  return new TextEncoder().encode(toCsv(TARIFF_COLUMNS, rows));
}

/** One sheet named after the tariff: the CSV's header, prefixes as text, rates as numbers with four decimals. */
export async function priceListXlsx(list: PriceList, data: PriceListData): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = AUTHOR;
  workbook.created = new Date(SEED_DATE);
  workbook.modified = new Date(SEED_DATE);
  const sheet = workbook.addWorksheet(list.tariff, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: 'destination', key: 'destination', width: 40 },
    { header: 'prefix', key: 'prefix', width: 12, style: { numFmt: '@' } },
    { header: 'rate', key: 'rate', width: 12, style: { numFmt: '0.0000' } },
    { header: 'setup', key: 'setup', width: 12, style: { numFmt: '0.0000' } },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const row of data.rows) {
    sheet.addRow({
      destination: row.destination,
      prefix: row.prefix,
      rate: Number(row.rate),
      setup: Number(row.setup),
    });
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

const columnWidth = (count: number) => Math.floor(495 / count);

export function documentPdf(document: ProductDocument): Promise<Uint8Array> {
  const table = document.table && {
    columns: document.table.columns.map((title) => ({
      title,
      width: columnWidth(document.table?.columns.length ?? 1),
    })),
    rows: document.table.rows,
  };
  return pdf(document.title, [['', document.description], ...document.sections], table);
}

export function documentCsv(document: ProductDocument): Uint8Array {
  return new TextEncoder().encode(toCsv(document.table?.columns ?? [], document.table?.rows ?? []));
}
