/** The three order lists (open, history, incomplete): their resource names and where an order's details live. */
import type { OrderListKind } from '@/providers/api/orders';
import { PATHS } from '@/src/paths';
import { fillPath } from '@/providers/urlPattern';

const RESOURCE_PREFIX = 'orders-';
export const orderResourceName = (kind: OrderListKind) => `${RESOURCE_PREFIX}${kind}`;
export const orderKindOf = (resource: string | undefined): OrderListKind => {
  const kind = resource?.startsWith(RESOURCE_PREFIX) ? resource.slice(RESOURCE_PREFIX.length) : '';
  return kind === 'history' || kind === 'incomplete' ? kind : 'open';
};

/**
 * The order statuses of the API's list (its ids are the contract: open 1, 4; incomplete 2, 3; history 5, 6), named in
 * the portal's language; the API names them in English. A status the portal does not know keeps the API's name.
 */
export const ORDER_STATUS_LABELS = {
  1: 'orders.statuses.pending',
  2: 'orders.statuses.incomplete',
  3: 'orders.statuses.rejected',
  4: 'orders.statuses.inProgress',
  5: 'orders.statuses.completed',
  6: 'orders.statuses.cancelled',
} as const satisfies Record<number, string>;

/** A status's name: its label translated, else the API's description. */
export const orderStatusName = (
  status: { id: number; description: string },
  translate: (key: string) => string,
): string => {
  const key = (ORDER_STATUS_LABELS as Record<number, string | undefined>)[status.id];
  return key ? translate(key) : status.description;
};

/** Where an order's details live: open orders under /order/open, every other under /order/history. */
export const orderDetailsPath = (uuid: string, statusId: number): string =>
  fillPath([1, 4].includes(statusId) ? PATHS.orders.open.details : PATHS.orders.history.details, { uuid });
