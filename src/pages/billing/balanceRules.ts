/** Rules of the balance page (spec part 2 sections 3, 5 and 9; issue 12). */
import type { TopUpOption } from '@/providers/types';

/**
 * The threshold as a number to edit: the API's balance_threshold carries a trailing currency character ("100.00€").
 * A French reader gets the decimal comma she writes ("100,00"); the field takes either.
 */
export function thresholdOf(balanceThreshold: string, locale = 'en'): string {
  const trimmed = balanceThreshold.trim();
  const value = /\d$/.test(trimmed) ? trimmed : trimmed.slice(0, -1).trim();
  return locale === 'fr' ? value.replace('.', ',') : value;
}

const cents = (amount: string) => Math.round(Number.parseFloat(amount) * 100);

/** PayPal's handling fee of an option, paid by the sender on top of the value: value_with_fee - value. */
export function handlingFee(option: TopUpOption): number {
  return Math.max(0, cents(option.value_with_fee) - cents(option.value)) / 100;
}
