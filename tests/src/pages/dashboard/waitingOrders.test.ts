import { describe, expect, it } from 'vitest';
import { waitingOrders } from '@/src/pages/dashboard/waitingOrders';
import type { DashboardDocument, DashboardOrder } from '@/providers/entities/dashboard';

const doc = (status: DashboardDocument['status']): DashboardDocument => ({
  country: 'France',
  area: 'Paris',
  document_type: 'Customer ID',
  status,
});
const order = (uuid: string, documents: DashboardDocument[]): DashboardOrder => ({
  uuid,
  reference_number: uuid.toUpperCase(),
  order_date: '2026-11-01',
  documents,
});

describe('open orders waiting on the customer', () => {
  it('keeps the orders with pending or rejected documents, with their counts, in the order answered', () => {
    const waiting = waitingOrders([
      order('a', [doc('Validated')]),
      order('b', [doc('Pending'), doc('Rejected'), doc({ name: 'Rejected' })]),
      order('c', [doc({ name: 'pending' })]),
      order('d', []),
    ]);
    expect(waiting.map((w) => [w.order.uuid, w.pending, w.rejected])).toEqual([
      ['b', 1, 2],
      ['c', 1, 0],
    ]);
  });
});
