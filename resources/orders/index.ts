/**
 * Orders (spec part 1 section 2 "Orders"). The three lists read three API collections
 * (customer/orders/open, /history, /incomplete), and a definition has one `api.list`: so they are
 * three small resources of one factory, sharing one list screen (OrderList) and one details
 * screen (OrderDetails), which learn the kind from the resource name of their route.
 */
import { lazyRoute } from '../../src/components/lazyRoute';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import type { OrderListKind } from '../../providers/api/orders';
import { defineResource, type ResourceDefinition } from '../defineResource';

export const ORDER_PATHS = {
  open: '/order/open',
  history: '/order/history',
  incomplete: '/order/incomplete',
  profiles: '/profiles/existing',
  profileEdit: '/profiles/edit/:id',
} as const;

const RESOURCE_PREFIX = 'orders-';
export const orderResourceName = (kind: OrderListKind) => `${RESOURCE_PREFIX}${kind}`;
export const orderKindOf = (resource: string | undefined): OrderListKind => {
  const kind = resource?.startsWith(RESOURCE_PREFIX) ? resource.slice(RESOURCE_PREFIX.length) : '';
  return kind === 'history' || kind === 'incomplete' ? kind : 'open';
};

/** Where an order's details live: open orders under /order/open, every other under /order/history. */
export const orderDetailsPath = (uuid: string, statusId: number): string =>
  `${[1, 4].includes(statusId) ? ORDER_PATHS.open : ORDER_PATHS.history}/${encodeURIComponent(uuid)}/details`;

const OrderList = lazyRoute(() => import('./OrderList'));
const OrderDetails = lazyRoute(() => import('./OrderDetails'));

const orderResource = (kind: OrderListKind): ResourceDefinition =>
  defineResource({
    name: orderResourceName(kind),
    id: 'uuid',
    api: { list: `customer/orders/${kind}`, one: 'customer/orders/:id' },
    filters: { country: 'country', area: 'area', did: 'did', profile: 'profile', status: 'status' },
    routes: [
      { path: ORDER_PATHS[kind], component: OrderList },
      { path: `${ORDER_PATHS[kind]}/:uuid/details`, component: OrderDetails },
    ],
    icon: ReceiptLongIcon,
    recordRepresentation: 'reference_number',
  });

/**
 * The orders resources, plus the numbers that can get more dedicated channels
 * (/order/dedicated-channels reads them as a paginated list; the page is in src/pages/order/channels).
 */
const orders: ResourceDefinition[] = [
  orderResource('open'),
  orderResource('history'),
  orderResource('incomplete'),
  defineResource({
    name: 'dedicated-channels-available',
    id: 'did',
    api: { list: 'customer/dids/dedicated-channels/available' },
    filters: { country: 'country', plan: 'plan', did: 'did' },
    routes: [],
  }),
];
export default orders;
