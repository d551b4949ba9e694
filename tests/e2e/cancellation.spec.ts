/**
 * Numbers cancelled through the cancellation cart (issue 5 item 8, spec part 1 sections 2 and 4 "Cancellation flow"):
 * My Numbers -> select two -> Cancel -> review -> terms -> Process -> / ; the numbers then show as being cancelled.
 * A refused processing keeps the items; axe; 375 px.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, failPath, httpError, resetSandbox, signInAs, test } from './fixtures';

const h1 = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });
const dataRows = (page: Page) => page.getByRole('main').locator('tbody tr');

/**
 * Signed in as demo, two numbers not yet being cancelled, put into the cancellation cart from My Numbers; answers them. On a phone the
 * numbers are cards and Cancel sits in the Actions menu (issue 19).
 */
async function cancelTwo(page: Page): Promise<string[]> {
  const phone = (page.viewportSize()?.width ?? 1366) < 576;
  await signInAs(page, 'demo', '/numbers/existing');
  const all = phone ? page.getByRole('main').getByTestId('list-card') : dataRows(page);
  const rows = all.filter({ hasNot: page.getByText('Cancelled', { exact: true }) });
  await expect(rows.nth(1)).toBeVisible();
  const dids = [];
  for (const index of [0, 1]) {
    const key = phone ? rows.nth(index).getByTestId('card-key') : rows.nth(index).locator('td').nth(1);
    dids.push((await key.innerText()).trim());
  }
  for (const did of dids) await page.getByRole('checkbox', { name: `Select ${did}` }).check();
  if (phone) await page.getByRole('button', { name: 'Actions (2 selected)' }).click();
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page).toHaveURL(/\/cart\/cancellation$/);
  await expect(h1(page)).toHaveText('Cancellation cart');
  return dids;
}

test.beforeEach(async ({ request }) => resetSandbox(request));
test.afterAll(async ({ request }) => resetSandbox(request));

test('two numbers cancelled through the cancellation cart show as being cancelled', async ({ page }) => {
  const dids = await cancelTwo(page);
  for (const did of dids) await expect(page.getByRole('cell', { name: did, exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Process', exact: true }).click();
  await expect(page.getByText('Please accept Terms and Conditions to process order.')).toBeVisible();
  await page.getByRole('checkbox', { name: /I accept the Terms and Conditions/ }).check();
  await page.getByRole('button', { name: 'Process', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('The cancellation was processed.')).toBeVisible();
  // The dashboard says what was cancelled (issue 33 item 13).
  const notice = page.getByRole('status').filter({ hasText: 'The cancellation was processed.' });
  for (const did of dids) await expect(notice.getByRole('listitem').filter({ hasText: did })).toBeVisible();

  for (const did of dids) {
    await page.goto('/numbers/existing');
    await page.getByRole('textbox', { name: 'DID number' }).fill(did);
    await expect(dataRows(page)).toHaveCount(1);
    await expect(dataRows(page).first()).toContainText(did);
    await expect(dataRows(page).first().getByText('Cancelled', { exact: true })).toBeVisible();
  }
});

test('a failed processing says "Server-side error occurred." and keeps the items; Empty then counts down to /', async ({
  page,
  request,
  consoleErrors,
}) => {
  consoleErrors.allow(httpError(500));
  const dids = await cancelTwo(page);
  await failPath(request, { path: 'customer/cart/cancellations/process', method: 'POST', status: 500, times: 1 });
  await page.getByRole('checkbox', { name: /I accept the Terms and Conditions/ }).check();
  await page.getByRole('button', { name: 'Process', exact: true }).click();
  await expect(page.getByText('Server-side error occurred.')).toBeVisible();
  for (const did of dids) await expect(page.getByRole('cell', { name: did, exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Empty', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Empty the cancellation cart?');
  await dialog.getByRole('button', { name: 'Empty', exact: true }).click();
  await expect(page.getByText(/Your cart is empty\. Redirecting in [123]…/)).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 6000 });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the cancellation cart reads as cards and never scrolls sideways', async ({ page }) => {
    const dids = await cancelTwo(page);
    const cards = page.getByRole('main').getByTestId('list-card');
    await expect(cards.getByTestId('card-key')).toHaveText(dids);
    await expect(page.getByRole('main').getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: /I accept the Terms and Conditions/ })).toBeVisible();
    expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(375);
    await cards
      .nth(0)
      .getByRole('button', { name: `Remove ${dids[0]}` })
      .click();
    await expect(cards.getByTestId('card-key')).toHaveText([dids[1]]);
  });
});
