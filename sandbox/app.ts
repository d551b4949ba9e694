/**
 * The portal API sandbox as one Hono app: the API under /api/v1, the switches under /__sandbox and
 * GET /version.json. Area modules register their paths through the router (auth + 405 included).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { WriteQueue, activityMiddleware } from './activity';
import { type Clock, createAuth } from './auth';
import { type ProxyTrust, clientMiddleware, parseTrustProxy } from './clientAddress';
import { compressAnswers } from './compress';
import type { Db } from './db';
import type { SandboxEnv } from './env';
import { DrfError, MESSAGES } from './errors';
import { Faults, faultMiddleware } from './faults';
import { FileStore } from './fileStore';
import { LoginThrottle } from './loginThrottle';
import { API_PREFIX, VERSION_PATH } from './paths';
import { PayPalStandIn } from './paypal/standIn';
import { createProfileStore } from './profileStore';
import { type RouteInfo, createRouter } from './routing';
import { registerAccountRoutes } from './routes/account';
import { registerActivityRoutes } from './routes/activity';
import { registerAuthRoutes } from './routes/auth';
import { registerBillingRoutes } from './routes/billing';
import { registerCapacityRoutes } from './routes/capacity';
import { registerCartRoutes } from './routes/cart';
import { registerChannelRoutes } from './routes/channels';
import { registerContactRoutes } from './routes/contacts';
import { registerDashboardRoutes } from './routes/dashboard';
import { registerEndUserDataRoutes } from './routes/end-user-data';
import { registerLookupRoutes } from './routes/lookups';
import { registerNumbersRoutes } from './routes/numbers';
import { registerOrderingRoutes } from './routes/ordering';
import { MAX_UPLOAD_BODY_BYTES, UPLOAD_PATH, registerProfileDocumentRoutes } from './routes/profile-documents';
import { registerProductRoutes } from './routes/product';
import { registerProfileRoutes } from './routes/profiles';
import { registerReportRoutes } from './routes/reports';
import { VersionState, registerSwitches } from './routes/switches';
import { TICKET_UPLOAD_PATH, registerTicketRoutes } from './routes/tickets';
import { PORTING_UPLOAD_PATH, registerPortingRoutes } from './routes/porting';
import { createPortingBackOffice } from './routes/portingBackOffice';
import { registerTwoFactorRoutes } from './routes/twoFactor';
import { registerTwoFactorSignIn } from './routes/twoFactorSignIn';
import { Challenges } from './twoFactor';
import { createTwoFactorStore } from './twoFactorStore';

export interface SandboxOptions {
  db: Db;
  /** The version file answered at /version.json (default: public/version.json of the repository). */
  versionFile?: string;
  /** Where uploaded files are kept and how links to them are signed (default: a temporary folder, removed when the process exits). */
  files?: FileStore;
  /** The clock of session expiry, sign-in throttling and file links, in ms since the epoch (default `Date.now`). */
  now?: Clock;
  /** The proxies whose `X-Forwarded-For` is believed (default: `TRUST_PROXY` of the environment; none when unset). */
  trustProxy?: ProxyTrust;
}

/** Ordinary request bodies are small JSON; only document uploads and tickets (create, comment) may carry 50 MB files. */
export const MAX_BODY_BYTES = 1024 * 1024;

function bodyLimits(): MiddlewareHandler<SandboxEnv> {
  const onError = () => {
    throw new DrfError(413, { detail: 'Request body is too large.' });
  };
  const small = bodyLimit({ maxSize: MAX_BODY_BYTES, onError });
  const upload = bodyLimit({ maxSize: MAX_UPLOAD_BODY_BYTES, onError });
  const uploads = [UPLOAD_PATH, TICKET_UPLOAD_PATH, PORTING_UPLOAD_PATH];
  return (c, next) =>
    c.req.method === 'POST' && uploads.some((path) => path.test(c.req.path)) ? upload(c, next) : small(c, next);
}

/**
 * Every API answer (JSON above all: the API key's, a customer's data) says `X-Content-Type-Options: nosniff` and, unless
 * it says how it may be kept itself (a stored file, a flag), `Cache-Control: no-store`: no browser or proxy keeps a copy
 * of it. The portal never relied on HTTP caching of API answers (no ETag or max-age): its lists are cached in memory
 * by TanStack Query.
 */
