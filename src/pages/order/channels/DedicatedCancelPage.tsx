/** /order/dedicated-channels/cancel: the numbers' bought channels, to put into the cancellation cart. */
import { Typography } from '@mui/material';
import { DataTable, useTranslate } from 'react-admin';
import { PortalList } from '../../../components/PortalList';
import { useChannelFilters } from '../../../../resources/dedicated-channels/list/useChannelFilters';
import { ChannelToolbar } from './ChannelToolbar';
import { DedicatedCancelCell } from './DedicatedCancelCell';
import { PATHS } from '../../../paths';
import { CANCEL_CHANNEL_CARDS, type ChannelRow as Row } from './channelCards';
import { NO_WRAP } from '../../../components/Token';

const Col = DataTable.Col<Row>;
const LINKS = [
  { label: 'channels.actions.cancelAndCheckout', to: PATHS.cart.cancellation, primary: true },
  { label: 'channels.actions.backToOrdering', to: PATHS.order.dedicatedChannels },
];

export default function DedicatedCancelPage() {
  const translate = useTranslate();
  const filters = useChannelFilters();
  return (
    <PortalList
      title={translate('channels.dedicated.cancelTitle')}
      resource="dedicated-channels"
      storeKey="order-dedicated-channels-cancel"
      filters={filters}
      actions={<ChannelToolbar links={LINKS} />}
      intro={<Typography variant="body2" sx={{ px: 2, pt: 1 }}>{translate('channels.dedicated.cancelIntro')}</Typography>}
      cards={CANCEL_CHANNEL_CARDS}
    >
      <DataTable<Row> bulkActionButtons={false} rowClick={false}>
        <Col source="did" label="channels.dedicated.columns.did" disableSort cellSx={NO_WRAP} />
        <Col source="country" label="channels.dedicated.columns.country" disableSort />
        <Col source="account" label="channels.dedicated.columns.account" disableSort />
        <Col source="plan" label="channels.dedicated.columns.plan" disableSort />
        <Col source="n_channels" label="channels.dedicated.columns.channels" disableSort align="right" />
        <Col source="n_bought_channels" label="channels.dedicated.columns.bought" disableSort align="right" />
        <Col source="cancellation_cart_channels" label="channels.dedicated.columns.toCancel" disableSort align="right" />
        <Col label="channels.dedicated.columns.actions" disableSort>
          <DedicatedCancelCell />
        </Col>
      </DataTable>
    </PortalList>
  );
}
