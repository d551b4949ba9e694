/** Spec part 2 section 3: "balance_threshold (a trailing character is stripped to give a number)"; section 9: the fee note. */
import { describe, expect, it } from 'vitest';
import { handlingFee, thresholdOf } from '@/src/pages/billing/balanceRules';

describe('thresholdOf', () => {
  it.each([
    ['100.00€', '100.00'],
    ['25.50$', '25.50'],
    ['0.00£', '0.00'],
    ['100.00 F', '100.00'],
    ['75.00', '75.00'],
    ['', ''],
  ])('reads %j as %j', (threshold, value) => {
    expect(thresholdOf(threshold)).toBe(value);
  });

  it('writes the decimal comma for a French reader', () => {
    expect(thresholdOf('100.00€', 'fr')).toBe('100,00');
    expect(thresholdOf('75', 'fr')).toBe('75');
    expect(thresholdOf('100.00€', 'en')).toBe('100.00');
  });
});

describe('handlingFee', () => {
  it('is what the sender pays on top of the value, to the cent', () => {
    expect(handlingFee({ value: '100.00', value_with_fee: '103.98' })).toBe(3.98);
    expect(handlingFee({ value: '25.00', value_with_fee: '26.36' })).toBe(1.36);
    expect(handlingFee({ value: '0.10', value_with_fee: '0.30' })).toBe(0.2);
  });

  it('is never negative', () => {
    expect(handlingFee({ value: '10.00', value_with_fee: '9.00' })).toBe(0);
  });
});
