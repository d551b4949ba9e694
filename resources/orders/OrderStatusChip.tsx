/** An order or end-user status; ids 2 and 3 (Incomplete, Rejected) in red (spec "Order statuses"). */
import { Chip } from '@mui/material';
import { useTranslate } from 'ra-core';
import { orderStatusName } from './orderKinds';
import { ALERT_ORDER_STATUSES, type OrderStatus } from '@/providers/types';
import type { CellPartProps } from '@/src/console/fields';

export function OrderStatusChip({ status }: { status: OrderStatus }) {
  const translate = useTranslate();
  const alert = ALERT_ORDER_STATUSES.includes(status.id);
  return (
    <Chip
      size="small"
      label={orderStatusName(status, translate)}
      color={alert ? 'error' : 'default'}
      variant={alert ? 'filled' : 'outlined'}
      data-alert={alert ? 'true' : 'false'}
    />
  );
}

/** The order's status as its details page's row. */
export default function OrderStatusRow({ record }: CellPartProps<{ status: OrderStatus }>) {
  return <OrderStatusChip status={record.status} />;
}
