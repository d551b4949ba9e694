/** The maximum of dedicated channels; -1 is shown as the infinity sign, read out as "No limit". */
import { useRecordContext } from 'react-admin';
import { useTranslate } from 'ra-core';
import type { DedicatedChannelRow } from '@/providers/types';
import { isUnlimited, maxChannelsText } from '@/resources/dedicated-channels/channelRules';

/** A row as the list holds it: its id is the number. */
export type ChannelRecord = DedicatedChannelRow & { id: string };

export function MaxChannelsCell() {
  const translate = useTranslate();
  const row = useRecordContext<ChannelRecord>();
  if (!row) return null;
  if (!isUnlimited(row.max_n_channels)) return <>{maxChannelsText(row.max_n_channels)}</>;
  const label = translate('capacity.dedicated.noLimit');
  return (
    <span role="img" aria-label={label} title={label}>
      {maxChannelsText(row.max_n_channels)}
    </span>
  );
}
