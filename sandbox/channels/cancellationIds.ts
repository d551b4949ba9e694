import type { Db } from '@/sandbox/db';

/**
 * The next id of a cancellation-cart item: numbers (cancellation_cart) and channels (cancellation_channels) share one
 * sequence, so that the portal can key the cart's items by id whatever their kind.
 */
export function cancellationIdAllocator(db: Db): () => number {
  const next = db
    .prepare<[], number>(
      `SELECT max(coalesce((SELECT max(id) FROM cancellation_cart), 0), coalesce((SELECT max(id) FROM cancellation_channels), 0),
       coalesce((SELECT seq FROM sqlite_sequence WHERE name = 'cancellation_cart'), 0)) + 1`,
    )
    .pluck();
  return () => next.get() ?? 1;
}
