/** A card's channels: how many of the maximum ("2 / 10", "2 / ∞"). */
import type { CellPartProps } from '@/src/console/fields';
import type { DedicatedChannelRow } from '@/providers/types';
import { MaxChannels } from './MaxChannelsCell';

export default function ChannelsLine({ record: row }: CellPartProps<DedicatedChannelRow>) {
  return (
    <>
      {row.n_channels} / <MaxChannels max={row.max_n_channels} />
    </>
  );
}
