/**
 * Lists reopened with the filters of an earlier visit (issue 49 item 9): a list opened from the menu that shows the
 * stored filters of the last visit says so, with one click to clear them.
 */
import type { Page } from '@playwright/test';
import { expect, mainNav, signInAs, test } from './fixtures';

const rows = (page: Page) => page.getByRole('main').locator('tbody tr');
const notice = (page: Page) => page.getByRole('alert').filter({ hasText: 'Filtered as on your last visit' });

test('Invoices from the menu after a filtered visit: says so, and Clear filters shows every invoice', async ({
  page,
}) => {
  await signInAs(page, 'demo', '/billing/invoices?invoiceID=INV-202506-0001');
  await expect(rows(page)).toHaveCount(1);
  // A filtered list reached through its own link says nothing: its filters are in its address.
  await expect(notice(page)).toHaveCount(0);

  await page.goto('/');
  await mainNav(page).getByRole('button', { name: 'Billing menu' }).click();
  await page.getByRole('menu', { name: 'Billing' }).getByRole('menuitem', { name: 'Invoices', exact: true }).click();
  await expect(page).toHaveURL(/\/billing\/invoices/);
  await expect(notice(page)).toBeVisible();
  await expect(rows(page)).toHaveCount(1);

  await notice(page).getByRole('button', { name: 'Clear filters' }).click();
  await expect(notice(page)).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Invoice ID' })).toHaveValue('');
  await expect.poll(async () => rows(page).count()).toBeGreaterThan(1);
  await expect(page).not.toHaveURL(/invoiceID=/);
});
