/** The maximum of dedicated channels; -1 is shown as the infinity sign, read out as "No limit". */
import { useTranslate } from 'ra-core';
import type { CellPartProps } from '@/src/console/fields';
import type { DedicatedChannelRow } from '@/providers/types';
import { isUnlimited, maxChannelsText } from '@/resources/dedicated-channels/channelRules';

export function MaxChannels({ max }: { max: number }) {
  const translate = useTranslate();
  if (!isUnlimited(max)) return <>{maxChannelsText(max)}</>;
  const label = translate('capacity.dedicated.noLimit');
  return (
    <span role="img" aria-label={label} title={label}>
      {maxChannelsText(max)}
    </span>
  );
}

export default function MaxChannelsCell({ record }: CellPartProps<DedicatedChannelRow>) {
  return <MaxChannels max={record.max_n_channels} />;
}
