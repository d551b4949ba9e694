/**
 * Error reporting: Sentry, loaded lazily and only when `VITE_SENTRY_DSN` is set; otherwise
 * nothing leaves the browser (and only development builds write errors to the console).
 */
type Sentry = typeof import('@sentry/react');

let sentry: Promise<Sentry | undefined> | undefined;

function loadSentry(): Promise<Sentry | undefined> | undefined {
  const dsn = import.meta.env.VITE_SENTRY_DSN;
  if (!dsn) return undefined;
  sentry ??= import('@sentry/react')
    .then((module) => {
      module.init({
        dsn,
        release: __APP_VERSION__,
        integrations: [module.browserTracingIntegration(), module.replayIntegration()],
        tracesSampleRate: 1,
        replaysSessionSampleRate: 0.1,
        replaysOnErrorSampleRate: 1,
        // Sentry 11 collects request data by default; a customer's numbers, profiles and tokens stay here, as with
        // version 10's defaults: no user, cookies, headers, bodies or query strings.
        dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false },
      });
      return module;
    })
    // Reporting must never become a failure of its own (blocked by an ad blocker, offline...).
    .catch(() => undefined);
  return sentry;
}

export function reportError(error: unknown, context?: Record<string, unknown>): void {
  if (import.meta.env.DEV) console.error(error, context ?? '');
  void loadSentry()?.then((module) => module?.captureException(error, context ? { extra: context } : undefined));
}

export function reportInfo(message: string): void {
  void loadSentry()?.then((module) => module?.captureMessage(message, 'info'));
}
