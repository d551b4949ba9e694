import { describe, expect, it } from 'vitest';
import { hasBackorder, lineTotal, showPrice } from '@/src/pages/cart/checkout/checkoutTotals';

describe('checkout amounts', () => {
  it('multiplies the unit price by the amount', () => {
    expect(lineTotal('12.50', 3)).toBe('37.50');
    expect(lineTotal('0', 5)).toBe('0.00');
  });
  it('shows prices with two decimals', () => {
    expect(showPrice('4')).toBe('4.00');
    expect(showPrice('not a price')).toBe('0.00');
  });
  it('knows when a backorder line asks for Note 1', () => {
    expect(hasBackorder([{ is_backorder: false }, { is_backorder: true }])).toBe(true);
    expect(hasBackorder([{ is_backorder: false }])).toBe(false);
  });
});
