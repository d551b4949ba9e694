/** An invoice's amounts in the customer's currency (from customer/me) and its days as 'd mmm yyyy', each on one line. */
import { useQuery } from '@tanstack/react-query';
import { useLocaleState } from 'react-admin';
import { meQuery } from '../../../providers/api/queries';
import { Token } from '../../../src/components/Token';
import { formatDay } from '../../../src/components/formatDay';
import { formatMoney } from '../../../src/components/formatMoney';

export function InvoiceAmount({ amount }: { amount: string }) {
  const [locale] = useLocaleState();
  const { data } = useQuery(meQuery);
  return <Token>{data ? formatMoney(amount, data.currency, locale) : amount}</Token>;
}

export function InvoiceDay({ day }: { day: string }) {
  const [locale] = useLocaleState();
  return <Token>{formatDay(day, locale)}</Token>;
}
