import { useState } from 'react';

/**
 * True from the first render in which `open` is true, for good: a menu or dialog mounts when first used and then
 * stays, so that its closing transition still plays. Rows that are never opened render none of it.
 */
export function useMountedOnce(open: boolean): boolean {
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);
  return used || open;
}
