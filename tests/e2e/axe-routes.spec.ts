/**
 * axe on every route of the navigation table at the tests' desktop width (Playwright's Desktop Chrome, 1280 px; issues
 * 15 and 48): all its rules in the light scheme, then, on the same page switched to the dark scheme, the colour rules
 * (the only ones that can find more there: see expectNoSeriousA11yViolations). The routes are split into parts that
 * run in parallel; /login is one of them. Opening each route and reading its heading is also the check that every path
 * of the navigation renders its page (navigation.spec.ts checks that the bar offers those paths). The flows' specs run axe on the states a route's first view does not show
 * (a dialog, an error, a filled form); at 375 px axe runs over the lists as cards (phone-lists.spec.ts) and each
 * flow's screens.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, signInAs, test, visitInPortal } from './fixtures';
import { DELIVERED_PAGES } from './routes';

test.describe.configure({ mode: 'parallel' });

const html = (page: Page) => page.locator('html');

/** The page with its data: axe in the light scheme, then in the dark; the page is left light. */
async function checkBothSchemes(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  // The top-up's PayPal button ends disabled until the terms are accepted; PayPal's React wrapper dims it at once and
  // disables it an effect later, after its script has loaded: axe waits for the end, not a moment between.
  if (new URL(page.url()).pathname === '/billing/balance')
    await expect(page.locator('button[data-paypal-stand-in="true"]')).toBeDisabled();
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expect(html(page)).toHaveClass(new RegExp(`\\b${colorScheme}\\b`));
    await expectNoSeriousA11yViolations(page);
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html(page)).toHaveClass(/\blight\b/);
}

test('/login, light and dark', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await checkBothSchemes(page);
});

const ROUTES = Object.entries(DELIVERED_PAGES);
const PARTS = 3;
for (let part = 0; part < PARTS; part += 1) {
  const routes = ROUTES.filter((_, index) => index % PARTS === part);
  test(`routes of the navigation, part ${part + 1} of ${PARTS}, light and dark`, async ({ page }) => {
    test.slow();
    await page.emulateMedia({ colorScheme: 'light' });
    await signInAs(page, 'demo', routes[0][0]);
    for (const [path, name] of routes) {
      await test.step(path, async () => {
        await visitInPortal(page, path, name);
        await checkBothSchemes(page);
      });
    }
  });
}
