/** Placeholder: replaced by its owner. */
import type { ReactNode } from 'react';
export default function PortalLayout({ children }: { children?: ReactNode }) {
  return <main>{children}</main>;
}
