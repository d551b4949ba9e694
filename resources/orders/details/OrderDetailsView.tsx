/** The order: its summary, the DID, dedicated-channel and shared-channel lines, its end users, and Exit. */
import { Link } from 'react-router-dom';
import { Box, Button } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { OrderDetails } from '@/providers/types';
import { PageTitle } from '@/src/components/PageTitle';
import { OrderSummary } from './OrderSummary';
import { PagedTable } from './PagedTable';
import { CHANNEL_COLUMNS, DID_COLUMNS } from './lineColumns';
import { OrderProfilesTable } from './OrderProfilesTable';
import { PATHS } from '@/src/paths';

export function OrderDetailsView({ order }: { order: OrderDetails }) {
  const translate = useTranslate();
  return (
    <Box sx={{ minWidth: 0, pb: 3 }}>
      <PageTitle title={translate('orders.show.title', { reference: order.reference_number })} />
      <OrderSummary order={order} />
      <PagedTable title="orders.show.didOrders" rows={order.didorders} columns={DID_COLUMNS} rowKey={(row) => row.id} />
      <PagedTable
        title="orders.show.dedicatedOrders"
        rows={order.dedicated_channelorders}
        columns={CHANNEL_COLUMNS}
        rowKey={(row) => row.id}
      />
      <PagedTable
        title="orders.show.sharedOrders"
        rows={order.shared_channelorders}
        columns={CHANNEL_COLUMNS}
        rowKey={(row) => row.id}
      />
      <OrderProfilesTable profiles={order.profiles} />
      <Button component={Link} to={PATHS.orders.open.list} variant="outlined" sx={{ mt: 3 }}>
        {translate('common.actions.exit')}
      </Button>
    </Box>
  );
}
