/**
 * Runs one task per item, one after another (the server and the user see the changes in order), and reports
 * every outcome as it comes. A failed item never stops the others.
 */
export type BulkOutcome = { ok: true } | { ok: false; message: string };

export interface BulkResult<T> {
  item: T;
  outcome: BulkOutcome;
}

export async function runSequentially<T>(
  items: readonly T[],
  task: (item: T) => Promise<unknown>,
  describeError: (error: unknown) => string,
  onResult: (result: BulkResult<T>, done: number) => void = () => {},
): Promise<BulkResult<T>[]> {
  const results: BulkResult<T>[] = [];
  for (const item of items) {
    let outcome: BulkOutcome;
    try {
      await task(item);
      outcome = { ok: true };
    } catch (error) {
      outcome = { ok: false, message: describeError(error) };
    }
    const result = { item, outcome };
    results.push(result);
    onResult(result, results.length);
  }
  return results;
}
