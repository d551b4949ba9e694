/** The call records' summary's pure rules (issue 13 item 1): its query from the list's filters, shares, minutes, days. */
import { describe, expect, it } from 'vitest';
import {
  busiestDay,
  chartDays,
  completedShare,
  MAX_CHART_DAYS,
  minutesOf,
  summaryQueryOf,
} from '@/resources/cdrs/list/cdrSummary';

describe('summaryQueryOf', () => {
  it('names the list’s filters as the API does (spec part 2 section 7) and leaves the empty ones out', () => {
    expect(
      summaryQueryOf({
        country: 4,
        area: 40,
        from: '2025-08-01T00:00:00Z',
        to: '2025-08-02T00:00:00Z',
        completed: 'false',
        trafficType: 2,
        destination: '',
        other: undefined,
      }),
    ).toEqual({
      country: 4,
      area: 40,
      start_time: '2025-08-01T00:00:00Z',
      end_time: '2025-08-02T00:00:00Z',
      realized: 'false',
      traffic_type: 2,
    });
    expect(summaryQueryOf({})).toEqual({});
  });

  it('gives equal filters one query whatever their order', () => {
    expect(JSON.stringify(summaryQueryOf({ country: 4, completed: 'true' }))).toBe(
      JSON.stringify(summaryQueryOf({ completed: 'true', country: 4 })),
    );
  });
});

describe('figures', () => {
  it('completedShare: completed over calls, none without a call', () => {
    expect(completedShare(4, 3)).toBe(0.75);
    expect(completedShare(0, 0)).toBeUndefined();
  });

  it('minutesOf: seconds to the nearest minute', () => {
    expect(minutesOf(0)).toBe(0);
    expect(minutesOf(89)).toBe(1);
    expect(minutesOf(90)).toBe(2);
    expect(minutesOf(3600)).toBe(60);
  });
});

describe('chartDays', () => {
  it('fills the days without calls between the first and the last with zeros, across a month end', () => {
    expect(
      chartDays([
        { day: '2025-07-30', calls: 3, completed: 2 },
        { day: '2025-08-02', calls: 5, completed: 5 },
      ]),
    ).toEqual([
      { day: '2025-07-30', calls: 3, completed: 2 },
      { day: '2025-07-31', calls: 0, completed: 0 },
      { day: '2025-08-01', calls: 0, completed: 0 },
      { day: '2025-08-02', calls: 5, completed: 5 },
    ]);
    expect(chartDays([])).toEqual([]);
  });

  it('keeps at most a year of days, the latest', () => {
    const days = chartDays([
      { day: '2020-01-01', calls: 1, completed: 1 },
      { day: '2025-08-31', calls: 2, completed: 1 },
    ]);
    expect(days).toHaveLength(MAX_CHART_DAYS);
    expect(days.at(-1)).toEqual({ day: '2025-08-31', calls: 2, completed: 1 });
    expect(days[0].day).toBe('2024-08-31');
  });

  it('busiestDay: the first day with the most calls', () => {
    expect(
      busiestDay([
        { day: '2025-08-01', calls: 2, completed: 1 },
        { day: '2025-08-02', calls: 7, completed: 1 },
        { day: '2025-08-03', calls: 7, completed: 7 },
      ])?.day,
    ).toBe('2025-08-02');
    expect(busiestDay([])).toBeUndefined();
  });
});
