/**
 * My numbers and number details (issue 4, spec part 1 sections 2, 3, 5 and 7): filter and export, every details tab,
 * editing and saving routing, cancelling two numbers into the cancellation cart; axe on the list and the details.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, resetSandbox, signInAs, test } from './fixtures';

const h1 = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });
const dataRows = (page: Page) => page.getByRole('main').locator('tbody tr');
const TABS = ['General', 'Reachability/Services', 'Routing', 'Outbound Rates', 'DID Group', 'Profile', 'Statistics'];

async function choose(page: Page, combobox: Locator, option: string): Promise<void> {
  await combobox.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.beforeEach(async ({ page, request }) => {
  await resetSandbox(request);
  await signInAs(page, 'demo');
});
test.afterAll(async ({ request }) => resetSandbox(request));

test('My numbers: filter by country and DID number, export CSV, axe', async ({ page }) => {
  await page.goto('/numbers/existing');
  await expect(h1(page)).toHaveText('My numbers');
  await expect(dataRows(page).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const first = dataRows(page).first();
  const did = (await first.locator('td').nth(1).innerText()).trim();
  const country = (await first.locator('td').nth(2).innerText()).trim();

  await choose(page, page.getByRole('combobox', { name: 'Country' }), country);
  await expect(page).toHaveURL(/filter=/);
  await expect(page.getByRole('combobox', { name: 'Area' })).toBeEnabled();
  await page.getByRole('textbox', { name: 'DID number' }).fill(did);
  await expect(dataRows(page)).toHaveCount(1);
  await expect(dataRows(page).first()).toContainText(did);
  await expect(dataRows(page).first()).toContainText(country);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  const csv = await (await file.createReadStream()).toArray();
  const text = Buffer.concat(csv).toString('utf8');
  expect(text.split('\n')[0]).toContain('DID');
  expect(text).toContain(did);
});

test('Number details: every tab, then edit and save routing', async ({ page }) => {
  await page.goto('/numbers/existing');
  const first = dataRows(page).first();
  await expect(first).toBeVisible();
  const did = (await first.locator('td').nth(1).innerText()).trim();
  await first.getByRole('button', { name: `Actions for ${did}` }).click();
  await page.getByRole('menuitem', { name: 'Details' }).click();
  await expect(h1(page)).toHaveText(`Number ${did}`);
  await expectNoSeriousA11yViolations(page);

  for (const name of TABS) {
    await page.getByRole('tab', { name }).click();
    await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).not.toContainText('Loading…');
  }
  await expect(page.getByRole('table', { name: 'Statistics' })).toBeVisible();
  await expect(page.getByText(/Latest call start time:/)).toBeVisible();

  await page.getByRole('tab', { name: 'Routing' }).click();
  await expect(page).toHaveURL(/tab=routing/);
  const save = page.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  const saved = page.waitForResponse((r) => r.url().includes('/routing/shadow-routing-number') && r.request().method() !== 'GET');
  await page.getByRole('textbox', { name: 'Shadow routing number' }).fill('+31201234567');
  await expect(save).toBeEnabled();
  await save.click();
  expect((await saved).ok()).toBe(true);
  await expect(save).toBeDisabled();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Shadow routing number' })).toHaveValue('+31201234567');
});

test('cancels two numbers into the cancellation cart', async ({ page }) => {
  await page.goto('/numbers/existing');
  const rows = dataRows(page).filter({ hasNot: page.getByText('Cancelled', { exact: true }) });
  await expect(rows.first()).toBeVisible();
  await rows.nth(0).getByRole('checkbox').check();
  await rows.nth(1).getByRole('checkbox').check();
  const posted = page.waitForRequest((r) => r.url().endsWith('/customer/cart/cancellations/add') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  const request = await posted;
  expect((request.postDataJSON() as { ids: number[] }).ids).toHaveLength(2);
  await expect(page).toHaveURL(/\/cart\/cancellation$/);
});
