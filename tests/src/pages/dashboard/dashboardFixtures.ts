/** Answers of the dashboard's calls (spec part 2 sections 3 and 7 "Dashboard") as MSW handlers. */
import { http, HttpResponse } from 'msw';
import { api, server } from '@/tests/support/msw';
import type { BalanceHistoryRow } from '@/providers/entities/billing';
import type { AccountSnapshotRow, DashboardOrders, NewsItem, UserManual } from '@/providers/entities/dashboard';

export const news: NewsItem[] = [
  {
    id: 2,
    created: '2026-11-20T08:00:00Z',
    notification_type: 'alert',
    description: 'Planned maintenance on 30 November.',
  },
  { id: 1, created: '2026-11-02T08:00:00Z', notification_type: 'info', description: 'New coverage in Portugal.' },
];

export const manual: UserManual = { description: 'Everything about the portal.', location: '/files/manual.pdf' };

export const orders: DashboardOrders = {
  orders: [
    {
      uuid: 'o-1',
      reference_number: 'ORD-1001',
      order_date: '2026-11-18T10:15:00Z',
      documents: [
        {
          country: { name: 'France' },
          area: { name: 'Paris' },
          document_type: { name: 'Proof of address' },
          status: 'Pending',
        },
        { country: 'France', area: 'Paris', document_type: 'Customer ID', status: 'rejected' },
      ],
    },
    {
      uuid: 'o-2',
      reference_number: 'ORD-1002',
      order_date: '2026-11-19T10:15:00Z',
      documents: [{ country: 'Spain', area: 'Madrid', document_type: 'Customer ID', status: 'Validated' }],
    },
  ],
  backorders: [
    {
      uuid: 'b-1',
      reference_number: 'BO-2001',
      order_date: '2026-11-17T09:00:00Z',
      didorders: [{ plan: { name: 'Local Plus' }, country: 'Germany', area: 'Berlin', type: 'Geographic', amount: 5 }],
    },
  ],
};

const row = (name: string, dids: number): AccountSnapshotRow => ({
  country: { name, flag_href: `/flags/${name.toLowerCase()}.svg` },
  dids_amount: dids,
  cancellations_30_days: 1,
  minutes_last_7_days: { inbound: 100, outbound: 10 },
});
export const snapshot: AccountSnapshotRow[] = [
  row('France', 40),
  row('Spain', 30),
  row('Germany', 20),
  row('Italy', 7),
  row('Portugal', 3),
];

/** 30 days of calls at 10.00 a day (300.00), the newest first. */
export const history = (now = Date.now()) => ({
  count: 30,
  results: Array.from({ length: 30 }, (_, day): BalanceHistoryRow => ({
    id: 30 - day,
    date_modified: new Date(now - (day + 0.5) * 86_400_000).toISOString(),
    description: 'Call',
    value: '-10.00',
    balance: '1250.40',
  })),
});

export const DASHBOARD_PATHS = [
  'customer/dashboard/news',
  'customer/dashboard/user-manual-data',
  'customer/orders/dashboard',
  'customer/reports/account-snapshot',
];

/** Every dashboard call answered (the account's calls are served by serveAccount). */
export function serveDashboard() {
  server.use(
    http.get(api('customer/dashboard/news'), () => HttpResponse.json(news)),
    http.get(api('customer/dashboard/user-manual-data'), () => HttpResponse.json(manual)),
    http.get(api('customer/orders/dashboard'), () => HttpResponse.json(orders)),
    http.get(api('customer/reports/account-snapshot'), () => HttpResponse.json(snapshot)),
    http.get(api('customer/balance/history'), () => HttpResponse.json(history())),
    // The account's trail (issue 35): support did nothing this week.
    http.get(api('customer/activity'), () => HttpResponse.json({ results: [], count: 0 })),
  );
}

/** The path fails with a server error until `heal` is called. */
export function failUntilHealed(path: string) {
  let failing = true;
  server.use(
    http.get(api(path), ({ request }) =>
      failing ? HttpResponse.json({ detail: 'boom' }, { status: 500 }) : passthroughOf(request),
    ),
  );
  return () => {
    failing = false;
  };
}

const passthroughOf = (request: Request) => {
  const path = new URL(request.url).pathname.replace('/api/v1/', '');
  const answers: Record<string, unknown> = {
    'customer/dashboard/news': news,
    'customer/dashboard/user-manual-data': manual,
    'customer/orders/dashboard': orders,
    'customer/reports/account-snapshot': snapshot,
    'customer/balance/history': history(),
  };
  return HttpResponse.json(answers[path] as object);
};
