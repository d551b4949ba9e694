/**
 * The prefix pages remember the search they came from (navigation state `orderSearch`, set by the prefix
 * picker), so that going back to /order/numbers shows the same plans.
 */
import { useLocation } from 'react-router-dom';
import { PATHS } from '@/src/paths';

export interface OrderSearchState {
  orderSearch?: string;
}

export function useBackToSearch(): { to: string; state: OrderSearchState | undefined } {
  const state = useLocation().state as OrderSearchState | null;
  const search = typeof state?.orderSearch === 'string' ? state.orderSearch : '';
  return {
    to: search ? `${PATHS.order.numbers}?${search}` : PATHS.order.numbers,
    state: search ? { orderSearch: search } : undefined,
  };
}
