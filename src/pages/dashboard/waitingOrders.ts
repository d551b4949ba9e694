/**
 * The open orders that wait on the customer (the dashboard's Action items, issue 13 item 3): those with documents
 * pending or rejected, with how many of each, in the API's order.
 */
import type { DashboardOrder } from '@/providers/entities/dashboard';
import { nameOf } from './nameOf';

export interface WaitingOrder {
  order: DashboardOrder;
  pending: number;
  rejected: number;
}

const countOf = (order: DashboardOrder, status: string) =>
  order.documents.filter((document) => nameOf(document.status).trim().toLowerCase() === status).length;

export function waitingOrders(orders: readonly DashboardOrder[]): WaitingOrder[] {
  return orders
    .map((order) => ({ order, pending: countOf(order, 'pending'), rejected: countOf(order, 'rejected') }))
    .filter((waiting) => waiting.pending + waiting.rejected > 0);
}
