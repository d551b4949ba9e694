/** The URL spaces the sandbox answers; everything else belongs to the portal (Vite or dist/). */
export const API_PREFIX = '/api/v1';
export const SWITCH_PREFIX = '/__sandbox';
export const VERSION_PATH = '/version.json';

/** True for the paths the sandbox app answers (`/api/settings` is a portal page, not the API). */
export function isSandboxPath(pathname: string): boolean {
  return (
    pathname === API_PREFIX ||
    pathname.startsWith(`${API_PREFIX}/`) ||
    pathname === SWITCH_PREFIX ||
    pathname.startsWith(`${SWITCH_PREFIX}/`) ||
    pathname === VERSION_PATH
  );
}
