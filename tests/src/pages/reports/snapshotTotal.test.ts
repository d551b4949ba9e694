/** The snapshot's computed Total and its CSV rows (issue 13 items 2 and 6). */
import { describe, expect, it } from 'vitest';
import { snapshotCsvRows, snapshotTotal } from '@/src/pages/reports/snapshotTotal';
import { toCsv } from '@/src/components/csv';

const row = (name: string, dids: number, cancellations: number, inbound: number, outbound: number) => ({
  country: { name, flag_href: `/flags/${name}.svg` },
  dids_amount: dids,
  cancellations_30_days: cancellations,
  minutes_last_7_days: { inbound, outbound },
});

describe('snapshotTotal', () => {
  it('sums every column of every row', () => {
    expect(snapshotTotal([row('Netherlands', 10, 1, 100, 20), row('Germany', 5, 0, 7, 3)])).toEqual({
      dids_amount: 15,
      cancellations_30_days: 1,
      minutes_last_7_days: { inbound: 107, outbound: 23 },
    });
  });

  it('is zero for no rows', () => {
    expect(snapshotTotal([])).toEqual({
      dids_amount: 0,
      cancellations_30_days: 0,
      minutes_last_7_days: { inbound: 0, outbound: 0 },
    });
  });
});

describe('snapshotCsvRows and toCsv', () => {
  it('writes the header, a line per country and the total, neutralising cells that start a formula', () => {
    const rows = snapshotCsvRows(
      [row('Netherlands', 10, 1, 100, 20), row('=HYPERLINK("x")', 5, 0, 7, 3)],
      ['Country', 'Active numbers', 'Cancellations 30 days', 'Inbound min 7 days', 'Outbound min 7 days'],
      'Total',
    );
    expect(toCsv(rows)).toBe(
      [
        'Country,Active numbers,Cancellations 30 days,Inbound min 7 days,Outbound min 7 days',
        'Netherlands,10,1,100,20',
        `"'=HYPERLINK(""x"")",5,0,7,3`,
        'Total,15,1,107,23',
        '',
      ].join('\r\n'),
    );
  });

  it('prefixes + - @ and a tab too, but writes numbers as they are', () => {
    expect(toCsv([['+1', '-2', '@a', '\tb', -3]])).toBe("'+1,'-2,'@a,'\tb,-3\r\n");
  });
});
