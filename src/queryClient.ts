import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/providers/http';
import { isLabelQuery } from '@/providers/api/labelQueries';
import { onRequestLanguageChange } from '@/providers/requestLanguage';

/** Client errors (4xx) are answers, not faults: only network failures and 5xx are retried, once. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        retry: (failures, error) =>
          failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
      // A write sent while the browser says it is offline fails at once with its message, as before the forms used
      // mutations; TanStack's default would hold it paused, the button spinning, until the browser is back online.
      mutations: { networkMode: 'always' },
    },
  });
}

/**
 * The server words its own labels in the portal's language (Accept-Language): a change of language asks for them again
 * (the shown ones at once, the others when next shown). Answers the unsubscribe.
 */
export function followRequestLanguage(queryClient: QueryClient): () => void {
  return onRequestLanguageChange(() => {
    void queryClient.invalidateQueries({ predicate: (query) => isLabelQuery(query.queryKey) });
  });
}
