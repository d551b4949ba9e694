/**
 * Orders (spec part 1 section 2 "Orders"). The three lists read three API collections
 * (customer/orders/open, /history, /incomplete), and a definition has one `api.list`: so they are
 * three small resources of one factory, sharing one list screen (OrderList) and one details
 * screen (OrderDetails), which learn the kind from the resource name of their route.
 */
import { lazyRoute } from '@/src/components/lazyRoute';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import type { OrderListKind } from '@/providers/api/orders';
import { defineResource, type ResourceDefinition } from '@/resources/defineResource';
import { ENDPOINTS, apiPath } from '@/providers/endpoints';
import { PATHS } from '@/src/paths';
import { orderResourceName } from './orderKinds';
import { ORDER_LIST } from './list/orderList';

const OrderList = lazyRoute(() => import('./OrderList'));
const OrderDetails = lazyRoute(() => import('./OrderDetails'));

const orderResource = (kind: OrderListKind): ResourceDefinition =>
  defineResource({
    name: orderResourceName(kind),
    id: 'uuid',
    api: { list: apiPath(ENDPOINTS.orders.list, { kind }), one: ENDPOINTS.orders.one },
    filters: { country: 'country', area: 'area', did: 'did', profile: 'profile', status: 'status' },
    routes: [
      { path: PATHS.orders[kind].list, component: OrderList, list: ORDER_LIST },
      { path: PATHS.orders[kind].details, component: OrderDetails },
    ],
    icon: ReceiptLongIcon,
    recordRepresentation: 'reference_number',
  });

const orders: ResourceDefinition[] = [orderResource('open'), orderResource('history'), orderResource('incomplete')];
export default orders;
