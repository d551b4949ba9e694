/**
 * The call records' summary (ours, beyond the spec: GET customer/reports/pcdrs/summary, a sandbox extension): its
 * filters are the list's, named as the list sends them, and its figures are shaped for the strip and the chart here.
 */
import type { Query } from '@/providers/http';
import type { CdrSummaryDay } from '@/providers/entities/reports';
import { CDR_FILTERS } from './cdrRecord';

/**
 * The list's filter values (URL names) as the API's query, the way the data provider sends the list's: each name
 * through CDR_FILTERS (another as it is), empty values left out. Keys are sorted, so that equal filters are one query.
 */
export function summaryQueryOf(filterValues: Record<string, unknown>): Query {
  const names: Record<string, string> = CDR_FILTERS;
  const query: Query = {};
  for (const key of Object.keys(filterValues).sort()) {
    const value = filterValues[key];
    if (value === undefined || value === null || value === '') continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      query[names[key] ?? key] = value;
  }
  return query;
}

/** The completed calls' share of the calls (0 to 1), or undefined when there is no call. */
export function completedShare(calls: number, completed: number): number | undefined {
  return calls > 0 ? completed / calls : undefined;
}

/** Seconds as minutes, rounded to the nearest whole minute (billable durations are whole minutes already). */
export function minutesOf(seconds: number): number {
  return Math.round(seconds / 60);
}

const DAY_MS = 86_400_000;
/** At most a year of bars: a longer range is drawn from its last day back. */
export const MAX_CHART_DAYS = 366;

/**
 * The days of the chart, oldest first: every UTC day from the first day with calls to the last, a day without a call
 * as zero (the API lists only days with calls), at most MAX_CHART_DAYS of them (the latest).
 */
export function chartDays(days: readonly CdrSummaryDay[]): CdrSummaryDay[] {
  if (days.length === 0) return [];
  const byDay = new Map(days.map((day) => [day.day, day]));
  const sorted = [...byDay.keys()].sort();
  const last = Date.parse(`${sorted[sorted.length - 1]}T00:00:00Z`);
  const first = Math.max(Date.parse(`${sorted[0]}T00:00:00Z`), last - (MAX_CHART_DAYS - 1) * DAY_MS);
  const filled: CdrSummaryDay[] = [];
  for (let time = first; time <= last; time += DAY_MS) {
    const day = new Date(time).toISOString().slice(0, 10);
    filled.push(byDay.get(day) ?? { day, calls: 0, completed: 0 });
  }
  return filled;
}

/** The day with the most calls (the first of equals), for the chart's sentence; undefined without calls. */
export function busiestDay(days: readonly CdrSummaryDay[]): CdrSummaryDay | undefined {
  return days.reduce<CdrSummaryDay | undefined>(
    (best, day) => (best && best.calls >= day.calls ? best : day),
    undefined,
  );
}
