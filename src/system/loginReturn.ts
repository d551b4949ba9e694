/**
 * The way back through sign-in: where a signed-out visit is sent (the login page, with the page it asked for) and
 * where the login page may return to (the one rule of safeLocation.ts, never the login or logout page itself).
 */
import { isOtherSite, safeLocation } from './safeLocation';
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
