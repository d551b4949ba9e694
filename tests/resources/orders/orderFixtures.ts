import { http, HttpResponse } from 'msw';
import { api, server } from '@/tests/support/msw';
import type { OrderDetails, OrderListItem } from '@/providers/types';

export const STATUSES = [
  { id: 1, description: 'Pending' },
  { id: 2, description: 'Incomplete' },
  { id: 3, description: 'Rejected' },
  { id: 4, description: 'In progress' },
  { id: 5, description: 'Completed' },
  { id: 6, description: 'Cancelled' },
];

export const order = (reference: string, statusId: number, over: Partial<OrderListItem> = {}): OrderListItem => ({
  uuid: `uuid-${reference}`,
  reference_number: reference,
  type: 'order',
  profiles: [{ name: 'Acme GmbH' }],
  date_commit: '2026-03-01T10:00:00Z',
  count_did: 2,
  count_channel: 1,
  status: STATUSES.find((status) => status.id === statusId)!,
  count_bo: 0,
  pending_docs: 0,
  rejected_documents: 0,
  sof_document: false,
  sof_compulsory: false,
  country: { id: 1, name: 'Germany' },
  area: { description: 'Berlin', code: '30' },
  ...over,
});

export const details = (over: Partial<OrderDetails> = {}): OrderDetails => ({
  uuid: 'uuid-ORD-1',
  reference_number: 'ORD-1',
  date_commit: '2026-03-01T10:00:00Z',
  status: STATUSES[1],
  cancellation: false,
  message: 'Waiting for the proof of address.',
  price: { nrc: '25.00', mrc: '12.50' },
  didorders: [],
  dedicated_channelorders: [{ id: 1, name: '4930111', amount: 2, nrc: '3.00', mrc: '2.00' }],
  shared_channelorders: [],
  profiles: [
    {
      id: 7,
      name: 'Acme GmbH',
      status: STATUSES[2],
      documents: [{ id: 1, description: 'Proof of address' }],
      location: 'Berlin',
      country_id: 1,
      plan_id: 10,
      plan_type: 1,
    },
  ],
  ...over,
});

export const didLines = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    did: `49301000${String(index).padStart(3, '0')}`,
    country: 'Germany',
    area: 'Berlin',
    plan: 'Berlin Geo',
    amount: 1,
    is_backorder: false,
    nrc: '1.00',
    mrc: '2.00',
  }));

/** Lookups of the filters, and the list of one kind; returns the list requests' query strings. */
export function serveOrders(kind: string, rows: OrderListItem[], status = 200) {
  const requests: URLSearchParams[] = [];
  server.use(
    http.get(api('customer/countries/for-select'), () =>
      HttpResponse.json([
        { value: 1, name: 'Germany' },
        { value: 2, name: 'France' },
      ]),
    ),
    http.get(api('customer/countries/1/areas/for-select'), () =>
      HttpResponse.json([{ value: 30, name: 'Berlin (30)' }]),
    ),
    http.get(api('customer/countries/2/areas/for-select'), () => HttpResponse.json([{ value: 1, name: 'Paris (1)' }])),
    http.get(api('order-statuses'), () => HttpResponse.json(STATUSES)),
    http.get(api(`customer/orders/${kind}`), ({ request }) => {
      requests.push(new URL(request.url).searchParams);
      if (status !== 200) return HttpResponse.json({ detail: 'Bad filter.' }, { status });
      return HttpResponse.json({ results: rows, count: rows.length });
    }),
  );
  return requests;
}
