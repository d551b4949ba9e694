/**
 * A CSV made in the browser (a table as shown), with the rules of the sandbox's exports: RFC 4180 (a field with a
 * comma, a quote or a line break is quoted, quotes doubled, CRLF line ends), and no cell can become a spreadsheet
 * formula: a text starting with = + - @, a tab or a carriage return gets a leading apostrophe. Numbers are written as
 * they are.
 */
import { saveCsv } from '@/providers/http';

export type CsvCell = string | number | null;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** Saves the rows as `<name>-<yyyy-mm-dd>.csv`. */
export function downloadCsvRows(name: string, rows: readonly (readonly CsvCell[])[]): void {
  saveCsv(new Blob([toCsv(rows)], { type: 'text/csv;charset=utf-8' }), name);
}
