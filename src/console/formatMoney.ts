// A list formats a page of amounts at once (250 rows of call costs): building Intl's formatter is most of each call's
// time, so each locale, currency and precision keeps one.
const formats = new Map<string, Intl.NumberFormat>();

function currencyFormat(locale: string, currency: string, maxDecimals: number | undefined): Intl.NumberFormat {
  const key = `${locale}|${currency}|${maxDecimals ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    const decimals = maxDecimals === undefined ? {} : { minimumFractionDigits: 2, maximumFractionDigits: maxDecimals };
    format = new Intl.NumberFormat(locale, { style: 'currency', currency, ...decimals });
    formats.set(key, format);
  }
  return format;
}

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
    return currencyFormat(locale, currency, maxDecimals).format(value);
  } catch {
    // An unknown currency code: show the number and the code as the API gave them.
    return `${value.toFixed(2)} ${currency}`;
  }
}
