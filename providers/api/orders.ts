/** Orders (spec part 1 section 7 "Orders"). Lists and details go through the data provider (resources `orders-*`). */
import { http } from '@/providers/http';
import type { OrderStatus } from '@/providers/types';

export type OrderListKind = 'open' | 'history' | 'incomplete';
export const ORDER_LISTS: OrderListKind[] = ['open', 'history', 'incomplete'];

/** Which statuses each list holds (API contract: open 1, 4; incomplete 2, 3; history 5, 6). */
export const KIND_STATUSES: Record<OrderListKind, number[]> = { open: [1, 4], incomplete: [2, 3], history: [5, 6] };

/** The statuses of one list, as a select's choices (`{ id, name }`). */
export const orderStatusChoicesQuery = (kind: OrderListKind) => ({
  queryKey: ['order-statuses', kind] as const,
  queryFn: async () =>
    (await http<OrderStatus[]>('order-statuses'))
      .filter((status) => KIND_STATUSES[kind].includes(status.id))
      .map((status) => ({ id: status.id, name: status.description })),
  staleTime: Infinity,
});
