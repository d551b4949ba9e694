/**
 * Dark mode (issue 15, item 2): the portal follows the system's colour scheme until the customer picks one in the
 * user menu; the choice is remembered on the device (reloads, sign-out). Every route in the dark scheme passes axe's
 * colour rules in axe-routes.spec.ts.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, signInAs, test, visitInPortal } from './fixtures';

const heading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });
const htmlClass = (page: Page) => page.locator('html');
const userMenu = (page: Page) => page.getByRole('button', { name: 'User settings menu' });
const themeItem = (page: Page, name: string) => page.getByRole('menuitemradio', { name });

test('the user menu: Dark on a light system, remembered over a reload and sign-out; System follows the system again', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await signInAs(page, 'demo');
  await expect(htmlClass(page)).toHaveClass(/\blight\b/);

  await userMenu(page).click();
  await expect(themeItem(page, 'System theme')).toHaveAttribute('aria-checked', 'true');
  await themeItem(page, 'Dark theme').click();
  await expect(htmlClass(page)).toHaveClass(/\bdark\b/);
  await expect(themeItem(page, 'Dark theme')).toHaveAttribute('aria-checked', 'true');
  // The open user menu in the dark scheme the customer chose (the routes themselves: axe-routes.spec.ts).
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await visitInPortal(page, '/billing/balance', 'Balance');
  await expect(htmlClass(page)).toHaveClass(/\bdark\b/);

  // The first paint after a reload is already dark: the entry module sets the class before React renders.
  await page.reload();
  await expect(htmlClass(page)).toHaveClass(/\bdark\b/);
  await expect(heading(page)).toHaveText('Balance');
  await userMenu(page).click();
  await expect(themeItem(page, 'Dark theme')).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');

  // A device preference, not customer data: signing out keeps it.
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await expect(htmlClass(page)).toHaveClass(/\bdark\b/);

  await signInAs(page, 'demo');
  await userMenu(page).click();
  await themeItem(page, 'System theme').click();
  await expect(htmlClass(page)).toHaveClass(/\blight\b/);
  // System follows the system's changes as they happen.
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(htmlClass(page)).toHaveClass(/\bdark\b/);
});
