import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { kindsFor, searchPortal } from '@/providers/api/search';
import { useDebounced } from '@/src/components/useDebounced';

/** How long typing must pause before the collections are searched. */
export const SEARCH_DEBOUNCE_MS = 350;

/**
 * The collections' hits for the typed text: debounced, and only for text that fits a kind. A newer text supersedes
 * the search under way: its query loses its observer and TanStack Query aborts the signal every request carries.
 */
export function usePaletteSearch(text: string) {
  const debounced = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const enabled = kindsFor(debounced).length > 0;
  const query = useQuery({
    queryKey: ['palette-search', debounced],
    queryFn: ({ signal }) => searchPortal(debounced, signal),
    enabled,
    staleTime: 30_000,
    retry: false,
    placeholderData: keepPreviousData,
  });
  const settled = debounced === text.trim();
  return {
    answer: enabled ? query.data : undefined,
    /** Typing, or waiting for the answer of the text shown. */
    pending: kindsFor(text).length > 0 && (!settled || query.isFetching || query.isPlaceholderData),
  };
}
