/** Today as YYYY-MM-DD (UTC), the format of the dids table's dates. */
export const today = (): string => new Date().toISOString().slice(0, 10);

/** A number is cancelled on its earliest cancellation date, or today when that date has passed. */
export const cancellationDateOf = (earliestCancel: string, now = today()): string =>
  earliestCancel > now ? earliestCancel : now;
