/** The order's dedicated-channel lines. */
import type { RecordPartProps } from '@/src/console/definition';
import type { OrderDetails } from '@/providers/types';
import { PagedTable } from './PagedTable';
import { CHANNEL_COLUMNS } from './lineColumns';

export default function DedicatedOrders({ record: { dedicated_channelorders: rows } }: RecordPartProps<OrderDetails>) {
  return (
    <PagedTable title="orders.show.dedicatedOrders" rows={rows} columns={CHANNEL_COLUMNS} rowKey={(row) => row.id} />
  );
}
