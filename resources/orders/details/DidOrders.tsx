/** The order's DID lines (a backorder's line has no number yet). */
import type { RecordPartProps } from '@/src/console/definition';
import type { OrderDetails } from '@/providers/types';
import { PagedTable } from './PagedTable';
import { DID_COLUMNS } from './lineColumns';

export default function DidOrders({ record: { didorders } }: RecordPartProps<OrderDetails>) {
  return <PagedTable title="orders.show.didOrders" rows={didorders} columns={DID_COLUMNS} rowKey={(row) => row.id} />;
}
