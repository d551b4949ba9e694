/** Support working on behalf of a customer (spec part 1 sections 1, 2 and 6: hijack banner and Release). */
import { expect, expectShell, loginButton, resetSandbox, signInAs, test } from './fixtures';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test('support works on behalf of demo under a banner, and Release ends the session', async ({ page }) => {
  await signInAs(page, 'support');
  await expectShell(page);
  const banner = page.getByText('You are currently working on behalf of demo');
  await expect(banner).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: '[DEV] demo', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Release' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(loginButton(page)).toBeVisible();

  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(banner).toHaveCount(0);
});

test('demo itself sees no banner and no [DEV] label', async ({ page }) => {
  await signInAs(page, 'demo');
  await expectShell(page);
  await expect(page.getByRole('banner').getByRole('link', { name: 'demo', exact: true })).toBeVisible();
  await expect(page.getByText(/working on behalf of/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Release' })).toHaveCount(0);
});
