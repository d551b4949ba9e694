/**
 * Orders (issue 5 item 9, spec part 1 section 2 "Orders"): open, history and incomplete lists with a filter each, a
 * details page with Exit, an unknown order as the not-found page; axe on each screen; a details page at 375 px.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, notFoundHeading, resetSandbox, signInAs, test } from './fixtures';

const h1 = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });
const bodyRows = (page: Page) => page.getByRole('main').locator('tbody tr');

async function chooseStatus(page: Page, status: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: status, exact: true }).click();
}

/** Every row of the table (once the filtered answer is in) shows `text`. */
async function expectEveryRowToShow(page: Page, text: string): Promise<void> {
  await expect
    .poll(async () => {
      const rows = await bodyRows(page).allTextContents();
      return rows.length > 0 && rows.every((row) => row.includes(text));
    })
    .toBe(true);
}

test.beforeAll(async ({ request }) => {
  await resetSandbox(request);
});

test('open orders: filtered by status, a details page, Exit back to the list', async ({ page }) => {
  await signInAs(page, 'demo', '/order/open');
  await expect(h1(page)).toHaveText('Open Orders');
  await expect(bodyRows(page).first()).toBeVisible();
  await chooseStatus(page, 'In progress');
  await expect(page).toHaveURL(/[?&]status=\d+(&|$)/);
  await expectEveryRowToShow(page, 'In progress');

  const first = bodyRows(page).first();
  const reference = (await first.getByRole('cell').first().textContent()) ?? '';
  await first.getByRole('link', { name: `Details of order ${reference}` }).click();
  await expect(page).toHaveURL(/\/order\/open\/[^/]+\/details$/);
  await expect(h1(page)).toHaveText(`Order ${reference}`);
  await expect(page.getByRole('heading', { name: 'End users' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Exit' }).click();
  // The list comes back with the filter it had (react-admin keeps a list's parameters).
  await expect(page).toHaveURL(/\/order\/open(\?|$)/);
  await expect(h1(page)).toHaveText('Open Orders');
});

test('order history: filtered by status, a row click opens its details under /order/history', async ({ page }) => {
  await signInAs(page, 'demo', '/order/history');
  await expect(h1(page)).toHaveText('Order History');
  await expect(bodyRows(page).first()).toBeVisible();
  await chooseStatus(page, 'Cancelled');
  await expectEveryRowToShow(page, 'Cancelled');
  await bodyRows(page).first().getByRole('cell').first().click();
  await expect(page).toHaveURL(/\/order\/history\/[^/]+\/details$/);
  await expect(h1(page)).toHaveText(/^Order /);
  await expectNoSeriousA11yViolations(page);
});

test('incomplete orders: filtered by end user, Complete end users leads to the end users', async ({ page }) => {
  await signInAs(page, 'demo', '/order/incomplete');
  await expect(h1(page)).toHaveText('Incomplete orders');
  await expect(bodyRows(page).first()).toBeVisible();
  const headers = await page.getByRole('columnheader').allTextContents();
  const endUsers =
    (await bodyRows(page).first().getByRole('cell').nth(headers.indexOf('End users')).textContent()) ?? '';
  const name = endUsers.split(', ')[0];
  expect(name).not.toBe('');
  await page.getByRole('textbox', { name: 'End user' }).fill(name);
  await expect(page).toHaveURL(/[?&]profile=[^&]+/);
  await expectEveryRowToShow(page, name);
  await page.getByRole('link', { name: 'Complete end users' }).click();
  await expect(page).toHaveURL(/\/profiles\/existing$/);
});

test('an unknown order is the not-found page', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 404/);
  await signInAs(page, 'demo', '/order/history/00000000-0000-0000-0000-000000000000/details');
  await expect(notFoundHeading(page)).toBeVisible();
});

test("at 375 px an order's details read as cards and never scroll sideways", async ({ page }) => {
  // The three order lists are walked as cards at 320 and 375 px, in English and French, by phone-lists.spec.ts.
  await page.setViewportSize({ width: 375, height: 740 });
  await signInAs(page, 'demo', '/order/incomplete');
  await expect(h1(page)).toHaveText('Incomplete orders');
  // On a phone too, the incomplete list offers its way to the end users (spec part 1 section 2, "Orders").
  const complete = page.getByRole('main').getByRole('link', { name: 'Complete end users' });
  await expect(complete).toBeVisible();
  await expect(complete).toHaveAttribute('href', '/profiles/existing');
  // On a phone the orders are cards, each with its Details link (issue 19).
  const cards = page.getByRole('main').getByTestId('list-card');
  await cards
    .first()
    .getByRole('link', { name: /^Details/ })
    .click();
  await expect(h1(page)).toHaveText(/^Order /);
  // Its lines and end users are cards too.
  await expect(cards.first()).toBeVisible();
  await expect(page.getByRole('main').getByRole('table')).toHaveCount(0);
  const width = await page.evaluate(
    () => (document.scrollingElement?.scrollWidth ?? 0) - (document.scrollingElement?.clientWidth ?? 0),
  );
  expect(width, 'details page overflow').toBeLessThanOrEqual(0);
});
