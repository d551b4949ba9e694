/**
 * + and - of a DID group. Ordering page: + orders one more (sharedCanAdd), - takes one back from the
 * purchase order only (sharedCanRemoveFromOrder). Cancelling page: - marks one more channel to cancel
 * (sharedCanCancelOne, a negative order), + gives one back (sharedCanKeepOne).
 */
import type { SharedChannelCartRow } from '@/providers/types';
import { addSharedChannel, removeSharedChannel } from '@/providers/api/cart';
import { sharedCanAdd, sharedCanCancelOne, sharedCanKeepOne, sharedCanRemoveFromOrder } from './channelRules';
import { StepButtons } from './StepButtons';
import type { ChannelMode } from './channelMode';
import { useChannelStep } from './useChannelStep';

interface Props {
  row: SharedChannelCartRow;
  mode: ChannelMode;
  refetch: () => unknown;
}

export function SharedChannelRowActions({ row, mode, refetch }: Props) {
  const { busy, run } = useChannelStep(refetch, mode);
  const add = () => void run('add', () => addSharedChannel(row.id));
  const remove = () => void run('remove', () => removeSharedChannel(row.id));
  if (mode === 'cancel') {
    return (
      <StepButtons
        name={row.name}
        busy={busy}
        remove={{
          label: 'channels.actions.cancelOne',
          ariaLabel: 'channels.actions.cancelOneOf',
          enabled: sharedCanCancelOne(row),
          onClick: remove,
        }}
        add={{
          label: 'channels.actions.keepOne',
          ariaLabel: 'channels.actions.keepOneOf',
          enabled: sharedCanKeepOne(row),
          onClick: add,
        }}
      />
    );
  }
  return (
    <StepButtons
      name={row.name}
      busy={busy}
      remove={{
        label: 'channels.actions.removeOne',
        ariaLabel: 'channels.actions.removeOneFrom',
        enabled: sharedCanRemoveFromOrder(row),
        onClick: remove,
      }}
      add={{
        label: 'channels.actions.addOne',
        ariaLabel: 'channels.actions.addOneTo',
        enabled: sharedCanAdd(row),
        onClick: add,
      }}
    />
  );
}
