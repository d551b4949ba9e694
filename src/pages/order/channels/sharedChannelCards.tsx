/**
 * The DID groups of /order/shared-channels and its cancel page on a phone: the group, its country and plan, its
 * channels; the page's two step buttons under them.
 */
import type { CardLayout } from '@/src/console/list/CardLayout';
import type { Formats } from '@/src/console/format';
import { Token } from '@/src/components/Token';
import type { SharedChannelCartRow } from '@/providers/types';
import type { ChannelMode } from './channelMode';
import { sharedToBuy, sharedToCancel } from './channelRules';
import { SharedChannelRowActions } from './SharedChannelRowActions';
import { Place } from '@/src/components/CountryName';

const label = (key: string) => `channels.shared.columns.${key}`;
const place = { render: (row: SharedChannelCartRow) => <Place country={row.country} after={[row.plan]} /> };
const channels = {
  label: label('channels'),
  render: (row: SharedChannelCartRow) => `${row.channel_amount} / ${row.max_channel_amount}`,
};

export function sharedChannelCards(mode: ChannelMode, refetch: () => unknown): CardLayout<SharedChannelCartRow> {
  const secondary =
    mode === 'order'
      ? [
          place,
          channels,
          { label: label('inCart'), render: sharedToBuy },
          {
            label: label('nrc'),
            render: (row: SharedChannelCartRow, _t: unknown, format: Formats) => <Token>{format.money(row.nrc)}</Token>,
          },
          {
            label: label('mrc'),
            render: (row: SharedChannelCartRow, _t: unknown, format: Formats) => <Token>{format.money(row.mrc)}</Token>,
          },
        ]
      : [place, channels, { label: label('toCancel'), render: sharedToCancel }];
  return {
    primary: (row) => row.name,
    secondary,
    action: (row) => <SharedChannelRowActions row={row} mode={mode} refetch={refetch} />,
    actionBelow: true,
  };
}
