/**
 * Backend availability and load failures (spec part 1 sections 4 and 8, part 2 sections 4 and 8):
 * maintenance mode and its health check, a failing call's error view, a network failure.
 */
import type { Page } from '@playwright/test';
import {
  clearFailures,
  expect,
  expectShell,
  failPath,
  httpError,
  resetSandbox,
  setMaintenance,
  signInAs,
  test,
} from './fixtures';

const maintenanceHeading = (page: Page) => page.getByRole('heading', { name: "We'll be back soon!" });
const h1 = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });
const NETWORK_FAILURE = /net::ERR_FAILED|Failed to fetch/;

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test.afterEach(async ({ request }) => {
  await resetSandbox(request);
});

test('maintenance mode shows the maintenance page, and the portal comes back by itself', async ({
  page,
  request,
  consoleErrors,
}) => {
  consoleErrors.allow(httpError(503));
  await signInAs(page, 'demo');
  await expectShell(page);

  await setMaintenance(request, true);
  // Opened afresh: a request the bar may send in the meantime would already bring the maintenance page over a link.
  await page.goto('/api/settings');
  await expect(maintenanceHeading(page)).toBeVisible();
  await expect(page).toHaveTitle('Site Maintenance');
  await expect(page.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', /^mailto:/);

  await setMaintenance(request, false);
  // The health check retries every 3 s: the portal is back well within 10 s, at the same route.
  await expect(h1(page)).toHaveText('API', { timeout: 10_000 });
  await expect(page).toHaveURL('/api/settings');
  await expect(maintenanceHeading(page)).toHaveCount(0);
  await expect(page).not.toHaveTitle('Site Maintenance');
});

test('the health check gives up after 10 tries and offers to try again', async ({ page, request, consoleErrors }) => {
  consoleErrors.allow(httpError(503));
  await page.clock.install();
  await signInAs(page, 'demo');
  await expectShell(page);
  let healthChecks = 0;
  page.on('requestfinished', (finished) => {
    if (new URL(finished.url()).pathname === '/api/v1/health') healthChecks += 1;
  });

  await setMaintenance(request, true);
  await page.reload();
  await expect(maintenanceHeading(page)).toBeVisible();
  for (let check = 1; check <= 10; check += 1) {
    // Each answer schedules the next check 3 s later: jump over the wait instead of sleeping.
    await expect.poll(() => healthChecks).toBeGreaterThanOrEqual(check);
    await page.clock.runFor(3_000);
  }
  await page.clock.runFor(6_000);
  expect(healthChecks).toBe(10);
  await expect(page.getByText('The portal is still unavailable.')).toBeVisible();

  await setMaintenance(request, false);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(h1(page)).toHaveText('Dashboard');
});

test('a failing call shows the error view, and Try again works once it answers again', async ({
  page,
  request,
  consoleErrors,
}) => {
  consoleErrors.allow(httpError(500));
  await signInAs(page, 'demo');
  await failPath(request, { path: 'customer/details', status: 500 });
  await page.goto('/settings/general');
  await expect(page.getByRole('alert').filter({ hasText: 'Error occurred.' })).toBeVisible();
  await expect(page.getByText('Northwind Telecom B.V.')).toHaveCount(0);

  await clearFailures(request);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('Northwind Telecom B.V.').first()).toBeVisible();
});

// Spec part 1 section 8, "Server failure": the server error page, which does not blame the customer's connection.
test('a server failure at startup shows the server error page', async ({ page, request, consoleErrors }) => {
  consoleErrors.allow(httpError(500));
  await signInAs(page, 'demo');
  await failPath(request, { path: 'customer/me', status: 500, body: {} });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByText('The error is on our side, not yours, and we are sorry for it.')).toBeVisible();
  await expect(page.getByText('Check your connection', { exact: false })).toHaveCount(0);

  await clearFailures(request);
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(h1(page)).toHaveText('Dashboard');
});

test('a network failure at startup shows a clear error screen, never a white page', async ({ page, consoleErrors }) => {
  consoleErrors.allow(NETWORK_FAILURE);
  await signInAs(page, 'demo');
  await expectShell(page);

  await page.route('**/api/v1/**', (route) => route.abort('failed'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'The portal could not load your account data' })).toBeVisible();
  await expect(page.getByText('Check your connection and try again.')).toBeVisible();

  await page.unroute('**/api/v1/**');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(h1(page)).toHaveText('Dashboard');
});

test('a network failure on a page shows the error view with the network message', async ({ page, consoleErrors }) => {
  consoleErrors.allow(NETWORK_FAILURE);
  await signInAs(page, 'demo');
  await expectShell(page);

  await page.route('**/api/v1/customer/details*', (route) => route.abort('failed'));
  await page.goto('/settings/general');
  await expect(
    page.getByText('The portal could not reach the server. Check your connection and try again.'),
  ).toBeVisible();
  await expectShell(page);
});
