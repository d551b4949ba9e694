import { Navigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { meQuery } from '@/providers/api/queries';
import { derivePermissions } from '@/providers/permissions';
import { firstLink, type NavSection } from './navigation';
import { PATHS } from '@/src/paths';

/** A section's own path (/order, /capacity…) opens its first permitted sub-link. */
export function SectionRedirect({ section }: { section: NavSection }) {
  const { data: me } = useQuery(meQuery);
  const target = firstLink(section, me ? derivePermissions(me) : undefined) ?? PATHS.home;
  return <Navigate to={target} replace />;
}
