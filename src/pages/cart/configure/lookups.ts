/** The three lookups of a cart line's selects. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchDidServiceTypes } from '@/providers/api/profiles';
import { profilesWithoutBlockedQuery, trunksForSelectQuery } from '@/providers/api/numbers';
import { ENDPOINTS } from '@/providers/endpoints';
import type { LineField } from './lineRules';

export const didServiceTypesQuery = queryOptions({
  queryKey: [ENDPOINTS.account.didServiceTypes],
  queryFn: fetchDidServiceTypes,
  staleTime: 10 * 60_000,
});

export interface Option {
  value: number;
  name: string;
}
export type LineOptions = Record<LineField, Option[]>;

/** Profiles (end users that are not blocked), trunks and DID service types, as select options. */
export function useLineOptions(): { options: LineOptions; pending: boolean; error: unknown; retry: () => void } {
  const profiles = useQuery(profilesWithoutBlockedQuery);
  const trunks = useQuery(trunksForSelectQuery);
  const useCases = useQuery(didServiceTypesQuery);
  const all = [profiles, trunks, useCases];
  return {
    options: {
      profile: profiles.data ?? [],
      trunk: trunks.data ?? [],
      use_case: (useCases.data ?? []).map((type) => ({ value: type.id, name: type.name })),
    },
    pending: all.some((query) => query.isPending),
    error: all.find((query) => query.isError)?.error,
    retry: () => all.forEach((query) => void query.refetch()),
  };
}
