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
import { isOtherSite, safeLocation } from '@/src/system/safeLocation';
import { PATHS } from '@/src/paths';

const LOGIN = PATHS.login;
/** Pages a user should never be sent back to after signing in. */
const NOT_A_RETURN_PATH = new Set<string>([LOGIN, PATHS.logout]);

/** `/login?redirect=<path+search>` so that the user comes back after signing in; plain `/login` for `/`. */
export function loginPath(location: { pathname: string; search: string }): string {
  const back = location.pathname + location.search;
  return back === PATHS.home || back === '' ? LOGIN : `${LOGIN}?redirect=${encodeURIComponent(back)}`;
}

/**
 * The `redirect` parameter of the login page, kept when `safeLocation` accepts it and it is not the
 * login or logout page itself; anything else gives `/`.
 */
export function safeRedirect(param: string | null | undefined): string {
  const target = safeLocation(param);
  if (!target || (!isOtherSite(target) && NOT_A_RETURN_PATH.has(new URL(target, window.location.origin).pathname)))
    return PATHS.home;
  return target;
}

interface LoginParams {
  login?: string;
  /** react-admin's `useLogin` names it `username`. */
  username?: string;
  password?: string;
}

export function createAuthProvider(queryClient: QueryClient): AuthProvider {
  const fetchMe = () => queryClient.fetchQuery(meQuery);

  return {
    async login(params: LoginParams) {
      const { token } = await sessionLogin({
        login: params.login ?? params.username ?? '',
        password: params.password ?? '',
      });
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
