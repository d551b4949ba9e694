import { describe, expect, it } from 'vitest';
import { cartTotals, formatDid } from '@/src/pages/order/numbers/dids/cartTotals';

describe('cart panel totals', () => {
  it('sums unit prices times amounts in cents', () => {
    const lines = [
      { nrc_price: '10.10', mrc_price: '1.20', amount: 1 },
      { nrc_price: '0.20', mrc_price: '2.05', amount: 3 },
    ];
    expect(cartTotals(lines)).toEqual({ nrc: '10.70', mrc: '7.35' });
    expect(cartTotals([])).toEqual({ nrc: '0.00', mrc: '0.00' });
  });

  it('formats numbers with a plus', () => {
    expect(formatDid('31201234567')).toBe('+31201234567');
    expect(formatDid('+44')).toBe('+44');
  });
});
