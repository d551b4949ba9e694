/**
 * Browser plumbing of the bench's screen measurements: the built portal and an in-memory sandbox on a free port,
 * the system Chromium driven by playwright-core, sign-in, the API requests a page issues, and timing.
 */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { ensureFullChromium } from '@/scripts/find-chromium.mjs';
import { startPortal, type RunningPortal } from '@/sandbox/startPortal';

export { startPortal, type RunningPortal };

export const API_PREFIX = '/api/v1/';

/** The system's full Chromium (never a downloaded one; installed from Debian's packages like the tests'), headless. */
export async function launchBrowser(): Promise<Browser> {
  const executablePath = ensureFullChromium();
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  });
}

/** A desktop-sized context signed in through the portal's real login form. */
export async function signedInContext(
  browser: Browser,
  origin: string,
  login: string,
  password = login,
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: origin, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Login', exact: true }).fill(login);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.close();
  return context;
}

export interface ApiRequest {
  method: string;
  /** Path below the API root, with its query string as sent. */
  path: string;
}

/** Records the API requests a page issues until `stop()`. */
export function recordApiRequests(page: Page, prefix = API_PREFIX): { requests: ApiRequest[]; stop: () => void } {
  const requests: ApiRequest[] = [];
  const listener = (request: { url(): string; method(): string }) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith(prefix))
      requests.push({ method: request.method(), path: url.pathname.slice(prefix.length) + url.search });
  };
  page.on('request', listener);
  return { requests, stop: () => page.off('request', listener) };
}

/** The requests issued more than once (method and path with query), each with its count. */
export function duplicatesOf(requests: ApiRequest[]): { request: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const { method, path } of requests) counts.set(`${method} ${path}`, (counts.get(`${method} ${path}`) ?? 0) + 1);
  return [...counts].filter(([, count]) => count > 1).map(([request, count]) => ({ request, count }));
}

/** A list is rendered and interactive: `count` elements match `rows`, and the first match of `control` is enabled. */
export interface ListReady {
  rows: string;
  count: number;
  control: string;
}

/**
 * Milliseconds from the page's navigation start until the list is ready, checked in the page at every frame and
 * read from the page's own clock, so the bench's polling round trips do not count.
 */
export async function msUntilListReady(page: Page, ready: ListReady, timeout = 60_000): Promise<number> {
  const handle = await page.waitForFunction(
    ({ rows, count, control }: ListReady) => {
      if (document.querySelectorAll(rows).length < count) return false;
      const element = document.querySelector<HTMLInputElement | HTMLButtonElement>(control);
      return element && !element.disabled ? performance.now() : false;
    },
    ready,
    { polling: 'raf', timeout },
  );
  return (await handle.jsonValue()) as number;
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

export const ms = (value: number): string => `${Math.round(value)} ms`;
