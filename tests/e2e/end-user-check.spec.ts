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