function apiAnswerHeaders(): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    await next();
    const response = c.res;
    if (response.headers.has('X-Content-Type-Options') && response.headers.has('Cache-Control')) return;
    // A copy of the headers and a new answer, as in compress.ts (Node's light Response may not keep a change in place).
    const headers = new Headers(response.headers);
    headers.set('X-Content-Type-Options', 'nosniff');
    if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store');
    c.res = undefined;
    c.res = new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  };
}

const DEFAULT_VERSION_FILE = fileURLToPath(new URL('../public/version.json', import.meta.url));

function readVersion(file: string): string {
  try {
    const { version } = JSON.parse(readFileSync(file, 'utf8')) as { version?: unknown };
    return typeof version === 'string' ? version : 'unknown';
  } catch {
    return 'unknown';
  }
}

export function createApp(options: SandboxOptions): Hono<SandboxEnv> {
  return buildSandbox(options).app;
}

/** The app and every API path registered through the router (for tests that must cover them all). */
export function buildSandbox(options: SandboxOptions): { app: Hono<SandboxEnv>; routes: RouteInfo[] } {
  const { db } = options;
  const builtVersion = readVersion(options.versionFile ?? DEFAULT_VERSION_FILE);
  const faults = new Faults();
  const version = new VersionState(() => builtVersion);
  const auth = createAuth(db, options.now);
  const throttle = new LoginThrottle(options.now);
  const files = options.files ?? new FileStore({ now: options.now });
  const profiles = createProfileStore(db, files);

  const app = new Hono<SandboxEnv>({ strict: false });
  app.onError((error, c) => {
    if (error instanceof DrfError) return c.json(error.body, error.status, error.headers);
    return c.json({ detail: 'A server error occurred.' }, 500);
  });
  app.notFound((c) => c.json({ detail: MESSAGES.notFound }, 404));

  app.use('*', clientMiddleware(options.trustProxy ?? parseTrustProxy(process.env.TRUST_PROXY)));
  app.use('*', compressAnswers());

  app.use(API_PREFIX, apiAnswerHeaders());
  app.use(`${API_PREFIX}/*`, apiAnswerHeaders());
  app.use(API_PREFIX, faultMiddleware(faults));
  app.use(`${API_PREFIX}/*`, faultMiddleware(faults));
  app.use(`${API_PREFIX}/*`, bodyLimits());

  const api = new Hono<SandboxEnv>({ strict: false });
  // Every mutating API request runs in one transaction with the activity event it records (activity.ts).
  const writes = new WriteQueue();
  api.use('*', activityMiddleware(db, options.now, writes));
  const router = createRouter(api, auth.authenticate);
  const deps = { db };
  const challenges = new Challenges(options.now);
  const twoFactor = createTwoFactorStore(db, options.now);
  registerTwoFactorRoutes(router, deps, twoFactor, throttle);
  const secondStep = registerTwoFactorSignIn(router, twoFactor, auth, throttle, challenges);
  registerAuthRoutes(router, deps, auth, throttle, secondStep);
  registerAccountRoutes(router, deps, auth, throttle);
  registerContactRoutes(router, deps);
  registerCartRoutes(router, deps);
  registerLookupRoutes(router, deps);
  registerProfileRoutes(router, deps, profiles);
  registerEndUserDataRoutes(router, deps, profiles);
  registerProfileDocumentRoutes(router, deps, { store: profiles, files });
  registerNumbersRoutes(router, deps);
  registerCapacityRoutes(router, deps);
  // Before the ordering routes: customer/orders/dashboard is not an order's uuid (customer/orders/:uuid).
  registerDashboardRoutes(router, deps, files);
  registerOrderingRoutes(router, deps);
  registerChannelRoutes(router, deps);
  registerBillingRoutes(router, deps, files);
  registerReportRoutes(router, deps, options.now);
  registerTicketRoutes(router, deps, files, options.now);
  registerPortingRoutes(router, deps, files, options.now);
  registerProductRoutes(router, deps, files);
  registerActivityRoutes(router, deps, options.now);
  app.route(API_PREFIX, api);

  const porting = createPortingBackOffice(db, options.now);
  registerSwitches(app, {
    db,
    faults,
    version,
    files,
    throttle,
    challenges,
    paypal: new PayPalStandIn(),
    writes,
    porting,
  });

  app.get(VERSION_PATH, (c) => c.json({ version: version.current() }, 200, { 'Cache-Control': 'no-store' }));

  return { app, routes: router.routes() };
}
