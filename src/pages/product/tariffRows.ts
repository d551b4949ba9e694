/** The tariff table's pure rules: the search over destination and prefix, and the page of rows shown. */
import type { TariffRow } from '@/providers/types';

/** Rows whose destination contains the words typed (any case), or whose prefix starts with the digits typed. */
export function matchingRows(rows: readonly TariffRow[], search: string): TariffRow[] {
  const text = search.trim().toLowerCase();
  if (!text) return [...rows];
  const digits = text.replace(/^\+/, '').replace(/\s/g, '');
  const byPrefix = /^\d+$/.test(digits);
  return rows.filter(
    (row) =>
      row.destination.toLowerCase().includes(text) || (byPrefix && row.prefix.replace(/^\+/, '').startsWith(digits)),
  );
}

export const pageOf = <T>(rows: readonly T[], page: number, perPage: number): T[] =>
  rows.slice(page * perPage, (page + 1) * perPage);
