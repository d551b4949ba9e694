/** A number's dedicated channels on a phone: the DID, its country and plan, channels out of the maximum. */
import type { CardLayout } from '@/src/components/CardLayout';
import { Token } from '@/src/components/Token';
import { MaxChannelsCell, type ChannelRecord } from './MaxChannelsCell';
import { Place } from '@/src/components/CountryName';

export const DEDICATED_CHANNEL_CARDS: CardLayout<ChannelRecord> = {
  primary: (row) => <Token>{row.did}</Token>,
  secondary: [
    { render: (row) => <Place country={row.country} after={[row.plan]} /> },
    { label: 'capacity.dedicated.columns.account', render: (row) => row.account },
    {
      label: 'capacity.dedicated.columns.channels',
      render: (row) => (
        <>
          {row.n_channels} / <MaxChannelsCell />
        </>
      ),
    },
  ],
};
