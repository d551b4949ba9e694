/**
 * One formatter per kind of value, for the whole signed-in console: amounts in the customer's currency (from
 * customer/me), days as 'd mmm yyyy' in the portal's language, dates and date-times as the spec writes them (local, or
 * UTC for call records). The provider is mounted once around the console's routes and reads the currency and the
 * locale once: a 250-row list formats its amounts from the context, with no subscription per cell.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocaleState } from 'ra-core';
import { meQuery } from '@/providers/api/queries';
import { formatDate, formatDateTime, formatDateTimeUtc, formatDay } from '@/src/components/dates';
import { formatMoney } from './formatMoney';

export type Amount = string | number;

export interface Formats {
  /**
   * An amount of the API in the customer's currency ("€12.50"); up to `maxDecimals` for per-minute rates; in
   * `currency` where the answer names its own (a price list's tariff, the balance, the top-up options).
   */
  money: (amount: Amount, maxDecimals?: number, currency?: string) => string;
  /** 'd mmm yyyy' (invoices, balance history). */
  day: (value: string) => string;
  /** dd-mm-yyyy, a day without a time. */
  date: (value: string) => string;
  /** dd-mm-yyyy H:MM:ss in the reader's time zone. */
  dateTime: (value: string) => string;
  /** dd-mm-yyyy H:MM:ss in UTC (call records). */
  utcDateTime: (value: string) => string;
}

export const formatsOf = (locale: string, currency: string | undefined): Formats => ({
  money: (amount, maxDecimals, own = currency) =>
    own ? formatMoney(amount, own, locale, maxDecimals) : String(amount ?? ''),
  day: (value) => formatDay(value, locale),
  date: formatDate,
  dateTime: formatDateTime,
  utcDateTime: formatDateTimeUtc,
});

/** Outside the console (a lone component in a test): English, amounts as the API wrote them. */
const FormatContext = createContext<Formats>(formatsOf('en', undefined));

export function FormatProvider({ children }: { children: ReactNode }) {
  const [locale] = useLocaleState();
  const { data } = useQuery(meQuery);
  const currency = data?.currency;
  const formats = useMemo(() => formatsOf(locale, currency), [locale, currency]);
  return <FormatContext.Provider value={formats}>{children}</FormatContext.Provider>;
}

/** The console's formatters: `useFormat().money('12.5')` -> "€12.50". */
export const useFormat = (): Formats => useContext(FormatContext);
