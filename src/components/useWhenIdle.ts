import { useEffect, useState } from 'react';

/** How long work that waits for an idle moment waits at most. */
const IDLE_TIMEOUT_MS = 1000;

/**
 * True once the browser has had an idle moment after `ready` turned true: for a part of a screen that may wait behind
 * its main content (a chart above a list draws after the list's rows). Safari has no requestIdleCallback: a
 * zero-delay timer there lets the rows paint first all the same.
 */
export function useWhenIdle(ready: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!ready || idle) return undefined;
    const done = () => setIdle(true);
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(done, { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(done, 0);
    return () => window.clearTimeout(handle);
  }, [ready, idle]);
  return idle;
}
