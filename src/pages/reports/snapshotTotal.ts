/**
 * The account snapshot's computed rows (spec part 2 section 3: the client adds the total): the Total of every column,
 * and the table as shown, total included, as the rows of its CSV.
 */
import type { SnapshotRow } from '@/providers/entities/reports';
import type { CsvCell } from '@/src/components/csv';

export type SnapshotFigures = Omit<SnapshotRow, 'country'>;

export function snapshotTotal(rows: readonly SnapshotRow[]): SnapshotFigures {
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

export const figuresOf = (row: SnapshotFigures): number[] => [
  row.dids_amount,
  row.cancellations_30_days,
  row.minutes_last_7_days.inbound,
  row.minutes_last_7_days.outbound,
];

/** The header (the columns' names but the flag's), a line per country, then the total under `totalLabel`. */
export function snapshotCsvRows(
  rows: readonly SnapshotRow[],
  header: readonly string[],
  totalLabel: string,
): CsvCell[][] {
  return [
    [...header],
    ...rows.map((row) => [row.country.name, ...figuresOf(row)]),
    [totalLabel, ...figuresOf(snapshotTotal(rows))],
  ];
}
