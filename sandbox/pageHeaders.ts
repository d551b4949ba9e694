/**
 * The security headers of the portal's pages, for `npm start` (static.ts) and `npm run dev` (vite.config.ts),
 * from the same `VITE_*` settings the build reads: the hosts of the API, the error reporter and the payment
 * provider enter the policy only when they are configured.
 */

type Env = Record<string, string | undefined>;

/** PayPal's JS SDK: its script, its buttons' frames and its calls. */
const PAYPAL_HOSTS = ['https://www.paypal.com', 'https://*.paypal.com', 'https://*.paypalobjects.com'];

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const { origin, protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:' ? origin : undefined;
  } catch {
    return undefined;
  }
}

export function contentSecurityPolicy(env: Env, { dev = false } = {}): string {
  const paypal = env.VITE_PAYPAL_CLIENT_ID ? PAYPAL_HOSTS : [];
  // An absolute API root (another host than the portal's) and the Sentry DSN's host are called with fetch.
  const connect = [originOf(env.VITE_API_ROOT), originOf(env.VITE_SENTRY_DSN)].filter((host) => host !== undefined);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // Vite's dev server injects React Refresh's preamble as an inline script; the build has none.
    'script-src': ["'self'", ...(dev ? ["'unsafe-inline'"] : []), ...paypal],
    // MUI's styling engine (Emotion) inserts <style> elements and sets style attributes at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...paypal],
    'font-src': ["'self'", 'data:'],
    // Dev: Vite's hot-reload socket.
    'connect-src': ["'self'", ...connect, ...(dev ? ['ws:', 'wss:'] : []), ...paypal],
    // The portal's own PDF viewer (product sheets, served framable by the API on the same origin), and PayPal's buttons.
    'frame-src': ["'self'", ...paypal],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}

/** Every header a page of the portal is served with. */
export function pageHeaders(env: Env, options: { dev?: boolean } = {}): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(env, options),
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'same-origin',
    'X-Content-Type-Options': 'nosniff',
  };
}

/**
 * The portal's PDF viewer page (`public/document-viewer.html`): the product sheets' frame, which declares the document's
 * language and embeds a PDF of the portal's origin. Framed by the portal's pages only; it runs its one script, loads its
 * one style sheet and embeds from the portal's origin only. The pages' own policy stays `object-src 'none'`.
 */
export const VIEWER_PATH = '/document-viewer.html';

export function viewerHeaders(): Record<string, string> {
  const policy = [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "object-src 'self'",
    // Chromium shows an embedded PDF in a frame of its own, which frame-src governs.
    "frame-src 'self'",
    "frame-ancestors 'self'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': policy,
    'X-Frame-Options': 'SAMEORIGIN',
    'Referrer-Policy': 'same-origin',
    'X-Content-Type-Options': 'nosniff',
  };
}
