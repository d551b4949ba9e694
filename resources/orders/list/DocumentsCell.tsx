/**
 * Pending and rejected documents of an order's end users; rejected ones in red. A list row has the counts; an order's own
 * answer has none (the details page lists its end users' documents instead).
 */
import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { OrderListItem } from '@/providers/types';
import type { CellPartProps } from '@/src/console/fields';

type Counts = Partial<Pick<OrderListItem, 'pending_docs' | 'rejected_documents'>>;

export default function DocumentsCell({ record: order }: CellPartProps<Counts>) {
  const translate = useTranslate();
  if (!order.pending_docs && !order.rejected_documents) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {translate('orders.documents.none')}
      </Typography>
    );
  }
  return (
    <Stack spacing={0.25}>
      {order.pending_docs ? (
        <Typography variant="body2">{translate('orders.documents.pending', { count: order.pending_docs })}</Typography>
      ) : null}
      {order.rejected_documents ? (
        <Typography variant="body2" sx={{ color: 'error.dark' }}>
          {translate('orders.documents.rejected', { count: order.rejected_documents })}
        </Typography>
      ) : null}
    </Stack>
  );
}
