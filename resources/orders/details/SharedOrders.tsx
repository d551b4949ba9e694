/** The order's shared-channel lines (a DID group's name each). */
import type { RecordPartProps } from '@/src/console/definition';
import type { OrderDetails } from '@/providers/types';
import { PagedTable } from './PagedTable';
import { CHANNEL_COLUMNS } from './lineColumns';

export default function SharedOrders({ record: { shared_channelorders: rows } }: RecordPartProps<OrderDetails>) {
  return <PagedTable title="orders.show.sharedOrders" rows={rows} columns={CHANNEL_COLUMNS} rowKey={(row) => row.id} />;
}
