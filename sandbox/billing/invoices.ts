/** Invoices: their reference numbers, the list's filters and the rows the API answers (spec part 2 sections 3, 7). */
import type Database from 'better-sqlite3';
import type { SandboxContext } from '@/sandbox/env';
import { badRequest } from '@/sandbox/errors';
import { money } from '@/sandbox/money';

export interface InvoiceRow {
  id: number;
  uuid: string;
  customer_id: number;
  reference_number: string;
  period_start: string;
  period_end: string;
  date_created: string;
  date_due: string;
  numbers_cents: number;
  traffic_cents: number;
  total_cents: number;
  pdf_path: string | null;
}

export interface InvoiceFilters {
  reference: string;
  dateFrom: string;
  dateTo: string;
  dueFrom: string;
  dueTo: string;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A YYYY-MM-DD date that exists, as DRF's DateField accepts it; anything else is its error. */
function dateParameter(c: SandboxContext, field: string, errors: Record<string, string[]>): string {
  const raw = (c.req.query(field) ?? '').trim();
  if (!raw) return '';
  const match = DATE.exec(raw);
  const date = match ? new Date(`${raw}T00:00:00Z`) : undefined;
  if (!date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== raw) {
    errors[field] = ['Date has wrong format. Use one of these formats instead: YYYY-MM-DD.'];
    return '';
  }
  return raw;
}

export function invoiceFilters(c: SandboxContext): InvoiceFilters {
  const errors: Record<string, string[]> = {};
  const filters = {
    reference: (c.req.query('reference_number') ?? '').trim(),
    dateFrom: dateParameter(c, 'date_from', errors),
    dateTo: dateParameter(c, 'date_to', errors),
    dueFrom: dateParameter(c, 'date_due_from', errors),
    dueTo: dateParameter(c, 'date_due_to', errors),
  };
  if (filters.reference.length > 64) errors.reference_number = ['Ensure this field has no more than 64 characters.'];
  if (Object.keys(errors).length > 0) throw badRequest(errors);
  return filters;
}

const WHERE = `customer_id = @customer
  AND (@reference = '' OR instr(lower(reference_number), lower(@reference)) > 0)
  AND (@dateFrom = '' OR date_created >= @dateFrom) AND (@dateTo = '' OR date_created <= @dateTo)
  AND (@dueFrom = '' OR date_due >= @dueFrom) AND (@dueTo = '' OR date_due <= @dueTo)`;

export function invoiceQueries(db: Database.Database) {
  type Params = InvoiceFilters & { customer: number };
  const count = db.prepare<[Params], { n: number }>(`SELECT COUNT(*) AS n FROM invoices WHERE ${WHERE}`);
  const page = db.prepare<[Params & { limit: number; offset: number }], InvoiceRow>(
    `SELECT * FROM invoices WHERE ${WHERE} ORDER BY date_created DESC, id DESC LIMIT @limit OFFSET @offset`,
  );
  const byUuid = db.prepare<[string, number], InvoiceRow>('SELECT * FROM invoices WHERE uuid = ? AND customer_id = ?');
  const byId = db.prepare<[number], InvoiceRow>('SELECT * FROM invoices WHERE id = ?');
  const lines = db.prepare<[number], { kind: 'number' | 'traffic'; description: string; amount_cents: number }>(
    'SELECT kind, description, amount_cents FROM invoice_lines WHERE invoice_id = ? ORDER BY kind, id',
  );
  const setPdf = db.prepare('UPDATE invoices SET pdf_path = ? WHERE id = ?');
  return {
    count: (customer: number, filters: InvoiceFilters) => count.get({ ...filters, customer })?.n ?? 0,
    page: (customer: number, filters: InvoiceFilters, limit: number, offset: number) =>
      page.all({ ...filters, customer, limit, offset }),
    byUuid: (uuid: string, customer: number) => byUuid.get(uuid, customer),
    byId: (id: number) => byId.get(id),
    lines: (id: number) => lines.all(id),
    setPdf: (id: number, path: string) => setPdf.run(path, id),
  };
}

export type InvoiceQueries = ReturnType<typeof invoiceQueries>;

/** The name the PDF is served under. */
export const invoiceFilename = (invoice: Pick<InvoiceRow, 'reference_number'>) => `${invoice.reference_number}.pdf`;

/** An invoice as the API answers it (spec part 2 section 3), with a freshly signed link to its PDF. */
export function invoiceAnswer(invoice: InvoiceRow, pdfLocation: string) {
  return {
    uuid: invoice.uuid,
    reference_number: invoice.reference_number,
    date_created: invoice.date_created,
    date_due: invoice.date_due,
    period_start: invoice.period_start,
    period_end: invoice.period_end,
    total: money(invoice.total_cents),
    traffic: money(invoice.traffic_cents),
    numbers: money(invoice.numbers_cents),
    pdf_location: pdfLocation,
  };
}
