/**
 * The cart configuration's end users against the plan (issue 49 item 2, spec part 1 section 2): the table reads the
 * plan's needs as the end-user editor does, so complete data is not "Missing".
 */
import type { Page } from '@playwright/test';
import { expect, signInAs, test } from './fixtures';

const URL_ = '/order/numbers/plans/1/type/1/prefixes/2/checkout';
const table = (page: Page) => page.getByRole('region', { name: 'Available end users and required data + Documents' });

test('Northwind Telecom B.V., whose address is complete, has nothing Missing; Country is a column', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAs(page, 'demo', URL_);
  const row = table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Northwind Telecom B.V.' }) });
  await expect(row).toBeVisible();
  await expect(table(page).getByRole('columnheader', { name: 'Country' })).toBeVisible();
  await expect(row).not.toContainText('Missing');
  await expect(row).toContainText('Netherlands');
});

test('a French end user opened with a Dutch plan is told, before saving, that its country will change', async ({
  page,
}) => {
  await signInAs(page, 'demo', '/profiles/existing');
  await page
    .getByRole('main')
    .getByRole('row')
    .filter({ hasText: 'Paris Sales Office' })
    .getByRole('link', { name: /Edit/ })
    .click();
  await expect(page).toHaveURL(/\/profiles\/edit\/\d+/);
  const panel = page.getByRole('region', { name: 'Check profile requirements' });
  for (const [label, option] of [
    ['Country', 'Netherlands'],
    ['Plan', 'Geographic'],
  ]) {
    await panel.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  }
  await expect(page).toHaveURL(/[?&]plan=\d+/);
  await expect(
    page.getByRole('status').filter({ hasText: 'saving changes its country from France to Netherlands' }),
  ).toBeVisible();
});
