import { useQuery } from '@tanstack/react-query';
import { meQuery } from '@/providers/api/queries';
import { derivePermissions } from '@/providers/permissions';
import type { CurrentUser, Permissions } from '@/providers/types';

/** The signed-in customer and the flags the bar filters its links with. */
export function useCurrentUser(): { me: CurrentUser | undefined; permissions: Permissions | undefined } {
  const { data: me } = useQuery(meQuery);
  return { me, permissions: me ? derivePermissions(me) : undefined };
}
