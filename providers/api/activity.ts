/**
 * The account's activity trail beyond its list (issue 35; ours, a sandbox extension): how many times support worked
 * on the account in the last 7 days, for the dashboard's line. The same answer tells the bar whether the backend keeps
 * a trail at all (a 404: none, and the Activity link stays away), so one request serves both.
 */
import { queryOptions } from '@tanstack/react-query';
import { ENDPOINTS } from '@/providers/endpoints';
import { getList } from '@/providers/http';

/** The last 7 days, today included: the dashboard counts support's events since this many days before today. */
export const SUPPORT_DAYS_BACK = 6;
const DAY_MS = 86_400_000;

/** The UTC day `days` days before `now`, as the API's YYYY-MM-DD. */
export const utcDayBefore = (now: Date, days: number): string =>
  new Date(now.getTime() - days * DAY_MS).toISOString().slice(0, 10);

/** The filters of the dashboard's count, as the API names them (the trail's own URL parameters are the same). */
export const supportActivityFilters = (now = new Date()) => ({
  actor: 'support',
  from: utcDayBefore(now, SUPPORT_DAYS_BACK),
});

export const supportActivityQuery = (now = new Date()) => {
  const filters = supportActivityFilters(now);
  return queryOptions({
    queryKey: [ENDPOINTS.activity.list, 'support', filters.from],
    queryFn: ({ signal }) => getList<unknown>(ENDPOINTS.activity.list, { pageSize: 20, filters, signal }),
    select: (answer) => answer.count,
    staleTime: 60_000,
  });
};
