/** Where to go after a hijack release: the answered path if it stays on this site, else /login. */
export function releaseTarget(location: unknown): string {
  return typeof location === 'string' && /^\/(?![/\\])/.test(location) ? location : '/login';
}
