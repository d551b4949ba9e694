/**
 * An amount of the API (a decimal string such as "1250.40", possibly with a trailing currency
 * sign such as "100.00€") formatted for the reader's locale in the given currency.
 */
export function formatMoney(
  amount: string | number,
  currency: string,
  locale: string,
  /** Up to this many decimals (per-minute rates have four); the currency's own two otherwise. */
  maxDecimals?: number,
): string {
  const value =
    typeof amount === 'number' ? amount : Number.parseFloat(amount.replace(/[^\d.,-]/g, '').replace(',', '.'));
  if (Number.isNaN(value)) return String(amount);
  try {
    const decimals = maxDecimals === undefined ? {} : { minimumFractionDigits: 2, maximumFractionDigits: maxDecimals };
    return new Intl.NumberFormat(locale, { style: 'currency', currency, ...decimals }).format(value);
  } catch {
    // An unknown currency code: show the number and the code as the API gave them.
    return `${value.toFixed(2)} ${currency}`;
  }
}
