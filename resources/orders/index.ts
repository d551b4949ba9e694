/**
 * Orders (spec part 1 section 2 "Orders"). The three lists read three API collections
 * (customer/orders/open, /history, /incomplete), and a definition has one `api.list`: so they are
 * three small resources of one factory, with one set of fields (fields.ts), one generated list and one generated
 * details page (its summary rows, then its lines and end users as paged tables, the page's width).
 */
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import type { OrderListKind } from '@/providers/api/orders';
import type { OrderDetails, OrderListItem } from '@/providers/types';
import { defineResource, type ResourceDefinition } from '@/src/console/defineResource';
import { ENDPOINTS, apiPath } from '@/providers/endpoints';
import { lazyPart } from '@/src/console/lazyPart';
import { PATHS } from '@/src/paths';
import { orderDetailsPath, orderResourceName } from './orderKinds';
import { orderFields } from './fields';

/** The details view's hand-written parts, one chunk: the view's route loads them together. */
const detailsParts = () => import('./details/parts');
/** The list view's hand-written parts, one chunk: the view's route loads them together. */
const listParts = () => import('./list/parts');

const DetailsLink = lazyPart(listParts, 'DetailsLink');
const IncompleteOrdersActions = lazyPart(listParts, 'IncompleteOrdersActions');
const CheckoutNotice = lazyPart(listParts, 'CheckoutNotice');
const OrderExit = lazyPart(detailsParts, 'OrderExit');
const DETAIL_SECTIONS = [
  lazyPart(detailsParts, 'DidOrders'),
  lazyPart(detailsParts, 'DedicatedOrders'),
  lazyPart(detailsParts, 'SharedOrders'),
  lazyPart(detailsParts, 'EndUsers'),
];

const orderResource = (kind: OrderListKind): ResourceDefinition =>
  defineResource<OrderListItem, OrderDetails>()({
    name: orderResourceName(kind),
    id: 'uuid',
    api: { list: apiPath(ENDPOINTS.orders.list, { kind }), one: ENDPOINTS.orders.one },
    fields: orderFields(kind),
    list: {
      path: PATHS.orders[kind].list,
      title: `orders.titles.${kind}`,
      rowActions: DetailsLink,
      // Open orders' details are under /order/open, every other's under /order/history.
      rowClick: (order) => orderDetailsPath(order.uuid, order.status.id),
      ...(kind === 'incomplete' ? { actions: IncompleteOrdersActions, intro: CheckoutNotice } : {}),
    },
    show: {
      path: PATHS.orders[kind].details,
      title: 'orders.show.title',
      heading: 'orders.show.summary',
      rows: ['reference_number', 'date_commit', 'status_chip', 'nrc', 'mrc', 'message', 'cancellation'],
      // Exit goes to the open orders, whichever list the order is in (spec "Orders").
      actions: OrderExit,
      sections: DETAIL_SECTIONS,
      wide: true,
    },
    routes: [],
    icon: ReceiptLongIcon,
    recordRepresentation: 'reference_number',
  });

const orders: ResourceDefinition[] = [orderResource('open'), orderResource('history'), orderResource('incomplete')];
export default orders;
