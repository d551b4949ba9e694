/** Amounts are stored in cents and answered as decimal strings with two digits ("1250.40"). */
export function money(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const SYMBOLS: Record<string, string> = { EUR: '€', USD: '$', GBP: '£', CHF: 'F' };

/** The balance threshold carries one trailing currency character (the portal strips it). */
export const moneyWithSymbol = (cents: number, currency: string): string =>
  `${money(cents)}${SYMBOLS[currency] ?? '¤'}`;
