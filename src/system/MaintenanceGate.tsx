/** Placeholder: replaced by its owner. */
import type { ReactNode } from 'react';
export function MaintenanceGate({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
