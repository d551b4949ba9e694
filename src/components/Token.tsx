/**
 * A value that must never break inside (issue 19: dates, DIDs, references, amounts): browsers break "2025-10-31"
 * after a hyphen. `NO_WRAP` is the same rule for a table column (DataTable's cellSx).
 */
import type { ReactNode } from 'react';

export const NO_WRAP = () => ({ whiteSpace: 'nowrap' }) as const;

export function Token({ children }: { children: ReactNode }) {
  return <span style={{ whiteSpace: 'nowrap' }}>{children}</span>;
}
