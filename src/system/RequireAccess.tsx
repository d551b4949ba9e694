/** Placeholder: replaced by its owner. */
import type { ReactNode } from 'react';
export function RequireAccess({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
