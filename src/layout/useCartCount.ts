import { useQuery } from '@tanstack/react-query';
import { checkoutSummaryQuery } from '@/providers/api/queries';

/** Checkout items in the cart: the summary's rows (its total is not a row). */
export function useCartCount(): number {
  const { data } = useQuery(checkoutSummaryQuery);
  return data?.rows.length ?? 0;
}
