/**
 * The cart's checkout summary (spec part 1 section 7 "Cart"): the bar's cart count reads it on every signed-in screen,
 * so it lives apart from the carts' other calls (cart.ts), which only the ordering and cart screens load.
 */
import { queryOptions } from '@tanstack/react-query';
import { http } from '@/providers/http';
import type { CheckoutSummary } from '@/providers/types';

/** Every cart query key starts with it (cart.ts's `invalidateCart`). */
export const CART_KEY = 'customer/cart';
export const CHECK_OUT = `${CART_KEY}/check-out`;

export const checkoutSummaryQuery = queryOptions({
  queryKey: [CART_KEY, 'check-out'],
  queryFn: () => http<CheckoutSummary>(CHECK_OUT),
  staleTime: 30_000,
});
