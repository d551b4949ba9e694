/**
 * axe on the pages and states that the navigation's routes (axe-routes.spec.ts) do not reach: no serious or critical
 * violation.
 */
import type { Page } from '@playwright/test';
import {
  expect,
  expectNoSeriousA11yViolations,
  httpError,
  resetSandbox,
  setMaintenance,
  signInAs,
  test,
} from './fixtures';

/** Waits for the page's heading and its data, then runs axe. */
async function checkPage(page: Page, heading: string | RegExp): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoSeriousA11yViolations(page);
}

test.describe('public pages', () => {
  test('/login with its errors shown', async ({ page, consoleErrors }) => {
    consoleErrors.allow(httpError(400));
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('This field is required.').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('/password/reset', async ({ page }) => {
    await page.goto('/password/reset');
    await checkPage(page, 'Reset password');
  });
});

// One signed-in page for these states: a new page (and sign-in) per state cost a portal's start each (issue 48). Each
// path is still a full load, so that checkPage's wait for the network reads the page with its data.
test('signed in as demo: the forms, the not-found page, a contact being edited and an open navigation dropdown', async ({
  page,
}) => {
  test.slow();
  const pages: [string, string | RegExp][] = [
    ['/settings/password/change', 'Change password'],
    ['/settings/contact/create', /contact/i],
    ['/no/such/page', 'Page Not Found'],
  ];
  await signInAs(page, 'demo', pages[0][0]);
  for (const [path, heading] of pages) {
    await test.step(path, async () => {
      if (new URL(page.url()).pathname !== path) await page.goto(path);
      await checkPage(page, heading);
    });
  }

  await test.step('contact edit', async () => {
    await page.goto('/settings/contact');
    await page.locator('a[href$="/edit"]').first().click();
    await expect(page).toHaveURL(/\/settings\/contact\/\d+\/edit$/);
    await checkPage(page, /contact/i);
  });

  await test.step('an open navigation dropdown', async () => {
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Order', exact: true })
      .hover();
    await expect(page.getByRole('menu', { name: 'Order' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the open navigation drawer', async ({ page }) => {
    await signInAs(page, 'demo');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test('not-allowed view (metered on a prepaid-only page)', async ({ page }) => {
  await signInAs(page, 'metered', '/billing/balance');
  await checkPage(page, 'Page not available');
});

test('maintenance page', async ({ page, request, consoleErrors }) => {
  consoleErrors.allow(httpError(503));
  await resetSandbox(request);
  await signInAs(page, 'demo');
  await setMaintenance(request, true);
  try {
    await page.reload();
    await checkPage(page, "We'll be back soon!");
  } finally {
    await resetSandbox(request);
  }
});

test('the axe check itself: it fails on a nameless button and on low contrast; in the dark scheme on the colours only', async ({
  page,
}) => {
  await signInAs(page, 'demo', '/numbers/existing');
  await expect(page.getByRole('heading', { level: 1, name: 'My numbers' })).toBeVisible();
  await page.evaluate(() =>
    document
      .querySelector('main')
      ?.insertAdjacentHTML('beforeend', '<button></button><p style="color: #777; background: #888">faint</p>'),
  );
  const failure = () =>
    expectNoSeriousA11yViolations(page).then(
      () => '',
      (error: Error) => error.message,
    );
  const light = await failure();
  expect(light).toContain('button-name');
  expect(light).toContain('color-contrast');
  await page.evaluate(() => document.documentElement.classList.replace('light', 'dark'));
  const dark = await failure();
  expect(dark).toContain('color-contrast');
  expect(dark).not.toContain('button-name');
});
