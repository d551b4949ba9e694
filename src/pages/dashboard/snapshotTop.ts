/**
 * The dashboard's account snapshot (spec part 2 section 4): the first 3 countries as the API lists them, the rest
 * merged into one Others row whose every column is the sum of the merged rows. No Others row with 3 countries or fewer.
 */
import type { AccountSnapshotRow } from '../../../providers/entities/dashboard';

export type SnapshotFigures = Omit<AccountSnapshotRow, 'country'>;

export interface SnapshotTop {
  countries: AccountSnapshotRow[];
  others?: SnapshotFigures;
}

export const SNAPSHOT_TOP = 3;

export function sumFigures(rows: readonly SnapshotFigures[]): SnapshotFigures {
  return rows.reduce<SnapshotFigures>(
    (sum, row) => ({
      dids_amount: sum.dids_amount + row.dids_amount,
      cancellations_30_days: sum.cancellations_30_days + row.cancellations_30_days,
      minutes_last_7_days: {
        inbound: sum.minutes_last_7_days.inbound + row.minutes_last_7_days.inbound,
        outbound: sum.minutes_last_7_days.outbound + row.minutes_last_7_days.outbound,
      },
    }),
    { dids_amount: 0, cancellations_30_days: 0, minutes_last_7_days: { inbound: 0, outbound: 0 } },
  );
}

export function snapshotTop(rows: readonly AccountSnapshotRow[], top: number = SNAPSHOT_TOP): SnapshotTop {
  const countries = rows.slice(0, top);
  return rows.length > top ? { countries, others: sumFigures(rows.slice(top)) } : { countries };
}
