/** The three lookups of the contact form (levels, contact types, mail subscriptions), loaded in parallel. */
import { useQueries } from '@tanstack/react-query';
import { contactLevelsQuery, contactTypesQuery, mailSubscriptionsQuery } from '@/providers/api/queries';

export function useContactLookups() {
  const [levels, types, subscriptions] = useQueries({
    queries: [contactLevelsQuery, contactTypesQuery, mailSubscriptionsQuery],
  });
  const all = [levels, types, subscriptions];
  return {
    isPending: all.some((query) => query.isPending),
    error: all.find((query) => query.isError)?.error ?? null,
    retry: () => all.filter((query) => query.isError).forEach((query) => void query.refetch()),
    levels: levels.data ?? [],
    types: types.data ?? [],
    subscriptions: subscriptions.data ?? [],
  };
}
