/** An invoice's period, "1 Feb 2026 to 28 Feb 2026", when it has one. */
import { useTranslate } from 'ra-core';
import { useFormat } from '@/src/console/format';
import type { CellPartProps } from '@/src/console/fields';

export default function InvoicePeriod({ record }: CellPartProps) {
  const translate = useTranslate();
  const format = useFormat();
  const { period_start: from, period_end: to } = record;
  if (typeof from !== 'string' || typeof to !== 'string') return null;
  return <>{translate('billing.invoices.show.periodValue', { from: format.day(from), to: format.day(to) })}</>;
}
