/**
 * Keep one more / Cancel one more of a number on /order/dedicated-channels/cancel. In the spec's
 * words (cancelling rules): canAdd gives a channel back from the cancellation cart (canAddToCancel),
 * canRemove puts one more into it (canRemoveToCancel).
 */
import { useListContext, useRecordContext } from 'react-admin';
import type { DedicatedChannelRow } from '../../../../providers/types';
import { addDedicatedChannelCancellation, removeDedicatedChannelCancellation } from '../../../../providers/api/cart';
import { canAddToCancel, canRemoveToCancel } from './channelRules';
import { StepButtons } from './StepButtons';
import { useChannelStep } from './useChannelStep';

export function DedicatedCancelCell() {
  const row = useRecordContext<DedicatedChannelRow & { id: string }>();
  const { refetch } = useListContext();
  const { busy, run } = useChannelStep(refetch);
  if (!row) return null;
  return (
    <StepButtons
      name={row.did}
      busy={busy !== null}
      remove={{
        label: 'channels.actions.cancelOne',
        ariaLabel: 'channels.actions.cancelOneOf',
        enabled: canRemoveToCancel(row),
        onClick: () => void run('cancel', () => addDedicatedChannelCancellation(row.did)),
      }}
      add={{
        label: 'channels.actions.keepOne',
        ariaLabel: 'channels.actions.keepOneOf',
        enabled: canAddToCancel(row),
        onClick: () => void run('keep', () => removeDedicatedChannelCancellation(row.did)),
      }}
    />
  );
}
