/** State of a sequential bulk run for a dialog: the results so far, and whether it runs or has finished. */
import { useCallback, useRef, useState } from 'react';
import { runSequentially, type BulkResult } from './runSequentially';

export type BulkStage = 'idle' | 'running' | 'finished';

export function useBulkRun<T>(task: (item: T) => Promise<unknown>, describeError: (error: unknown) => string) {
  const [results, setResults] = useState<BulkResult<T>[]>([]);
  const [stage, setStage] = useState<BulkStage>('idle');
  const started = useRef(false);
  const run = useCallback(
    async (items: readonly T[]) => {
      if (started.current) return;
      started.current = true;
      setStage('running');
      setResults([]);
      await runSequentially(items, task, describeError, (result) => setResults((previous) => [...previous, result]));
      setStage('finished');
    },
    [task, describeError],
  );
  return { results, stage, run };
}
