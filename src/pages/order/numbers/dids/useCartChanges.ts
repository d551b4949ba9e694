/**
 * Add and remove DIDs of the prefix's cart. Failures are swallowed (spec section 8 "Add-to-cart
 * failures in the order pages"), but the cart is re-read after every change, success or failure,
 * so the side panel and the bar's count show the server's cart.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { addDidToCart, invalidateCart, removeCartDid } from '@/providers/api/cart';
import type { AvailableDid } from '@/providers/types';

export function useCartChanges() {
  const client = useQueryClient();
  const [adding, setAdding] = useState<ReadonlySet<number>>(new Set());
  const [removing, setRemoving] = useState<ReadonlySet<number>>(new Set());

  const run = async (id: number, set: typeof setAdding, call: () => Promise<unknown>) => {
    set((current) => new Set(current).add(id));
    try {
      await call();
    } catch {
      // Swallowed on purpose: the refreshed cart shows what the server holds.
    } finally {
      await invalidateCart(client);
      set((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      });
    }
  };

  return {
    adding,
    removing,
    add: (did: AvailableDid) => run(did.id, setAdding, () => addDidToCart(did.tos.id, did.id)),
    remove: (lineId: number) => run(lineId, setRemoving, () => removeCartDid(lineId)),
  };
}
