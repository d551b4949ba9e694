/** Plain-text tables for the terminal. */
import type { BenchReport } from './types';

export function formatTable(columns: string[], rows: string[][], numeric: number[] = []): string {
  const widths = columns.map((column, index) =>
    Math.max(column.length, ...rows.map((row) => (row[index] ?? '').length)),
  );
  const cell = (text: string, index: number) =>
    numeric.includes(index) ? text.padStart(widths[index]) : text.padEnd(widths[index]);
  const line = (row: string[]) => row.map(cell).join('  ').trimEnd();
  return [line(columns), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

export function formatReport(report: BenchReport): string {
  const parts = [`\n## ${report.title}\n`, formatTable(report.columns, report.rows, report.numeric)];
  for (const note of report.notes ?? []) parts.push(note);
  for (const check of report.checks ?? [])
    parts.push(`${check.pass ? 'PASS' : 'FAIL'}  ${check.label}: ${check.detail}`);
  return parts.join('\n');
}
