/** Backorder quantity rules (spec part 1 sections 4 and 5): numeric, at least 0, at most stock minus what is pending. */

/** How many more numbers of the prefix can be backordered. */
export const backorderCap = (stock: number, pending: number): number => Math.max(0, stock - Math.max(0, pending));

export type QuantityError =
  | { key: 'ordering.backorder.errors.notNumber' }
  | { key: 'ordering.backorder.errors.min'; min: number }
  | { key: 'ordering.backorder.errors.max'; max: number };

/** The error of a typed quantity, null when it is acceptable (0 included: Add and continue then adds nothing). */
export function quantityError(raw: string, cap: number): QuantityError | null {
  const text = raw.trim();
  if (!/^\d+$/.test(text)) {
    return /^-\d+$/.test(text)
      ? { key: 'ordering.backorder.errors.min', min: 0 }
      : { key: 'ordering.backorder.errors.notNumber' };
  }
  if (Number(text) > cap) return { key: 'ordering.backorder.errors.max', max: cap };
  return null;
}
