/**
 * The one CSV writer of the sandbox: every export goes through it. RFC 4180 (a field with a comma, a quote or a line
 * break is quoted, quotes doubled, CRLF line ends), and no cell can become a spreadsheet formula: a string starting
 * with = + - @, a tab or a carriage return gets a leading apostrophe, which Excel and LibreOffice read as "text".
 *
 * Numbers (typeof number) are written as they are, so a negative amount stays a number: a number cannot carry a
 * formula. Strings always get the prefix, even "-5.00", since a string may come from what a customer typed.
 */
import type { Context } from 'hono';

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
