/**
 * Route permissions from the navigation table: a path under a capacity-only or prepaid-only
 * scope answers other customers with the not-allowed view (spec part 1 section 6, part 2 section 6).
 */
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { meQuery } from '@/providers/api/queries';
import { derivePermissions } from '@/providers/permissions';
import { accessForPath, canAccess } from '@/src/layout/navigation';
import NotAllowedPage from '@/src/pages/system/NotAllowedPage';

export function RequireAccess({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const access = accessForPath(pathname);
  const me = useQuery({ ...meQuery, enabled: access !== undefined });

  if (!access) return <>{children}</>;
  // PortalAdmin loads the current user before any route renders: this waits only in isolation.
  if (me.isPending) return null;
  if (!canAccess(access, me.data ? derivePermissions(me.data) : undefined)) return <NotAllowedPage />;
  return <>{children}</>;
}
