/** Issue 15 item 3: every amount in the customer's currency for the reader's language, through one formatter. */
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@/src/console/formatMoney';

/** Intl writes a narrow no-break space in French amounts: compared with a plain space here. */
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('formatMoney', () => {
  it('writes an API amount in the currency, as an English reader reads it', () => {
    expect(formatMoney('1250.4', 'EUR', 'en')).toBe('€1,250.40');
    expect(formatMoney(12, 'USD', 'en')).toBe('$12.00');
  });

  it('and as a French reader reads it', () => {
    expect(plain(formatMoney('1250.4', 'EUR', 'fr'))).toBe('1 250,40 €');
    expect(plain(formatMoney('0.5', 'USD', 'fr'))).toBe('0,50 $US');
  });

  it('reads an amount that carries its currency sign or a decimal comma', () => {
    expect(formatMoney('100.00€', 'EUR', 'en')).toBe('€100.00');
    expect(formatMoney('7,25', 'EUR', 'en')).toBe('€7.25');
  });

  it('keeps up to four decimals for per-minute rates when asked, two at least', () => {
    expect(formatMoney('0.0125', 'EUR', 'en', 4)).toBe('€0.0125');
    expect(formatMoney('0.1', 'EUR', 'en', 4)).toBe('€0.10');
    expect(formatMoney('0.0125', 'EUR', 'en')).toBe('€0.01');
  });

  it('shows what it cannot read as it came, and an unknown currency code beside the number', () => {
    expect(formatMoney('n/a', 'EUR', 'en')).toBe('n/a');
    expect(formatMoney('3', 'XXXX', 'en')).toBe('3.00 XXXX');
  });
});
