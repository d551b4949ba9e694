/**
 * Dashboard calls (spec part 2 section 7 "Dashboard") as react-query query objects: each widget reads its own, so
 * every widget loads and fails on its own, and the widgets that read one answer (the open orders and the action
 * items; the balance status and the balance block) share one request through the cache.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { ENDPOINTS } from '@/providers/endpoints';
import { getList, http } from '@/providers/http';
import { balanceQuery } from './queries';
import { portingInStatusQuery } from './porting';
import { supportActivityQuery } from './activity';
import { BALANCE_HISTORY_SHOW, type BalanceHistoryRow } from '@/providers/entities/billing';
import type { AccountSnapshotRow, DashboardOrders, NewsItem, UserManual } from '@/providers/entities/dashboard';
import type { Permissions } from '@/providers/entities/account';

const MINUTE = 60_000;
const NEWS = 'customer/dashboard/news';
const USER_MANUAL = 'customer/dashboard/user-manual-data';
const ORDERS = 'customer/orders/dashboard';

export const newsQuery = queryOptions({
  queryKey: [NEWS],
  queryFn: () => http<NewsItem[]>(NEWS),
  staleTime: 5 * MINUTE,
});

export const userManualQuery = queryOptions({
  queryKey: [USER_MANUAL],
  queryFn: () => http<UserManual>(USER_MANUAL),
  staleTime: 30 * MINUTE,
});

export const dashboardOrdersQuery = queryOptions({
  queryKey: [ORDERS],
  queryFn: () => http<DashboardOrders>(ORDERS),
  staleTime: MINUTE,
});

export const accountSnapshotQuery = queryOptions({
  queryKey: [ENDPOINTS.reports.accountSnapshot],
  queryFn: () => http<AccountSnapshotRow[]>(ENDPOINTS.reports.accountSnapshot),
  staleTime: 5 * MINUTE,
});

/** The newest movements with calls (one page of 250, newest first): enough to read the last 30 days' spending. */
export const FORECAST_PAGE_SIZE = 250;
export const recentBalanceHistoryQuery = queryOptions({
  queryKey: [ENDPOINTS.account.balanceHistory, 'recent'],
  queryFn: () =>
    getList<BalanceHistoryRow>(ENDPOINTS.account.balanceHistory, {
      pageSize: FORECAST_PAGE_SIZE,
      filters: { show: BALANCE_HISTORY_SHOW.withCalls },
    }),
  staleTime: MINUTE,
});

/**
 * Asks for what the home page's widgets read (a prepaid customer's balance and its history besides): a full load of the
 * home page does it as soon as the customer is known, beside the dashboard's chunk (PortalAdmin), and each widget finds
 * its answer in the cache (each is fresh for a minute at least).
 */
export function prefetchDashboard(queryClient: QueryClient, { isPrepaid }: Permissions): void {
  if (isPrepaid) {
    void queryClient.prefetchQuery(balanceQuery);
    void queryClient.prefetchQuery(recentBalanceHistoryQuery);
  }
  void queryClient.prefetchQuery(dashboardOrdersQuery);
  void queryClient.prefetchQuery(newsQuery);
  void queryClient.prefetchQuery(accountSnapshotQuery);
  void queryClient.prefetchQuery(userManualQuery);
  void queryClient.prefetchQuery(supportActivityQuery());
  void queryClient.prefetchQuery(portingInStatusQuery('rejected'));
  void queryClient.prefetchQuery(portingInStatusQuery('foc_confirmed'));
}
