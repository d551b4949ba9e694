import { useTranslate } from 'ra-core';

/** In place of the number of a backorder line (no number yet). */
export function BackorderLabel() {
  const translate = useTranslate();
  return <em>{translate('orders.show.backorder')}</em>;
}
