/**
 * Billing's amounts in the customer's currency (from customer/me) and its days as 'd mmm yyyy'. A list reads the
 * currency and the locale once (`useBillingFormat`) and hands the formatter to its rows through a context: a
 * subscription per cell would cost a 250-row page a thousand of them.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocaleState } from 'react-admin';
import { meQuery } from '@/providers/api/queries';
import { Token } from './Token';
import { formatDay } from './dates';
import { formatMoney } from './formatMoney';

export interface BillingFormat {
  money: (amount: string | number) => string;
  day: (value: string) => string;
}

const FALLBACK: BillingFormat = { money: (amount) => String(amount), day: (value) => value };
const BillingFormatContext = createContext<BillingFormat>(FALLBACK);

export function useBillingFormat(): BillingFormat {
  const [locale] = useLocaleState();
  const { data } = useQuery(meQuery);
  const currency = data?.currency;
  return useMemo(
    () => ({
      money: (amount: string | number) => (currency ? formatMoney(amount, currency, locale) : String(amount)),
      day: (value: string) => formatDay(value, locale),
    }),
    [currency, locale],
  );
}

export function BillingFormatProvider({ children }: { children: ReactNode }) {
  return <BillingFormatContext.Provider value={useBillingFormat()}>{children}</BillingFormatContext.Provider>;
}

/** An amount in the customer's currency, in a list (under PortalList's provider) or any BillingFormatProvider. */
export function Money({ amount }: { amount: string | number }) {
  return <Token>{useContext(BillingFormatContext).money(amount)}</Token>;
}

export function InvoiceDay({ day }: { day: string }) {
  return <Token>{useContext(BillingFormatContext).day(day)}</Token>;
}

/** The customer's money formatter outside a list (a page, a card, a dialog): `money('12.5')` -> "€12.50". */
export const useMoney = (): BillingFormat['money'] => useBillingFormat().money;
