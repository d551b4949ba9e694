/**
 * Render-as-you-fetch for the list screens: on a full page load of a list's route, the list's first page is asked for
 * as soon as the session is known, beside the screen's chunk, rather than after the chunk arrived and the list
 * rendered once (on a phone, a request round and a render sooner). The parameters and the cache key are react-admin's
 * own (useListParams' `getQuery` over the URL and the stored params, useGetList's key), so the list finds the request
 * in flight or its answer, and sends none of its own.
 */
import type { Query, QueryClient } from '@tanstack/react-query';
import { SORT_ASC, getQuery, parseQueryFromLocation, type DataProvider, type Store } from 'ra-core';
import { DEFAULT_PAGE_SIZE } from '@/providers/http';
import { toListSearch, type ListUrlParams } from './listUrl';

/** What a list route gives its `PortalList` beyond the defaults (its props of the same names). */
export interface ListDefaults {
  filterDefaultValues?: Record<string, unknown>;
  /** Each filter's URL parameter (listUrl.ts): the list reads its URL through it, and so does its prefetch. */
  urlParams?: ListUrlParams;
}

/** useListParams' value for a list without stored params. */
const NO_STORED_PARAMS = { sort: null, order: null, page: 1, perPage: null, filter: {}, displayedFilters: {} };
/** react-admin's default sort (useListController), which PortalList keeps. */
const DEFAULT_SORT = { field: 'id', order: SORT_ASC };
/** The prefetched answer counts as fresh for the list's first mount only, and not for longer than this. */
const FRESH_MS = 30_000;

/** Query hash -> when the prefetched answer arrived; an entry lives until the first list that used it unmounts. */
const prefetched = new Map<string, number>();

/** useGetList's key and parameters for the list of `resource` at `search`, as its List would compute them. */
export function listQuery(resource: string, search: string, store: Store, defaults: ListDefaults = {}) {
  const query = getQuery({
    queryFromLocation: parseQueryFromLocation({ search: toListSearch(search, defaults.urlParams) }),
    params: store.getItem(`${resource}.listParams`, NO_STORED_PARAMS),
    filterDefaultValues: defaults.filterDefaultValues,
    sort: DEFAULT_SORT,
    perPage: DEFAULT_PAGE_SIZE,
  });
  const params = {
    pagination: { page: query.page, perPage: query.perPage },
    sort: { field: query.sort, order: query.order },
    filter: { ...query.filter },
    meta: undefined,
  };
  return { queryKey: [resource, 'getList', params] as const, params };
}

export function prefetchList(
  queryClient: QueryClient,
  dataProvider: DataProvider,
  store: Store,
  { resource, search, defaults }: { resource: string; search: string; defaults?: ListDefaults },
): Promise<void> {
  const { queryKey, params } = listQuery(resource, search, store, defaults);
  return queryClient
    .fetchQuery({
      queryKey,
      queryFn: () =>
        dataProvider
          .getList(resource, params)
          .then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
      retry: false,
    })
    .then(
      () => {
        const query = queryClient.getQueryCache().find({ queryKey, exact: true });
        if (query) prefetched.set(query.queryHash, query.state.dataUpdatedAt);
      },
      // A failed page is the list's to show: it asks again when it mounts.
      () => undefined,
    );
}

/**
 * The list's `staleTime`: its prefetched answer is fresh (no second request as the list mounts), any other answer
 * stale at once, as react-admin's lists have it.
 */
export function listStaleTime(query: Pick<Query, 'queryHash' | 'state'>): number {
  const answeredAt = prefetched.get(query.queryHash);
  return answeredAt !== undefined && answeredAt === query.state.dataUpdatedAt ? FRESH_MS : 0;
}

/** Called as a list unmounts: its next mount asks the server again. */
export function forgetPrefetchedLists(): void {
  prefetched.clear();
}
