/**
 * Orders (spec part 1 section 2 "Orders"). The three lists read three API collections
 * (customer/orders/open, /history, /incomplete), and a definition has one `api.list`: so they are
 * three small resources of one factory, with one set of fields (fields.ts) and one generated list, and one details
 * screen (OrderDetails).
 */
import { lazyRoute } from '@/src/components/lazyRoute';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import type { OrderListKind } from '@/providers/api/orders';
import { defineResource, type ResourceDefinition } from '@/resources/defineResource';
import { ENDPOINTS, apiPath } from '@/providers/endpoints';
import { lazyPart } from '@/src/console/lazyPart';
import { PATHS } from '@/src/paths';
import { orderDetailsPath, orderResourceName } from './orderKinds';
import { orderFields } from './fields';

const OrderDetails = lazyRoute(() => import('./OrderDetails'));
const DetailsLink = lazyPart(() => import('./list/DetailsLink'));
const IncompleteOrdersActions = lazyPart(() => import('./list/IncompleteOrdersActions'));
const CheckoutNotice = lazyPart(() => import('./list/CheckoutNotice'));

const orderResource = (kind: OrderListKind): ResourceDefinition =>
  defineResource({
    name: orderResourceName(kind),
    id: 'uuid',
    api: { list: apiPath(ENDPOINTS.orders.list, { kind }), one: ENDPOINTS.orders.one },
    fields: orderFields(kind),
    list: {
      path: PATHS.orders[kind].list,
      title: `orders.titles.${kind}`,
      rowActions: DetailsLink,
      // Open orders' details are under /order/open, every other's under /order/history.
      rowClick: (record) => orderDetailsPath(String(record.uuid), (record.status as { id: number }).id),
      ...(kind === 'incomplete' ? { actions: IncompleteOrdersActions, intro: CheckoutNotice } : {}),
    },
    routes: [{ path: PATHS.orders[kind].details, component: OrderDetails }],
    icon: ReceiptLongIcon,
    recordRepresentation: 'reference_number',
  });

const orders: ResourceDefinition[] = [orderResource('open'), orderResource('history'), orderResource('incomplete')];
export default orders;
