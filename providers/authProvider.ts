/**
 * react-admin's auth provider over the portal API (spec part 1 section 4 "Auth", section 7 "Auth").
 * A 401 is handled once, centrally, by the `unauthorized` http event (src/system/UnauthorizedRedirect),
 * so `checkError` never signs the user out itself.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { AuthProvider } from 'react-admin';
import { clearToken, getToken, setToken } from './http';
import { login as sessionLogin, logout as sessionLogout } from './api/session';
// From startupQueries, not queries.ts: the entry chunk loads this module (loginPath), and queries.ts would bring the
// cart's and the account's lookups with it.
import { meQuery } from './api/startupQueries';
import { derivePermissions, userLabel } from './permissions';
interface LoginParams {
  login?: string;
  /** react-admin's `useLogin` names it `username`. */
  username?: string;
  password?: string;
}

/** The sign-in page's path for a location, with the way back: the app's routes, handed in (src/system/loginReturn.ts). */
export type LoginPath = (location: { pathname: string; search: string }) => string;

export function createAuthProvider(queryClient: QueryClient, loginPath: LoginPath): AuthProvider {
  const fetchMe = () => queryClient.fetchQuery(meQuery);

  return {
    async login(params: LoginParams) {
      const answer = await sessionLogin({
        login: params.login ?? params.username ?? '',
        password: params.password ?? '',
      });
      // The sign-in page (src/pages/auth/LoginPage.tsx) asks for the second step; this entry point takes none.
      if (!('token' in answer)) throw new Error('Two-factor authentication: sign in on the sign-in page.');
      const { token } = answer;
      // Nothing cached for a previous session may leak into this one.
      queryClient.removeQueries();
      setToken(token);
    },

    async logout() {
      if (getToken()) await sessionLogout().catch(() => undefined);
      clearToken();
      queryClient.clear();
    },

    async checkAuth() {
      if (getToken()) return;
      throw { redirectTo: loginPath(window.location), message: false };
    },

    async checkError() {
      // 401 is the `unauthorized` http event's job; other errors are not a reason to sign out.
    },

    async getIdentity() {
      const me = await fetchMe();
      return { id: me.login, fullName: userLabel(me) };
    },

    async getPermissions() {
      return derivePermissions(await fetchMe());
    },
  };
}
