/** The URLs of number ordering (spec part 1 section 2 "Ordering numbers"), filled from the patterns of src/paths.ts. */
import { PATHS } from '@/src/paths';
import { fillPath } from '@/providers/urlPattern';

export interface PrefixRef {
  plan: number;
  type: number;
  prefixId: number;
}

const params = ({ plan, type, prefixId }: PrefixRef) => ({ id: plan, type, prefixId });

/** /order/numbers/plans/{id}/type/{type}/prefixes/{prefixID}: the prefix's available DIDs. */
export const availableDidsPath = (ref: PrefixRef) => fillPath(PATHS.order.availableDids, params(ref));
/** /order/numbers/backorders/plans/{id}/type/{type}/prefixes/{prefixID} */
export const backorderPath = (ref: PrefixRef) => fillPath(PATHS.order.backorder, params(ref));
/** The cart configuration of the prefix (engineer U2's page). */
export const prefixCheckoutPath = (ref: PrefixRef) => fillPath(PATHS.order.prefixCheckout, params(ref));

/** A prefix with no stock is backorder only: it leads to the backorder page, the others to the available DIDs. */
export const prefixTarget = (ref: PrefixRef, stock: number) =>
  stock > 0 ? availableDidsPath(ref) : backorderPath(ref);

/** Route params -> numbers; null when one is missing or not a positive integer. */
export function parsePrefixRef(params: Record<string, string | undefined>): PrefixRef | null {
  const values = [params.id, params.type, params.prefixId].map((value) =>
    value && /^\d+$/.test(value) ? Number(value) : NaN,
  );
  if (values.some((value) => Number.isNaN(value))) return null;
  const [plan, type, prefixId] = values;
  return { plan, type, prefixId };
}
