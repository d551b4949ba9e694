/** The maximum of dedicated channels; -1 is shown as the infinity sign, read out as "No limit". */
import { useRecordContext, useTranslate } from 'react-admin';
import type { DedicatedChannelRow } from '../../../providers/types';
import { isUnlimited, maxChannelsText } from '../channelRules';

export function MaxChannelsCell() {
  const translate = useTranslate();
  const row = useRecordContext<DedicatedChannelRow>();
  if (!row) return null;
  if (!isUnlimited(row.max_n_channels)) return <>{maxChannelsText(row.max_n_channels)}</>;
  const label = translate('capacity.dedicated.noLimit');
  return (
    <span role="img" aria-label={label} title={label}>
      {maxChannelsText(row.max_n_channels)}
    </span>
  );
}
