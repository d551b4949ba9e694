/**
 * Shared helpers of the browser tests: sign-in (through the real form, or straight through the API where the form is
 * not under test), the sandbox switches, a console watch that fails a test on any unexpected console error, and axe.
 */
import {
  test as base,
  expect,
  type APIRequestContext,
  type ConsoleMessage,
  type Locator,
  type Page,
} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import axe, { type AxeResults, type RunOptions } from 'axe-core';
import { API_PREFIX } from '@/sandbox/paths';
import { startPortal } from '@/sandbox/startPortal';

export { expect };

export const ACCOUNTS = {
  demo: { login: 'demo', password: 'demo' },
  metered: { login: 'metered', password: 'metered' },
  support: { login: 'support', password: 'support' },
} as const;

export type AccountName = keyof typeof ACCOUNTS;

/** Console errors seen during a test; a test that provokes some on purpose allows them first. */
export class ConsoleErrors {
  private readonly allowed: RegExp[] = [];
  readonly seen: string[] = [];

  allow(...patterns: RegExp[]): void {
    this.allowed.push(...patterns);
  }

  record(text: string): void {
    if (!this.allowed.some((pattern) => pattern.test(text))) this.seen.push(text);
  }
}

const describe = (message: ConsoleMessage): string => {
  const { url } = message.location();
  return url ? `${message.text()} (${url})` : message.text();
};

export const test = base.extend<{ consoleErrors: ConsoleErrors }, { portalOrigin: string }>({
  // `npm start`'s server with a fresh in-memory sandbox for each worker: workers never see each other's data.
  portalOrigin: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const running = await startPortal(process.env.E2E_DIST || 'dist');
      await provide(running.origin);
      await running.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ portalOrigin }, provide) => provide(portalOrigin),
  consoleErrors: [
    async ({ page }, use) => {
      const errors = new ConsoleErrors();
      // Every page runs under the portal's Content-Security-Policy: a violation fails the test in any browser.
      await page.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
        ),
      );
      page.on('console', (message) => {
        if (message.type() === 'error') errors.record(describe(message));
      });
      page.on('pageerror', (error) => errors.record(`Uncaught ${error.name}: ${error.message}`));
      // Chromium's line for a failed load names the address only: the refused answers say which call it was.
      const refused: string[] = [];
      page.on('response', (response) => {
        if (response.status() >= 400)
          refused.push(`${response.request().method()} ${response.url()} ${response.status()}`);
      });
      await use(errors);
      const calls = refused.length ? `; answers of 400 or more: ${refused.join(', ')}` : '';
      expect(errors.seen, `unexpected console errors${calls}`).toEqual([]);
    },
    { auto: true },
  ],
});

/** Chromium's console line for an HTTP answer with this status, e.g. `httpError(503)`. */
export const httpError = (status: number): RegExp =>
  new RegExp(`Failed to load resource: the server responded with a status of ${status}\\b`);

// ---- sandbox switches (they exist only in the sandbox, under /__sandbox) ----

/** The switches take JSON only (a cross-site form post must not reach them): always send a JSON body. */
async function sandboxCall(request: APIRequestContext, method: 'post' | 'delete', path: string, data: unknown = {}) {
  const response = await request[method](`/__sandbox/${path}`, {
    data,
    headers: { 'Content-Type': 'application/json' },
  });
  expect(response.ok(), `${method.toUpperCase()} /__sandbox/${path} answered ${response.status()}`).toBe(true);
}

/** Re-seeds the sandbox and clears every fault: tests that change data call it first and last. */
export const resetSandbox = (request: APIRequestContext) => sandboxCall(request, 'post', 'reset');

export const setMaintenance = (request: APIRequestContext, on: boolean) =>
  sandboxCall(request, 'post', 'maintenance', { on });

/** Every API answer this many milliseconds late (0: on time again), as a slow backend would answer. */
export const setLatency = (request: APIRequestContext, ms: number) => sandboxCall(request, 'post', 'latency', { ms });

