/** The order's end users: name (to the end-user edit screen), status (red for 2 and 3), documents, location. */
import { Link as RouterLink } from 'react-router-dom';
import { Link } from '@mui/material';
import type { OrderDetails, OrderProfile } from '@/providers/types';
import type { RecordPartProps } from '@/src/console/definition';
import { OrderStatusChip } from '@/resources/orders/OrderStatusChip';
import { PagedTable, type DetailColumn } from './PagedTable';
import { PATHS } from '@/src/paths';
import { pathWithId } from '@/providers/urlPattern';

const PROFILE_COLUMNS: DetailColumn<OrderProfile>[] = [
  {
    label: 'orders.show.columns.name',
    render: (row) => (
      <Link component={RouterLink} to={pathWithId(PATHS.profiles.edit, row.id)}>
        {row.name}
      </Link>
    ),
  },
  { label: 'orders.show.columns.status', render: (row) => <OrderStatusChip status={row.status} /> },
  {
    label: 'orders.show.columns.documents',
    render: (row) => row.documents.map((document) => document.description).join(', '),
  },
  { label: 'orders.show.columns.location', render: (row) => row.location },
];

export default function EndUsers({ record: { profiles } }: RecordPartProps<OrderDetails>) {
  return <PagedTable title="orders.show.endUsers" rows={profiles} columns={PROFILE_COLUMNS} rowKey={(row) => row.id} />;
}
