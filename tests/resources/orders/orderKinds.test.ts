import { describe, expect, it } from 'vitest';
import { orderDetailsPath, orderKindOf, orderResourceName } from '@/resources/orders/orderKinds';
import orders from '@/resources/orders';

describe('order routes', () => {
  it('open orders (Pending, In progress) have their details under /order/open, every other under /order/history', () => {
    expect(orderDetailsPath('abc', 1)).toBe('/order/open/abc/details');
    expect(orderDetailsPath('abc', 4)).toBe('/order/open/abc/details');
    for (const status of [2, 3, 5, 6]) expect(orderDetailsPath('abc', status)).toBe('/order/history/abc/details');
  });
  it('the resource name says which list a screen shows', () => {
    expect(orderKindOf(orderResourceName('incomplete'))).toBe('incomplete');
    expect(orderKindOf(orderResourceName('history'))).toBe('history');
    expect(orderKindOf('orders-open')).toBe('open');
  });
  it('each list reads its own collection, with the details at the spec URLs', () => {
    const byName = Object.fromEntries(orders.map((resource) => [resource.name, resource]));
    expect(byName['orders-incomplete'].api.list).toBe('customer/orders/incomplete');
    expect(byName['orders-open'].routes.map((route) => route.path)).toEqual([
      '/order/open',
      '/order/open/:uuid/details',
    ]);
    expect(byName['orders-history'].routes.map((route) => route.path)).toEqual([
      '/order/history',
      '/order/history/:uuid/details',
    ]);
    expect(byName['orders-incomplete'].routes.map((route) => route.path)).toEqual([
      '/order/incomplete',
      '/order/incomplete/:uuid/details',
    ]);
  });
});
