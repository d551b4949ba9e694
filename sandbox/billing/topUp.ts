/**
 * Top-up rules (issue 12): the amounts offered, PayPal's handling fee paid by the sender on top, and which amounts and
 * orders the sandbox accepts. The balance is credited the value, never the value with the fee.
 */
import { randomInt } from 'node:crypto';
import { money } from '@/sandbox/money';

/** The amounts offered, in cents. */
export const TOP_UP_VALUES_CENTS = [2500, 5000, 10000, 25000, 50000] as const;

/** PayPal's European rate for payments between businesses: 3.49 % plus 0.49, rounded to the cent. */
export const feeCents = (valueCents: number): number => Math.round(valueCents * 0.0349) + 49;

export const topUpOptions = (currency: string) => ({
  currency,
  options: TOP_UP_VALUES_CENTS.map((cents) => ({
    value: money(cents),
    value_with_fee: money(cents + feeCents(cents)),
  })),
});

/** The cents of an amount that is one of the options ("50", "50.00" or 50), else undefined. */
export function offeredCents(amount: unknown): number | undefined {
  const text = typeof amount === 'number' ? String(amount) : typeof amount === 'string' ? amount.trim() : '';
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(text)) return undefined;
  const cents = Math.round(Number(text) * 100);
  return (TOP_UP_VALUES_CENTS as readonly number[]).includes(cents) ? cents : undefined;
}

const ORDER_ID_CHARACTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';

/** An order id shaped like PayPal's: 17 upper-case letters and digits. */
export const newOrderId = (): string =>
  Array.from({ length: 17 }, () => ORDER_ID_CHARACTERS[randomInt(ORDER_ID_CHARACTERS.length)]).join('');

export const CAPTURE_ERRORS = {
  unknown: 'This payment order does not exist.',
  captured: 'This payment has already been captured.',
} as const;
