/**
 * One + or - press: the cart call, then (success or refusal) the cart and the rows are read again, so the row and the
 * bar's cart count always show the server's state. The outcome is told by a cart toast (src/pages/cart/cartToasts.ts):
 * what went into or out of which cart; a refusal with the server's message, else "Error occurred.", except a failed
 * add to the order cart, which the spec's catalogue keeps silent (section 8: "Add-to-cart failures in the order
 * pages").
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateCart } from '@/providers/api/cart';
import { useCartToasts } from '@/src/pages/cart/cartToasts';
import type { ChannelMode } from './channelMode';

/** The button pressed: + or -. */
export type ChannelStep = 'add' | 'remove';

/** What each press did, by page: ordering (+ into the cart) or cancelling (- into the cancellation cart). */
const DONE: Record<ChannelMode, Record<ChannelStep, string>> = {
  order: { add: 'channels.toasts.added', remove: 'channels.toasts.removed' },
  cancel: { add: 'channels.toasts.kept', remove: 'channels.toasts.cancelled' },
};

export function useChannelStep(refetch: () => unknown, mode: ChannelMode) {
  const queryClient = useQueryClient();
  const toasts = useCartToasts();
  const step = useMutation({
    mutationFn: ({ call }: { step: ChannelStep; call: () => Promise<unknown> }) => call(),
    onSuccess: (_answer, { step: pressed }) => toasts.done(DONE[mode][pressed]),
    onError: (error, { step: pressed }) => {
      if (mode === 'order' && pressed === 'add') return;
      toasts.failed(error);
    },
    // Still busy until the cart and the rows are read again.
    onSettled: () => Promise.allSettled([invalidateCart(queryClient), refetch()]),
  });

  /** Settles once the rows are read again, whatever the outcome (told by its toast). */
  const run = (pressed: ChannelStep, call: () => Promise<unknown>): Promise<void> =>
    step.mutateAsync({ step: pressed, call }).then(
      () => undefined,
      () => undefined,
    );
  return { busy: step.isPending, run };
}
