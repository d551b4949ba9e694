/**
 * Everything of a customer the browser keeps goes when a session ends (sign-out, a 401, a hijack
 * release, a new sign-in): the token, every cached answer, and react-admin's store (list filters,
 * page sizes, selections in localStorage). The language stays: it belongs to the person at the device.
 */
import type { QueryClient } from '@tanstack/react-query';
import { useStoreContext, type Store } from 'ra-core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { clearToken } from '@/providers/http';
import { forgetRecentChoices } from '@/src/layout/palette/recentKey';

const KEPT_KEYS = ['locale'] as const;

export function forgetSession(queryClient: QueryClient, store: Store): void {
  const kept = KEPT_KEYS.map((key) => [key, store.getItem<unknown>(key)] as const);
  clearToken();
  queryClient.clear();
  store.reset();
  forgetRecentChoices();
  for (const [key, value] of kept) if (value !== undefined) store.setItem(key, value);
}

/** `forgetSession` bound to the app's query client and store. */
export function useForgetSession(): () => void {
  const queryClient = useQueryClient();
  const store = useStoreContext();
  return useCallback(() => forgetSession(queryClient, store), [queryClient, store]);
}
