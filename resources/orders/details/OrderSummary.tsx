/** Reference, date, status, prices and the server's message, as a description list. */
import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { OrderDetails } from '@/providers/types';
import { formatDateTime } from '@/src/components/dates';
import { OrderStatusChip } from '@/resources/orders/OrderStatusChip';
import { useFormat } from '@/src/console/format';

export function OrderSummary({ order }: { order: OrderDetails }) {
  const translate = useTranslate();
  const { money } = useFormat();
  const items: [string, ReactNode][] = [
    ['orders.show.reference', order.reference_number],
    ['orders.show.date', formatDateTime(order.date_commit)],
    ['orders.show.status', <OrderStatusChip key="status" status={order.status} />],
    ['orders.show.nrc', money(order.price.nrc)],
    ['orders.show.mrc', money(order.price.mrc)],
  ];
  if (order.message) items.push(['orders.show.message', order.message]);
  if (order.cancellation) items.push(['orders.show.cancellation', '✓']);
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: 1, m: 0 }}
    >
      {items.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
            {translate(label)}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
