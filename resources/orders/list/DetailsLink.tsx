/** The row's "Details" link (the row click goes there too); a real link for keyboard and screen-reader users. */
import { Link as RouterLink } from 'react-router-dom';
import { Link } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { OrderListItem } from '@/providers/types';
import type { RecordPartProps } from '@/src/console/definition';
import { orderDetailsPath } from '@/resources/orders/orderKinds';

export default function DetailsLink({ record: order }: RecordPartProps<OrderListItem>) {
  const translate = useTranslate();
  return (
    <Link
      component={RouterLink}
      to={orderDetailsPath(order.uuid, order.status.id)}
      aria-label={translate('orders.detailsOf', { reference: order.reference_number })}
      onClick={(event) => event.stopPropagation()}
    >
      {translate('orders.details')}
    </Link>
  );
}
