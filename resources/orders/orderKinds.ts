/** The three order lists (open, history, incomplete): their resource names and where an order's details live. */
import type { OrderListKind } from '@/providers/api/orders';
import { PATHS, fillPath } from '@/src/paths';

const RESOURCE_PREFIX = 'orders-';
export const orderResourceName = (kind: OrderListKind) => `${RESOURCE_PREFIX}${kind}`;
export const orderKindOf = (resource: string | undefined): OrderListKind => {
  const kind = resource?.startsWith(RESOURCE_PREFIX) ? resource.slice(RESOURCE_PREFIX.length) : '';
  return kind === 'history' || kind === 'incomplete' ? kind : 'open';
};

/** Where an order's details live: open orders under /order/open, every other under /order/history. */
export const orderDetailsPath = (uuid: string, statusId: number): string =>
  fillPath([1, 4].includes(statusId) ? PATHS.orders.open.details : PATHS.orders.history.details, { uuid });
