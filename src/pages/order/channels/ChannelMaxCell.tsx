/** A channel maximum; -1 is the infinity sign, read out as "No limit". */
import { useTranslate } from 'ra-core';
import { isUnlimited, maxChannelsText } from './channelRules';

export function ChannelMaxCell({ max }: { max: number }) {
  const translate = useTranslate();
  if (!isUnlimited(max)) return <>{maxChannelsText(max)}</>;
  const label = translate('channels.noLimit');
  return (
    <span role="img" aria-label={label} title={label}>
      {maxChannelsText(max)}
    </span>
  );
}
