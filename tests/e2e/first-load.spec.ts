/**
 * What a first load asks for before the entry has run (issue 17, item 2): the sign-in screen's chunks on every page,
 * and, for a visitor with a session on a portal route, the admin shell's chunks too, so that they download beside
 * the entry rather than after it.
 */
import type { Page } from '@playwright/test';
import { expect, signInAs, test } from './fixtures';

const preloads = (page: Page) =>
  page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));

/** The boot script runs `async`: the page's own content up means it has had its turn. */
async function preloadedAfterLoad(page: Page, heading: string): Promise<string[]> {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  return (await preloads(page)).filter((href): href is string => href !== null);
}

test('signed out, /login announces its own chunks and not the admin shell', async ({ page }) => {
  await page.goto('/login');
  const hrefs = await preloadedAfterLoad(page, 'Login');
  expect(hrefs.some((href) => /\/login-[\w-]+\.js$/.test(href))).toBe(true);
  expect(hrefs.some((href) => /\/console-[\w-]+\.js$/.test(href))).toBe(false);
});

test('signed in, a portal route asks for the admin shell before the entry has run, and still works', async ({
  page,
}) => {
  await signInAs(page, 'demo');
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.goto('/numbers/existing');
  const hrefs = await preloadedAfterLoad(page, 'My numbers');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  expect(hrefs.filter((href) => /\/console-[\w-]+\.js$/.test(href))).toHaveLength(1);
  // The entry's first act is to ask for the signed-in customer: the shell was on its way before.
  const shell = requests.findIndex((path) => /\/console-[\w-]+\.js$/.test(path));
  const whoAmI = requests.findIndex((path) => path.endsWith('/customer/me'));
  expect(shell).toBeGreaterThan(0);
  expect(shell).toBeLessThan(whoAmI);
  // A handful of files (the entry, the boot script, the sign-in and console chunks, the shared screens' chunk and the
  // list's own), not one per set of shared modules: a phone on HTTP/1.1 pays a round trip for each (85 before).
  const scripts = new Set(requests.filter((path) => path.endsWith('.js')));
  expect(scripts.size).toBeLessThanOrEqual(8);
});

test('signed in, a public page does not announce the shell', async ({ page }) => {
  await signInAs(page, 'demo');
  await page.goto('/password/reset');
  const hrefs = await preloadedAfterLoad(page, 'Reset password');
  expect(hrefs.some((href) => /\/console-[\w-]+\.js$/.test(href))).toBe(false);
});

/**
 * A list of each kind: a default filter (balance history), one of three order collections, a ticket history, a page
 * size in the URL. Only the list's own page counts: the balance history's chart reads the same collection, 250 at once.
 */
const LISTS = [
  { path: '/billing/balance/history', api: '/customer/balance/history', pageSize: 20 },
  { path: '/order/incomplete', api: '/customer/orders/incomplete', pageSize: 20 },
  { path: '/tickets/history', api: '/customer/tickets/history', pageSize: 20 },
  { path: '/numbers/existing?perPage=50', api: '/customer/dids', pageSize: 50 },
];

// Asked for by the portal before the list renders (src/console/list/listPrefetch.ts), and found by the list: one request.
test("on a full load, a list's first page is asked for once, and shows", async ({ page }) => {
  await signInAs(page, 'demo');
  for (const list of LISTS) {
    const pages: string[] = [];
    const onRequest = (request: { url: () => string }) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith(list.api) && url.searchParams.get('page_size') === String(list.pageSize))
        pages.push(url.search);
    };
    page.on('request', onRequest);
    await page.goto(list.path);
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await page.waitForLoadState('networkidle');
    page.off('request', onRequest);
    expect(pages, list.path).toHaveLength(1);
  }
});

// Asked for by the portal before the home page renders (prefetchDashboard), and found by its widgets: once each.
test('on a full load of the home page, each widget asks once, and shows', async ({ page }) => {
  await signInAs(page, 'demo');
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) asked.push(pathname);
  });
  await page.goto('/');
  await expect(page.getByText('Welcome, Northwind Telecom B.V.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'News' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  for (const api of [
    '/customer/dashboard/news',
    '/customer/dashboard/user-manual-data',
    '/customer/orders/dashboard',
    '/customer/reports/account-snapshot',
    '/customer/balance/history',
    // Support's work in the last 7 days (issue 35): the dashboard's line and the bar's Activity entry read one answer.
    '/customer/activity',
  ]) {
    expect(
      asked.filter((path) => path.endsWith(api)),
      api,
    ).toHaveLength(1);
  }
});

// A page that says what it reads first (its `prefetch` in src/pages/index.ts) has it asked for before it renders: once.
const PAGES_READING = [
  { path: '/billing/balance', api: ['/customer/balance', '/customer/balance/top-up/options'], heading: 'Balance' },
  { path: '/product/pricelist', api: ['/customer/product/pricelist'], heading: 'Price lists' },
  {
    path: '/product/terms-and-conditions',
    api: ['/customer/product/terms-and-conditions'],
    heading: 'Terms and Conditions',
  },
];

test('on a full load of a page that prefetches, each of its first requests goes out once', async ({ page }) => {
  await signInAs(page, 'demo');
  for (const { path, api, heading } of PAGES_READING) {
    const asked: string[] = [];
    const onRequest = (request: { url: () => string }) => asked.push(new URL(request.url()).pathname);
    page.on('request', onRequest);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    page.off('request', onRequest);
    for (const endpoint of api)
      expect(
        asked.filter((p) => p.endsWith(endpoint)),
        `${path} ${endpoint}`,
      ).toHaveLength(1);
  }
});
