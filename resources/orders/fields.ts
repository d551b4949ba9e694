/**
 * The fields of the three order lists (open, history, incomplete), declared once: the lists differ only in the
 * statuses they hold (their status filter's choices). The details page's rows are some of them, and a few of its own.
 */
import { orderStatusChoicesQuery, type OrderListKind } from '@/providers/api/orders';
import { badge, choice, country, dateTime, money, number, text } from '@/src/console/fields';
import { lazyPart } from '@/src/console/lazyPart';
import { ORDER_STATUS_LABELS } from './orderKinds';
import type { PortalMessages } from '@/src/i18n/en';

/** The list view's hand-written parts, one chunk: the view's route loads them together. */
const listParts = () => import('./list/parts');

/** The three resources share their labels (`resources.orders.fields.<field>`). */
const label = (field: keyof PortalMessages['resources']['orders']['fields']) =>
  `resources.orders.fields.${field}` as const;

export const orderFields = (kind: OrderListKind) => ({
  // Filters without a column: the order's country and area, a DID it holds.
  country: country({ column: false, filter: { url: 'country', numeric: true, label: 'orders.filters.country' } }),
  area: text({
    column: false,
    filter: {
      url: 'area',
      numeric: true,
      label: 'orders.filters.area',
      component: lazyPart(listParts, 'AreaFilter'),
    },
  }),
  reference_number: text({ label: label('reference_number'), column: { wrap: false }, card: 'key' }),
  type: choice({
    label: label('type'),
    card: 'line',
    choices: { labels: { order: 'orders.types.order', backorder: 'orders.types.backorder' } },
  }),
  did: text({ column: false, filter: { url: 'did', label: 'orders.filters.did' } }),
  profiles: text({
    label: label('profiles'),
    card: 'line',
    render: lazyPart(listParts, 'ProfileNames'),
    filter: { url: 'profile', api: 'profile', label: 'orders.filters.profile' },
  }),
  date_commit: dateTime({ label: label('date_commit'), card: 'line' }),
  count_did: number({ label: label('count_did') }),
  count_channel: number({ label: label('count_channel') }),
  count_bo: number({ label: label('count_bo') }),
  // The server's status list: ids 2 and 3 (Incomplete, Rejected) in red (spec "Order statuses").
  status: badge({
    label: label('status'),
    card: 'badge',
    choices: { colors: { 2: 'error', 3: 'error' }, labels: ORDER_STATUS_LABELS, lookup: orderStatusChoicesQuery(kind) },
    filter: { url: 'status', numeric: true, label: 'orders.filters.status' },
  }),
  documents: text({ label: label('documents'), render: lazyPart(listParts, 'DocumentsCell') }),
  // The details page's own rows (no column): its status as the end users' table shows theirs, its prices, and its
  // message and cancellation only when it has them.
  status_chip: badge({
    path: 'status',
    label: label('status'),
    column: false,
    render: lazyPart(() => import('./OrderStatusChip')),
  }),
  nrc: money({ path: 'price.nrc', label: label('nrc'), column: false }),
  mrc: money({ path: 'price.mrc', label: label('mrc'), column: false }),
  message: text({ label: label('message'), column: false, hideEmpty: true }),
  cancellation: choice({
    label: label('cancellation'),
    column: false,
    hideEmpty: true,
    choices: { labels: { true: 'orders.show.cancelled' } },
  }),
});
