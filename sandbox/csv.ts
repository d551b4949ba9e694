/**
 * The one CSV writer of the sandbox: every export goes through it. RFC 4180 (a field with a comma, a quote or a line
 * break is quoted, quotes doubled, CRLF line ends), and no cell can become a spreadsheet formula: a string starting
 * with = + - @, a tab or a carriage return gets a leading apostrophe, which Excel and LibreOffice read as "text".
 *
 * Numbers (typeof number) are written as they are, so a negative amount stays a number: a number cannot carry a
 * formula. Strings always get the prefix, even "-5.00", since a string may come from what a customer typed.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Context } from 'hono';
import { DrfError } from './errors';

export type CsvCell = string | number | boolean | null;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (value === null) return '';
  if (typeof value !== 'string') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** `rows` may be any iterable (a statement's `iterate()`): each row becomes its line as it comes, no list of rows is made. */
export function toCsv(header: readonly string[], rows: Iterable<readonly CsvCell[]>): string {
  const lines = [header.map(csvCell).join(',')];
  for (const row of rows) lines.push(row.map(csvCell).join(','));
  return lines.join('\r\n') + '\r\n';
}

/** A CSV download named `filename`. */
export function csvResponse(
  c: Context,
  filename: string,
  header: readonly string[],
  rows: Iterable<readonly CsvCell[]>,
): Response {
  return c.body(toCsv(header, rows), 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${filename}"`,
    'X-Content-Type-Options': 'nosniff',
  });
}

/** The rows of one `csvStream` chunk. */
const CSV_CHUNK_ROWS = 1000;

const CSV_HEADERS = (filename: string) => ({
  'Content-Type': 'text/csv; charset=utf-8',
  'Content-Disposition': `attachment; filename="${filename}"`,
  'X-Content-Type-Options': 'nosniff',
});

/**
 * A CSV download written chunk by chunk: `next(limit)` answers the following rows, at most `limit` (fewer ends it). The server takes one turn of its event loop before each chunk, so that a large export does not hold
 * every other request (issue 50: ten parallel call-record exports pushed /health to 18 s). Each chunk is its own short
 * query: no statement stays open across turns, where it would keep the one connection busy. `done` runs once, when the
 * last chunk was written, the client went away, or a chunk failed.
 */
export function csvStream(
  c: Context,
  filename: string,
  header: readonly string[],
  next: (limit: number) => readonly (readonly CsvCell[])[],
  done: () => void = () => undefined,
): Response {
  const encoder = new TextEncoder();
  let finished = false;
  const finish = () => {
    if (!finished) done();
    finished = true;
  };
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`${header.map(csvCell).join(',')}\r\n`));
    },
    async pull(controller) {
      try {
        await nextTurn();
        const rows = next(CSV_CHUNK_ROWS);
        if (rows.length > 0)
          controller.enqueue(encoder.encode(rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('')));
        if (rows.length < CSV_CHUNK_ROWS) {
          controller.close();
          finish();
        }
      } catch (error) {
        controller.error(error);
        finish();
      }
    },
    cancel: finish,
  });
  return c.body(body, 200, CSV_HEADERS(filename));
}

/**
 * How many of one customer's streamed exports may run at once; one more is a 429 until one ends. A slot left by a
 * stream no one read or cancelled (a HEAD) frees itself after `staleMs`.
 */
export class ExportSlots {
  private readonly running = new Map<number, Set<{ started: number }>>();

  constructor(
    private readonly perCustomer = 2,
    private readonly now: () => number = Date.now,
    private readonly staleMs = 10 * 60 * 1000,
  ) {}

  /** Takes a slot for `customer` (throws the 429 when all are taken); answers its release, safe to call twice. */
  take(customer: number): () => void {
    const mine = this.running.get(customer) ?? new Set<{ started: number }>();
    for (const slot of mine) if (slot.started <= this.now() - this.staleMs) mine.delete(slot);
    if (mine.size >= this.perCustomer) {
      throw new DrfError(
        429,
        { detail: 'Too many exports at once: wait for one to finish, then try again.' },
        { 'Retry-After': '10' },
      );
    }
    const slot = { started: this.now() };
    mine.add(slot);
    this.running.set(customer, mine);
    return () => {
      mine.delete(slot);
      if (mine.size === 0 && this.running.get(customer) === mine) this.running.delete(customer);
    };
  }
}
