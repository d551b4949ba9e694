/**
 * /order/dedicated-channels and /order/dedicated-channels/cancel: the numbers with their dedicated channels.
 * Ordering lists the numbers that can get more (the `dedicated-channels-available` collection), cancelling
 * the numbers' bought channels (`dedicated-channels`); each row has the mode's + and -.
 */
import { Typography } from '@mui/material';
import { DataTable } from 'react-admin';
import { useTranslate } from 'ra-core';
import { PortalList } from '@/src/console/list/PortalList';
import { PortalTableBody } from '@/src/console/list/PortalTableBody';
import type { CardLayout } from '@/src/console/list/CardLayout';
import { useChannelFilters } from '@/resources/dedicated-channels/list/useChannelFilters';
import { CHANNEL_LIST } from '@/resources/dedicated-channels/list/channelList';
import { ChannelToolbar, type ToolbarLink } from './ChannelToolbar';
import { ChannelMaxCell } from './ChannelMaxCell';
import { DedicatedChannelCell } from './DedicatedChannelCell';
import { CANCEL_CHANNEL_CARDS, ORDER_CHANNEL_CARDS, type ChannelRow as Row } from './channelCards';
import type { ChannelMode } from './channelMode';
import { NO_WRAP } from '@/src/components/Token';
import { PATHS } from '@/src/paths';
import { useFormat, type Formats } from '@/src/console/format';
import { CountryName } from '@/src/components/CountryName';

const Col = DataTable.Col<Row>;

interface Screen {
  title: string;
  resource: string;
  storeKey: string;
  cards: CardLayout<Row>;
  links: ToolbarLink[];
}

const SCREENS: Record<ChannelMode, Screen> = {
  order: {
    title: 'channels.dedicated.title',
    resource: 'dedicated-channels-available',
    storeKey: 'order-dedicated-channels',
    cards: ORDER_CHANNEL_CARDS,
    links: [
      { label: 'channels.actions.buyAndCheckout', to: PATHS.cart.checkout, primary: true },
      { label: 'channels.actions.cancelChannels', to: PATHS.order.dedicatedChannelsCancel },
    ],
  },
  cancel: {
    title: 'channels.dedicated.cancelTitle',
    resource: 'dedicated-channels',
    storeKey: 'order-dedicated-channels-cancel',
    cards: CANCEL_CHANNEL_CARDS,
    links: [
      { label: 'channels.actions.cancelAndCheckout', to: PATHS.cart.cancellation, primary: true },
      { label: 'channels.actions.backToOrdering', to: PATHS.order.dedicatedChannels },
    ],
  },
};

/** The columns of each mode after the channels count (an array, so that react-admin counts the columns right). */
const orderColumns = (format: Formats) => [
  <Col
    key="max"
    label="channels.dedicated.columns.max"
    disableSort
    align="right"
    render={(row) => <ChannelMaxCell max={row.max_n_channels} />}
  />,
  <Col key="inCart" source="cart_channels" label="channels.dedicated.columns.inCart" disableSort align="right" />,
  <Col
    key="mrc"
    label="channels.dedicated.columns.mrc"
    disableSort
    align="right"
    cellSx={NO_WRAP}
    render={(row) => format.money(row.mrc_channels)}
  />,
  <Col
    key="nrc"
    label="channels.dedicated.columns.nrc"
    disableSort
    align="right"
    cellSx={NO_WRAP}
    render={(row) => format.money(row.nrc_channels)}
  />,
];
const cancelColumns = [
  <Col key="bought" source="n_bought_channels" label="channels.dedicated.columns.bought" disableSort align="right" />,
  <Col
    key="toCancel"
    source="cancellation_cart_channels"
    label="channels.dedicated.columns.toCancel"
    disableSort
    align="right"
  />,
];

export function DedicatedChannelScreen({ mode }: { mode: ChannelMode }) {
  const translate = useTranslate();
  const filters = useChannelFilters();
  const screen = SCREENS[mode];
  const format = useFormat();
  return (
    <PortalList
      title={translate(screen.title)}
      resource={screen.resource}
      storeKey={screen.storeKey}
      urlParams={CHANNEL_LIST.urlParams}
      filters={filters}
      actions={<ChannelToolbar links={screen.links} />}
      intro={
        mode === 'cancel' ? (
          <Typography variant="body2" sx={{ px: 2, pt: 1 }}>
            {translate('channels.dedicated.cancelIntro')}
          </Typography>
        ) : undefined
      }
      cards={screen.cards}
    >
      <DataTable<Row> bulkActionButtons={false} rowClick={false} body={PortalTableBody}>
        <Col source="did" label="channels.dedicated.columns.did" disableSort cellSx={NO_WRAP} />
        <Col
          source="country"
          label="channels.dedicated.columns.country"
          disableSort
          render={(row) => <CountryName name={row.country} />}
        />
        <Col source="account" label="channels.dedicated.columns.account" disableSort />
        <Col source="plan" label="channels.dedicated.columns.plan" disableSort />
        <Col source="n_channels" label="channels.dedicated.columns.channels" disableSort align="right" />
        {mode === 'order' ? orderColumns(format) : cancelColumns}
        <Col label="channels.dedicated.columns.actions" disableSort>
          <DedicatedChannelCell mode={mode} />
        </Col>
      </DataTable>
    </PortalList>
  );
}
