/**
 * Beyond the spec (issue 13 item 3): how many days the prepaid balance lasts at the last 30 days' spending. Spending is
 * every debit of the balance history (calls and the numbers' invoices; top-ups are credits) dated in the window. When the
 * history answered holds fewer rows than the window has (one page of the newest), the rate is read over the days the
 * rows cover. Undefined when nothing was spent: there is then no forecast to show.
 */
import type { BalanceHistoryRow } from '@/providers/entities/billing';

const DAY_MS = 86_400_000;
export const FORECAST_WINDOW_DAYS = 30;

export interface ForecastInput {
  /** The current balance, a decimal string of the API. */
  balance: string;
  /** Newest movements, in any order. */
  rows: readonly Pick<BalanceHistoryRow, 'date_modified' | 'value'>[];
  /** Whether `rows` are all the history there is (the answer's count is the rows' length). */
  complete: boolean;
  now: Date;
  windowDays?: number;
}

const amountOf = (value: string) => Number.parseFloat(value.replace(/[^\d.-]/g, ''));

export function balanceForecastDays({
  balance,
  rows,
  complete,
  now,
  windowDays = FORECAST_WINDOW_DAYS,
}: ForecastInput): number | undefined {
  const end = now.getTime();
  let start = end - windowDays * DAY_MS;
  const dated = rows
    .map((row) => ({ at: Date.parse(row.date_modified), value: amountOf(row.value) }))
    .filter((row) => !Number.isNaN(row.at) && !Number.isNaN(row.value) && row.at <= end);
  if (!complete && dated.length > 0) start = Math.max(start, Math.min(...dated.map((row) => row.at)));
  const spent = dated.filter((row) => row.at >= start && row.value < 0).reduce((sum, row) => sum - row.value, 0);
  const days = (end - start) / DAY_MS;
  if (spent <= 0 || days < 1) return undefined;
  const left = amountOf(balance);
  if (Number.isNaN(left)) return undefined;
  return left <= 0 ? 0 : Math.floor(left / (spent / days));
}