export interface FailRule {
  /** Relative to the API root; a trailing `*` matches a prefix. */
  path: string;
  status: number;
  method?: string;
  times?: number;
  /** The answer's JSON body (a DRF error body, say); a generic `detail` otherwise. */
  body?: Record<string, unknown>;
}

export const failPath = (request: APIRequestContext, rule: FailRule) => sandboxCall(request, 'post', 'fail', rule);

export const clearFailures = (request: APIRequestContext) => sandboxCall(request, 'delete', 'fail');

/** Moves a porting request as the provider's staff would (issue 46): `POST /__sandbox/porting`. */
export const movePorting = (
  request: APIRequestContext,
  move: { id: number; status: string; foc_date?: string; reason?: string },
) => sandboxCall(request, 'post', 'porting', move);

/** What the sandbox's stand-in of PayPal's SDK does next: its button approves, cancels or fails; or it cannot load. */
export const setPayPal = (
  request: APIRequestContext,
  state: { outcome?: 'approve' | 'cancel' | 'error'; available?: boolean },
) => sandboxCall(request, 'post', 'paypal', state);

/** Overrides the version that /version.json answers; `null` restores the built one. */
export const setVersion = (request: APIRequestContext, version: string | null) =>
  sandboxCall(request, 'post', 'version', { version });

// ---- the portal ----

/** A text (or password) field by its label; required fields' asterisks are aria-hidden, so not in the name. */
export const textField = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

export const loginField = (page: Page) => textField(page, 'Login');
export const passwordField = (page: Page) => textField(page, 'Password');
export const loginButton = (page: Page) => page.getByRole('button', { name: 'Login', exact: true });

/** Fills and sends the login form on the current page (which must be /login). */
export async function submitLogin(page: Page, login: string, password: string): Promise<void> {
  await loginField(page).fill(login);
  await passwordField(page).fill(password);
  await loginButton(page).click();
}

/** Signs in through the real login form and waits until the portal has left /login. */
export async function signIn(page: Page, login: string, password = login, next = '/login'): Promise<void> {
  await page.goto(next);
  await expect(loginButton(page)).toBeVisible();
  await submitLogin(page, login, password);
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
}

/**
 * Signs in as a demo account without the form (tests/e2e/auth.spec.ts covers the form): the portal's own sign-in
 * call, `POST user/login`, from the page's context, which keeps the `csrftoken` cookie it sets; then the `token`
 * cookie that the portal writes after a sign-in, and the page at `path` (the dashboard unless told), signed in.
 * A session of its own for each test: one test's sign-out or password change never ends another's.
 */
export async function signInAs(page: Page, account: AccountName, path = '/'): Promise<void> {
  const { login, password } = ACCOUNTS[account];
  const response = await page.request.post(`${API_PREFIX}/user/login`, {
    data: { login, password },
    headers: { 'Content-Type': 'application/json' },
  });
  expect(response.ok(), `signing in as ${login} answered ${response.status()}`).toBe(true);
  const { token } = (await response.json()) as { token: string };
  const url = new URL(response.url()).origin;
  await page
    .context()
    .addCookies([
      { name: 'token', value: token, url, sameSite: 'Lax', expires: Math.floor(Date.now() / 1000) + 14 * 24 * 3600 },
    ]);
  await page.goto(path);
  // The signed-in shell (its bar) is up, and the portal stayed off /login.
  await expect(page.locator('header').first()).toBeVisible();
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
}

/** Where react-admin's store keeps the portal's language (the portal's store key): read when the portal loads. */
export const LOCALE_KEY = 'RaStoredid-portal.locale';

/**
 * The portal in this language from its first load on, reloads included (an init script writes the stored language
 * before the page's own scripts run): a test in French pays one load of the portal, not a load to reach the origin's
 * storage and a second to read it.
 */
export async function startInLanguage(page: Page, locale: 'en' | 'fr'): Promise<void> {
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [LOCALE_KEY, JSON.stringify(locale)]);
}

