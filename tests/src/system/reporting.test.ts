import { afterEach, describe, expect, it, vi } from 'vitest';

const sentry = vi.hoisted(() => ({
  init: vi.fn(),
  captureException: vi.fn(),
  captureMessage: vi.fn(),
  browserTracingIntegration: vi.fn(() => ({ name: 'BrowserTracing' })),
  replayIntegration: vi.fn(() => ({ name: 'Replay' })),
}));
vi.mock('@sentry/react', () => sentry);

/** A fresh copy of the module: it initialises Sentry once per page load. */
const load = async () => {
  vi.resetModules();
  return import('@/src/system/reporting');
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  Object.values(sentry).forEach((mock) => mock.mockClear());
});

describe('reporting', () => {
  it('sends nothing anywhere without a DSN', async () => {
    vi.stubEnv('VITE_SENTRY_DSN', '');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { reportError, reportInfo } = await load();
    reportError(new Error('boom'));
    reportInfo('version check failed');
    await settle();
    expect(sentry.init).not.toHaveBeenCalled();
    expect(sentry.captureException).not.toHaveBeenCalled();
    expect(sentry.captureMessage).not.toHaveBeenCalled();
  });

  it('with a DSN initialises Sentry once, with the release, and captures errors and info', async () => {
    vi.stubEnv('VITE_SENTRY_DSN', 'https://key@sentry.example/1');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { reportError, reportInfo } = await load();
    const error = new Error('Something went wrong, unexpected error.');
    reportError(error, { screen: 'login' });
    reportInfo('version check failed');
    await vi.waitFor(() => expect(sentry.captureMessage).toHaveBeenCalledWith('version check failed', 'info'));
    expect(sentry.captureException).toHaveBeenCalledWith(error, { extra: { screen: 'login' } });
    expect(sentry.init).toHaveBeenCalledTimes(1);
    expect(sentry.init).toHaveBeenCalledWith(
      expect.objectContaining({
        dsn: 'https://key@sentry.example/1',
        release: 'v2025.09.02',
        tracesSampleRate: 1,
        replaysSessionSampleRate: 0.1,
        replaysOnErrorSampleRate: 1,
      }),
    );
  });

  it("sends none of a customer's request data: no user, cookies, headers, bodies or query strings", async () => {
    vi.stubEnv('VITE_SENTRY_DSN', 'https://key@sentry.example/1');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { reportError } = await load();
    reportError(new Error('boom'));
    await vi.waitFor(() => expect(sentry.init).toHaveBeenCalledTimes(1));
    expect(sentry.init).toHaveBeenCalledWith(
      expect.objectContaining({
        dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false },
      }),
    );
  });
});
