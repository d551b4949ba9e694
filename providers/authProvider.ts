/** Placeholder: replaced by its owner. */
import type { QueryClient } from '@tanstack/react-query';
import type { AuthProvider } from 'react-admin';
export const loginPath = (location: { pathname: string; search: string }) =>
  '/login?redirect=' + encodeURIComponent(location.pathname + location.search);
export function createAuthProvider(queryClient: QueryClient): AuthProvider {
  void queryClient;
  return { login: async () => undefined, logout: async () => undefined, checkAuth: async () => undefined, checkError: async () => undefined, getPermissions: async () => undefined };
}
