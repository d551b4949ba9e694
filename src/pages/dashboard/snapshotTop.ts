/**
 * The dashboard's account snapshot (spec part 2 section 4): the first 3 countries as the API lists them, the rest
 * merged into one Others row whose every column is the sum of the merged rows. No Others row with 3 countries or fewer.
 */
import type { AccountSnapshotRow } from '@/providers/entities/dashboard';
import { snapshotTotal, type SnapshotFigures } from '@/src/pages/reports/snapshotTotal';

export type { SnapshotFigures };

export interface SnapshotTop {
  countries: AccountSnapshotRow[];
  others?: SnapshotFigures;
}

export const SNAPSHOT_TOP = 3;

export function snapshotTop(rows: readonly AccountSnapshotRow[], top: number = SNAPSHOT_TOP): SnapshotTop {
  const countries = rows.slice(0, top);
  return rows.length > top ? { countries, others: snapshotTotal(rows.slice(top)) } : { countries };
}
