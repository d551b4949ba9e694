/**
 * The numbers of /order/dedicated-channels and its cancel page on a phone: the DID, country and plan, the channels;
 * the page's two step buttons under them.
 */
import type { CardLayout } from '@/src/console/list/CardLayout';
import { Token } from '@/src/components/Token';
import type { DedicatedChannelRow } from '@/providers/types';
import { ChannelMaxCell } from './ChannelMaxCell';
import { DedicatedChannelCell } from './DedicatedChannelCell';
import { Place } from '@/src/components/CountryName';

export type ChannelRow = DedicatedChannelRow & { id: string };

const label = (key: string) => `channels.dedicated.columns.${key}`;
const place = { render: (row: ChannelRow) => <Place country={row.country} after={[row.plan]} /> };

export const ORDER_CHANNEL_CARDS: CardLayout<ChannelRow> = {
  primary: (row) => <Token>{row.did}</Token>,
  secondary: [
    place,
    {
      label: label('channels'),
      render: (row) => (
        <>
          {row.n_channels} / <ChannelMaxCell max={row.max_n_channels} />
        </>
      ),
    },
    { label: label('inCart'), render: (row) => row.cart_channels },
    { label: label('mrc'), render: (row, _t, format) => <Token>{format.money(row.mrc_channels)}</Token> },
  ],
  action: () => <DedicatedChannelCell mode="order" />,
  actionBelow: true,
};

export const CANCEL_CHANNEL_CARDS: CardLayout<ChannelRow> = {
  primary: (row) => <Token>{row.did}</Token>,
  secondary: [
    place,
    { label: label('bought'), render: (row) => row.n_bought_channels },
    { label: label('toCancel'), render: (row) => row.cancellation_cart_channels },
  ],
  action: () => <DedicatedChannelCell mode="cancel" />,
  actionBelow: true,
};
