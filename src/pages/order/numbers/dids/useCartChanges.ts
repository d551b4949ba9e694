/**
 * Add and remove DIDs of the prefix's cart, each a write through useMutation (so "Working…" shows while it runs), told
 * by a cart toast when it went through. A failed add is silent (spec section 8 "Add-to-cart failures in the order
 * pages"), a failed removal says so; either way the cart is re-read, so the side panel and the bar's count show the
 * server's cart.
 */
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addDidToCart, invalidateCart, removeCartDid } from '@/providers/api/cart';
import type { AvailableDid } from '@/providers/types';
import { useCartToasts } from '@/src/pages/cart/cartToasts';
import { formatDid } from './cartTotals';

interface Change {
  id: number;
  /** How the toast names it. */
  did: string;
  call: () => Promise<unknown>;
}

/** One kind of change: the ids being changed, and the change itself. */
function useCartChange(done: string, tellFailure: boolean) {
  const client = useQueryClient();
  const toasts = useCartToasts();
  const [running, setRunning] = useState<ReadonlySet<number>>(new Set());
  const mark = (id: number, on: boolean) =>
    setRunning((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const change = useMutation({
    mutationFn: ({ call }: Change) => call(),
    onMutate: ({ id }) => mark(id, true),
    onSuccess: (_answer, { did }) => toasts.done(done, { did }),
    onError: (error) => {
      if (tellFailure) toasts.failed(error);
    },
    onSettled: async (_answer, _error, { id }) => {
      await invalidateCart(client);
      mark(id, false);
    },
  });
  /** Settles once the cart is read again, whatever the outcome. */
  const run = (next: Change): Promise<void> =>
    change.mutateAsync(next).then(
      () => undefined,
      () => undefined,
    );
  return { running, run };
}

export function useCartChanges() {
  const add = useCartChange('ordering.cart.added', false);
  const remove = useCartChange('ordering.cart.removed', true);
  return {
    adding: add.running,
    removing: remove.running,
    add: (did: AvailableDid) =>
      add.run({ id: did.id, did: formatDid(did.did), call: () => addDidToCart(did.tos.id, did.id) }),
    remove: (lineId: number, name: string) => remove.run({ id: lineId, did: name, call: () => removeCartDid(lineId) }),
  };
}
