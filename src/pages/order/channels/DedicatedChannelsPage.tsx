/** /order/dedicated-channels: the numbers that can get more dedicated channels, with + and - per number. */
import { DataTable, useTranslate } from 'react-admin';
import { PortalList } from '../../../components/PortalList';
import { useChannelFilters } from '../../../../resources/dedicated-channels/list/useChannelFilters';
import { ChannelToolbar } from './ChannelToolbar';
import { ChannelMaxCell } from './ChannelMaxCell';
import { DedicatedOrderCell } from './DedicatedOrderCell';
import { PATHS } from '../../../paths';
import { ORDER_CHANNEL_CARDS, type ChannelRow as Row } from './channelCards';
import { NO_WRAP } from '../../../components/Token';

const Col = DataTable.Col<Row>;
const LINKS = [
  { label: 'channels.actions.buyAndCheckout', to: PATHS.cart.checkout, primary: true },
  { label: 'channels.actions.cancelChannels', to: PATHS.order.dedicatedChannelsCancel },
];

export default function DedicatedChannelsPage() {
  const translate = useTranslate();
  const filters = useChannelFilters();
  return (
    <PortalList
      title={translate('channels.dedicated.title')}
      resource="dedicated-channels-available"
      storeKey="order-dedicated-channels"
      filters={filters}
      actions={<ChannelToolbar links={LINKS} />}
      cards={ORDER_CHANNEL_CARDS}
    >
      <DataTable<Row> bulkActionButtons={false} rowClick={false}>
        <Col source="did" label="channels.dedicated.columns.did" disableSort cellSx={NO_WRAP} />
        <Col source="country" label="channels.dedicated.columns.country" disableSort />
        <Col source="account" label="channels.dedicated.columns.account" disableSort />
        <Col source="plan" label="channels.dedicated.columns.plan" disableSort />
        <Col source="n_channels" label="channels.dedicated.columns.channels" disableSort align="right" />
        <Col label="channels.dedicated.columns.max" disableSort align="right" render={(row) => <ChannelMaxCell max={row.max_n_channels} />} />
        <Col source="cart_channels" label="channels.dedicated.columns.inCart" disableSort align="right" />
        <Col source="mrc_channels" label="channels.dedicated.columns.mrc" disableSort align="right" cellSx={NO_WRAP} />
        <Col source="nrc_channels" label="channels.dedicated.columns.nrc" disableSort align="right" cellSx={NO_WRAP} />
        <Col label="channels.dedicated.columns.actions" disableSort>
          <DedicatedOrderCell />
        </Col>
      </DataTable>
    </PortalList>
  );
}
