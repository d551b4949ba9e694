import { describe, expect, it } from 'vitest';
import { snapshotTop } from '@/src/pages/dashboard/snapshotTop';
import type { AccountSnapshotRow } from '@/providers/entities/dashboard';

const row = (
  name: string,
  dids: number,
  cancellations: number,
  inbound: number,
  outbound: number,
): AccountSnapshotRow => ({
  country: { name, flag_href: '' },
  dids_amount: dids,
  cancellations_30_days: cancellations,
  minutes_last_7_days: { inbound, outbound },
});

describe('dashboard snapshot: the first 3 countries and Others (spec part 2 section 4)', () => {
  it('keeps the first 3 countries in the order answered and sums every column of the rest', () => {
    const rows = [
      row('NL', 1, 0, 10, 1),
      row('FR', 50, 2, 500, 20),
      row('DE', 5, 1, 30, 3),
      row('IT', 7, 3, 70, 7),
      row('PT', 2, 1, 5, 4),
    ];
    const { countries, others } = snapshotTop(rows);
    expect(countries.map((r) => r.country.name)).toEqual(['NL', 'FR', 'DE']);
    expect(others).toEqual({
      dids_amount: 9,
      cancellations_30_days: 4,
      minutes_last_7_days: { inbound: 75, outbound: 11 },
    });
  });

  it('merges a single fourth country into Others on its own figures', () => {
    const { others } = snapshotTop([
      row('A', 1, 1, 1, 1),
      row('B', 1, 1, 1, 1),
      row('C', 1, 1, 1, 1),
      row('D', 4, 3, 2, 1),
    ]);
    expect(others).toEqual({
      dids_amount: 4,
      cancellations_30_days: 3,
      minutes_last_7_days: { inbound: 2, outbound: 1 },
    });
  });

  it('has no Others row with 3 countries or fewer', () => {
    expect(snapshotTop([row('A', 1, 0, 0, 0), row('B', 2, 0, 0, 0), row('C', 3, 0, 0, 0)]).others).toBeUndefined();
    expect(snapshotTop([row('A', 1, 0, 0, 0)])).toEqual({ countries: [row('A', 1, 0, 0, 0)] });
    expect(snapshotTop([])).toEqual({ countries: [] });
  });
});
