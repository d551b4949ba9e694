/** Orders (spec part 1 section 7 "Orders"). Lists go through the data provider (resource `orders`). */
import { queryOptions } from '@tanstack/react-query';
import { http } from '@/providers/http';
import { ENDPOINTS, apiPath } from '@/providers/endpoints';
import type { OrderDetails, OrderStatus } from '@/providers/types';

export type OrderListKind = 'open' | 'history' | 'incomplete';
export const ORDER_LISTS: OrderListKind[] = ['open', 'history', 'incomplete'];

export const orderStatusesQuery = queryOptions({
  queryKey: ['order-statuses'],
  queryFn: () => http<OrderStatus[]>('order-statuses'),
  staleTime: Infinity,
});
export const orderDetailsQuery = (uuid: string) =>
  queryOptions({
    queryKey: [ENDPOINTS.orders.one, uuid],
    queryFn: () => http<OrderDetails>(apiPath(ENDPOINTS.orders.one, { id: uuid })),
  });
