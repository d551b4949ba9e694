/**
 * An invoice as a real PDF (pdfkit, its standard Helvetica): the customer, the period, a line per number (its MRC)
 * and per number called (its traffic), and totals equal to the invoice's. Pages break where the lines run out.
 */
import PDFDocument from 'pdfkit';
import { money } from '@/sandbox/money';
import type { InvoiceRow } from './invoices';

export interface InvoiceCustomer {
  company_name: string;
  address: string;
  postal_code: string;
  city: string;
  country: string;
  vat_number: string;
  currency: string;
}

export interface InvoiceLine {
  kind: 'number' | 'traffic';
  description: string;
  amount_cents: number;
}

const MARGIN = 50;
const AMOUNT_X = 420;
const AMOUNT_WIDTH = 125;
const LINE_HEIGHT = 15;

export function invoicePdf(invoice: InvoiceRow, customer: InvoiceCustomer, lines: InvoiceLine[]): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    // Its language, as the product files declare theirs (sandbox/product/render.ts): the invoice is in English.
    lang: 'en',
    info: {
      Title: `Invoice ${invoice.reference_number}`,
      Author: 'DID customer portal sandbox',
      CreationDate: new Date(`${invoice.date_created}T00:00:00Z`),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  const amount = (cents: number) => `${money(cents)} ${customer.currency}`;
  const bottom = doc.page.height - MARGIN - LINE_HEIGHT;
  let y = MARGIN;
  const row = (label: string, value: string, bold = false) => {
    if (y > bottom) {
      doc.addPage();
      y = MARGIN;
    }
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    doc.text(label, MARGIN, y, { width: AMOUNT_X - MARGIN - 10, lineBreak: false, ellipsis: true });
    doc.text(value, AMOUNT_X, y, { width: AMOUNT_WIDTH, align: 'right', lineBreak: false });
    y += LINE_HEIGHT;
  };

  doc.font('Helvetica-Bold').fontSize(18).text(`Invoice ${invoice.reference_number}`, MARGIN, y);
  y += 30;
  doc.font('Helvetica').fontSize(10);
  for (const text of [
    customer.company_name,
    customer.address,
    `${customer.postal_code} ${customer.city}`,
    customer.country,
    `VAT ${customer.vat_number}`,
  ]) {
    doc.text(text, MARGIN, y);
    y += LINE_HEIGHT;
  }
  y += 10;
  row('Invoice date', invoice.date_created);
  row('Due date', invoice.date_due);
  row('Period', `${invoice.period_start} to ${invoice.period_end}`);
  y += 10;

  for (const [kind, title, total] of [
    ['number', 'Numbers (monthly rental)', invoice.numbers_cents],
    ['traffic', 'Traffic', invoice.traffic_cents],
  ] as const) {
    row(title, '', true);
    for (const line of lines.filter((candidate) => candidate.kind === kind))
      row(line.description, amount(line.amount_cents));
    row(`Total ${title.toLowerCase()}`, amount(total), true);
    y += 10;
  }
  row('Total', amount(invoice.total_cents), true);
  doc.end();
  return done;
}
