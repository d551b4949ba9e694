/** Coverage (issue 5, spec part 2 "Product information pages"): country filter, CSV export, the Order deep link into /order/numbers. */
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, signInAs, test } from './fixtures';

const h1 = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

test('filters by country, exports a CSV and orders a plan with the search preselected', async ({ page }) => {
  await signInAs(page, 'demo', '/product/coverage');
  await expect(h1(page)).toHaveText('Coverage');
  await expect(page.getByRole('row').nth(1)).toBeVisible();

  await page.getByRole('combobox', { name: 'Country' }).click();
  await page.getByRole('option', { name: 'Germany', exact: true }).click();
  await expect(page).toHaveURL(/[?&]country=\d+(&|$)/);
  const rows = page.getByRole('row').filter({ has: page.getByRole('link', { name: /^Order / }) });
  await expect(rows.first()).toContainText('Germany');
  await expect(rows.filter({ hasNotText: 'Germany' })).toHaveCount(0);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^coverage-\d{4}-\d{2}-\d{2}\.csv$/);

  const row = rows.first();
  const plan = (await row.getByRole('cell').nth(3).textContent()) ?? '';
  await row.getByRole('link', { name: `Order ${plan}` }).click();
  await expect(page).toHaveURL(/\/order\/numbers\?country=3&typeOfService=\d+&didType=\d+$/);
  await expect(h1(page)).toHaveText('Numbers');
  await expect(page.getByRole('combobox', { name: /Country/ })).toHaveText('Germany');
  await expect(page.getByRole('region', { name: `Details of ${plan}` })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('coverage never scrolls sideways', async ({ page }) => {
    await signInAs(page, 'demo', '/product/coverage');
    // On a phone the plans are cards (issue 19).
    await expect(page.getByRole('main').getByTestId('list-card').first()).toBeVisible();
    const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
    expect(width).toBeLessThanOrEqual(375);
  });
});
