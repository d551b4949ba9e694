import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../providers/http';

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