/** Opens a path as the portal's own links do, without a reload: the router follows history. */
export async function openInPortal(page: Page, path: string): Promise<void> {
  await page.evaluate((next) => {
    window.history.pushState({}, '', next);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Opens a path as the portal's own links do, without a reload (the router follows history), and waits for the page's
 * h1 to read `heading`.
 */
export async function visitInPortal(page: Page, path: string, heading: string): Promise<void> {
  if (new URL(page.url()).pathname !== path) await openInPortal(page, path);
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(heading);
}

/** The bar's main navigation (desktop) or the drawer's (mobile). */
export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

export const notFoundHeading = (page: Page) => page.getByRole('heading', { name: 'Page Not Found' });

/** The signed-in shell is up: the bar's navigation is shown. */
export async function expectShell(page: Page): Promise<void> {
  await expect(mainNav(page).first()).toBeVisible();
}

// ---- accessibility ----

const SERIOUS = new Set(['serious', 'critical']);

/**
 * Clicks a link that opens a new tab and gives the address the tab went to. Read from the tab's navigation, not its
 * final URL: a browser without a PDF viewer (Chromium's headless shell) saves a PDF from there rather than showing it.
 */
export async function urlOpenedInNewTab(page: Page, link: Locator): Promise<string> {
  const context = page.context();
  const [tab, navigation] = await Promise.all([
    context.waitForEvent('page'),
    // The link's page stays where it is: the only navigation is the new tab's.
    context.waitForEvent('request', (sent) => sent.isNavigationRequest()),
    link.click(),
  ]);
  await tab.close();
  return navigation.url();
}

/**
 * A page without frames: axe-core's own `axe.run` in the page, its source injected once per document (it stays through
 * the portal's client-side navigations). AxeBuilder injects it twice per check and, across frames, opens a blank page
 * for finishRun: on two cores that is 0.3-0.6 s more per check (measured on /numbers/existing and /billing/invoices).
 */
async function axeInPage(page: Page, options: RunOptions): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    (runOptions) => (window as unknown as { axe: typeof axe }).axe.run(document, runOptions),
    options,
  );
}

/** A page with frames (PayPal's, say): AxeBuilder, which runs axe in each frame and puts the results together. */
const axeAcrossFrames = (page: Page, options: RunOptions): Promise<AxeResults> =>
  new AxeBuilder({ page }).options(options).analyze();

/**
 * axe's rules that read colours. In the dark scheme only these can find what the light scheme's run of the same page
 * did not (names, roles, structure and focus order are the scheme's alike), so a dark page runs these alone (issue 48).
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Runs axe on the page as it is; any serious or critical violation fails, and is printed. A page in the dark scheme
 * (the portal's `dark` class on <html>) is checked for its colours only: the light run of the page checks the rest.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // axe reads colours as painted: a toast or a panel half-way through its fade would be measured at that moment.
  // Finite animations and transitions end first; endless ones (spinners) are left running.
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
        ),
    undefined,
    { timeout: 5_000 },
  );
  const dark = await page.locator('html').evaluate((html) => html.classList.contains('dark'));
  const options: RunOptions = {
    resultTypes: ['violations'],
    ...(dark && { runOnly: { type: 'rule', values: COLOUR_RULES } }),
  };
  const { violations } =
    page.frames().length === 1 ? await axeInPage(page, options) : await axeAcrossFrames(page, options);
  const serious = violations.filter((violation) => SERIOUS.has(violation.impact ?? ''));
  const lines = serious.flatMap((violation) => [
    `${violation.impact}: ${violation.id} - ${violation.help} (${violation.helpUrl})`,
    ...violation.nodes.map(
      (node) => `    ${node.target.join(' ')}: ${node.failureSummary?.split('\n').join(' ') ?? ''}`,
    ),
  ]);
  if (lines.length) console.log(`axe on ${page.url()}:\n${lines.join('\n')}`);
  expect(lines, `serious or critical axe violations on ${page.url()}`).toEqual([]);
}
