/**
 * The one rule for where the portal may send a browser it was told about (the login page's `redirect`,
 * the location a hijack release answers): the portal's own origin, or an origin named in
 * `VITE_TRUSTED_ORIGINS` (the provider's back office). The URL parser applies the browser's own rules
 * (tabs and newlines stripped, `\` read as `/`), so `/\t/evil.example` is seen as the other host it is.
 */

/** Origins of `VITE_TRUSTED_ORIGINS` (comma- or space-separated); anything that is not an http(s) origin is dropped. */
export function parseOrigins(setting: string | undefined): string[] {
  return (setting ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .flatMap((entry) => {
      try {
        const url = new URL(entry);
        return url.protocol === 'https:' || url.protocol === 'http:' ? [url.origin] : [];
      } catch {
        return [];
      }
    });
}

const TRUSTED_ORIGINS = parseOrigins(import.meta.env.VITE_TRUSTED_ORIGINS);

/**
 * A location that is safe to go to: a path (with query and hash) of this site, or the whole URL of a
 * trusted origin; undefined for anything else (another host, another scheme, not a string).
 */
export function safeLocation(
  location: unknown,
  origin: string = window.location.origin,
  trusted: readonly string[] = TRUSTED_ORIGINS,
): string | undefined {
  if (typeof location !== 'string' || !location.trim()) return undefined;
  let url: URL;
  try {
    url = new URL(location, origin);
  } catch {
    return undefined;
  }
  if (url.origin === origin) {
    // The parser resolves dot segments: `/.//evil.example` is the path `//evil.example`, which a browser given it reads
    // as another host. A path of this site starts with one slash; what comes back is checked as the browser would.
    const path = `/${url.pathname.replace(/^[/\\]+/, '')}${url.search}${url.hash}`;
    return new URL(path, origin).origin === origin ? path : undefined;
  }
  return trusted.includes(url.origin) ? url.href : undefined;
}

/** Whether a safe location leaves the portal (a full page load is then needed). */
export const isOtherSite = (location: string): boolean => !location.startsWith('/');
