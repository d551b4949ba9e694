import { describe, expect, it } from 'vitest';
import { backorderCap, quantityError } from '@/src/pages/order/numbers/backorders/backorderCap';

describe('backorder cap', () => {
  it('is stock minus what is pending, never below 0', () => {
    expect(backorderCap(10, 0)).toBe(10);
    expect(backorderCap(10, 4)).toBe(6);
    expect(backorderCap(3, 5)).toBe(0);
  });

  it('accepts 0 up to the cap, refuses more, negatives and non-numbers', () => {
    expect(quantityError('0', 6)).toBeNull();
    expect(quantityError('6', 6)).toBeNull();
    expect(quantityError('7', 6)).toEqual({ key: 'ordering.backorder.errors.max', max: 6 });
    expect(quantityError('-1', 6)).toEqual({ key: 'ordering.backorder.errors.min', min: 0 });
    expect(quantityError('2.5', 6)).toEqual({ key: 'ordering.backorder.errors.notNumber' });
    expect(quantityError('', 6)).toEqual({ key: 'ordering.backorder.errors.notNumber' });
  });
});
