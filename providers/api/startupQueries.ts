/**
 * The two lookups every signed-in screen waits for (spec: a loading screen until the field descriptions answer).
 * Kept apart from queries.ts so that the entry chunk can start them before the admin chunk has arrived.
 */
import { queryOptions } from '@tanstack/react-query';
import { fetchPlanFieldDescriptions } from './account';
import { fetchMe } from './session';
import { ENDPOINTS } from '@/providers/endpoints';

export const meQuery = queryOptions({ queryKey: [ENDPOINTS.account.me], queryFn: fetchMe, staleTime: 5 * 60_000 });
export const planFieldDescriptionQuery = queryOptions({
  queryKey: [ENDPOINTS.account.planFieldDescription],
  queryFn: fetchPlanFieldDescriptions,
  staleTime: Infinity,
});
