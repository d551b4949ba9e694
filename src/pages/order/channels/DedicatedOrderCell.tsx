/** + and - of a number on /order/dedicated-channels (ordering rules: canAddToOrder / canRemoveFromOrder). */
import { useListContext, useRecordContext } from 'react-admin';
import type { DedicatedChannelRow } from '../../../../providers/types';
import { addDedicatedChannel, removeDedicatedChannel } from '../../../../providers/api/cart';
import { canAddToOrder, canRemoveFromOrder } from './channelRules';
import { StepButtons } from './StepButtons';
import { useChannelStep } from './useChannelStep';

export function DedicatedOrderCell() {
  const row = useRecordContext<DedicatedChannelRow & { id: string }>();
  const { refetch } = useListContext();
  const { busy, run } = useChannelStep(refetch);
  if (!row) return null;
  return (
    <StepButtons
      name={row.did}
      busy={busy !== null}
      remove={{
        label: 'channels.actions.removeOne',
        ariaLabel: 'channels.actions.removeOneFrom',
        enabled: canRemoveFromOrder(row),
        onClick: () => void run('remove', () => removeDedicatedChannel(row.did)),
      }}
      add={{
        label: 'channels.actions.addOne',
        ariaLabel: 'channels.actions.addOneTo',
        enabled: canAddToOrder(row),
        onClick: () => void run('add', () => addDedicatedChannel(row.did)),
      }}
    />
  );
}
