/** An invoice's period, "1 Feb 2026 to 28 Feb 2026", when it has one. */
import { useTranslate } from 'ra-core';
import { useFormat } from '@/src/console/format';
import type { CellPartProps } from '@/src/console/fields';
import type { Invoice } from '@/providers/types';

export default function InvoicePeriod({ record }: CellPartProps<Pick<Invoice, 'period_start' | 'period_end'>>) {
  const translate = useTranslate();
  const format = useFormat();
  const { period_start: from, period_end: to } = record;
  if (!from || !to) return null;
  return <>{translate('billing.invoices.show.periodValue', { from: format.day(from), to: format.day(to) })}</>;
}
