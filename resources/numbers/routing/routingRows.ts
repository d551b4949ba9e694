/**
 * The rows of the routing form (spec part 1 sections 2 and 5): always MAX_ROUTING_NUMBERS rows, saved entries first and
 * blank rows filling the rest; on save, a changed saved row is a PUT and a filled new row a POST.
 */
import { MAX_ROUTING_NUMBERS, type RoutingEntry } from '@/providers/types';
import type { RoutingBody } from '@/providers/api/numbers';

export interface RoutingRow {
  id: number | null;
  nature: string;
  number_out: string;
}

export const BLANK_ROW: RoutingRow = { id: null, nature: '', number_out: '' };

export function toRows(entries: RoutingEntry[]): RoutingRow[] {
  const rows = entries
    .slice(0, MAX_ROUTING_NUMBERS)
    .map((entry): RoutingRow => ({ id: entry.id, nature: String(entry.nature.id), number_out: entry.number_out }));
  while (rows.length < MAX_ROUTING_NUMBERS) rows.push({ ...BLANK_ROW });
  return rows;
}

const isBlank = (row: RoutingRow) => row.nature === '' && row.number_out.trim() === '';
export const sameRow = (a: RoutingRow, b: RoutingRow) =>
  a.id === b.id && a.nature === b.nature && a.number_out.trim() === b.number_out.trim();

export type RowChange =
  | { index: number; kind: 'create' | 'update'; body: RoutingBody }
  | { index: number; kind: 'invalid'; missing: ('nature' | 'number_out')[] };

/** What saving does with each row that differs from what is saved; a half-filled or cleared row is invalid. */
export function rowChanges(saved: RoutingRow[], rows: RoutingRow[]): RowChange[] {
  return rows.flatMap((row, index): RowChange[] => {
    if (saved[index] && sameRow(saved[index], row)) return [];
    if (row.id === null && isBlank(row)) return [];
    const missing = (['nature', 'number_out'] as const).filter((field) => row[field].trim() === '');
    if (missing.length) return [{ index, kind: 'invalid', missing: [...missing] }];
    const body: RoutingBody = { nature: { id: Number(row.nature) }, number_out: row.number_out.trim() };
    return [
      row.id === null ? { index, kind: 'create', body } : { index, kind: 'update', body: { id: row.id, ...body } },
    ];
  });
}

export interface ShadowValue {
  id: number | null;
  number: string;
}

/** The shadow routing number: POST when new, PUT when changed; clearing a saved one goes through Delete. */
export function shadowChange(saved: ShadowValue, value: string): 'create' | 'update' | 'required' | null {
  const typed = value.trim();
  if (typed === saved.number.trim()) return null;
  if (saved.id === null) return typed === '' ? null : 'create';
  return typed === '' ? 'required' : 'update';
}
