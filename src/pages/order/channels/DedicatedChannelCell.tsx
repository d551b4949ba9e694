/**
 * + and - of a number on the dedicated-channel pages.
 * Ordering (/order/dedicated-channels): + orders one more (canAddToOrder), - takes one back from the order (canRemoveFromOrder).
 * Cancelling (/order/dedicated-channels/cancel), in the spec's words (cancelling rules): - puts one more into the
 * cancellation cart (canRemoveToCancel), + gives one back from it (canAddToCancel).
 */
import { useListContext, useRecordContext } from 'react-admin';
import type { DedicatedChannelRow } from '@/providers/types';
import {
  addDedicatedChannel,
  addDedicatedChannelCancellation,
  removeDedicatedChannel,
  removeDedicatedChannelCancellation,
} from '@/providers/api/cart';
import { canAddToCancel, canAddToOrder, canRemoveFromOrder, canRemoveToCancel } from './channelRules';
import type { ChannelMode } from './channelMode';
import { StepButtons } from './StepButtons';
import { useChannelStep } from './useChannelStep';

export function DedicatedChannelCell({ mode }: { mode: ChannelMode }) {
  const row = useRecordContext<DedicatedChannelRow & { id: string }>();
  const { refetch } = useListContext();
  const { busy, run } = useChannelStep(refetch, mode);
  if (!row) return null;
  if (mode === 'cancel') {
    return (
      <StepButtons
        name={row.did}
        busy={busy}
        remove={{
          label: 'channels.actions.cancelOne',
          ariaLabel: 'channels.actions.cancelOneOf',
          enabled: canRemoveToCancel(row),
          onClick: () => void run('remove', () => addDedicatedChannelCancellation(row.did)),
        }}
        add={{
          label: 'channels.actions.keepOne',
          ariaLabel: 'channels.actions.keepOneOf',
          enabled: canAddToCancel(row),
          onClick: () => void run('add', () => removeDedicatedChannelCancellation(row.did)),
        }}
      />
    );
  }
  return (
    <StepButtons
      name={row.did}
      busy={busy}
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
