/**
 * Billing (issue 12; spec part 2 sections 2, 5, 6, 8 and 9) in Chromium against the sandbox: invoices filtered by ID and
 * by date with their details and PDF; the threshold kept after a reload; a top-up through the sandbox's stand-in of
 * PayPal's SDK raising the balance in the page and the bar; a cancelled, a failed and an unloadable payment; the history
 * with and without calls and its CSV; postpaid customers not allowed; axe and 375 px in English and French.
 */
import type { Page } from '@playwright/test';
import {
  expect,
  expectNoSeriousA11yViolations,
  httpError,
  resetSandbox,
  setPayPal,
  signInAs,
  startInLanguage,
  test,
  urlOpenedInNewTab,
  visitInPortal,
} from './fixtures';

const h1 = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });
const rows = (page: Page) => page.getByRole('main').locator('tbody tr');
const bar = (page: Page) => page.getByRole('banner');
/** Nothing is wider than the screen. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
}

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test('invoices: filter by ID and by date, open the details and the PDF in a new tab', async ({
  page,
  request,
  consoleErrors,
}) => {
  consoleErrors.allow(httpError(404));
  await signInAs(page, 'demo', '/billing/invoices');
  await expect(h1(page)).toHaveText('Invoices');
  await expect(rows(page)).toHaveCount(18);
  await expect(rows(page).first()).toContainText('INV-202508-0001');
  await expect(rows(page).first()).toContainText('1 Sep 2025');
  await expect(rows(page).first()).toContainText('15 Sep 2025');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('textbox', { name: 'Invoice ID' }).fill('202503');
  // Each filter its own URL parameter, under the spec's name (issue 33 item 5).
  await expect(page).toHaveURL(/[?&]invoiceID=202503(&|$)/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('INV-202503-0001');
  await page.getByRole('textbox', { name: 'Invoice ID' }).fill('');
  await expect(rows(page)).toHaveCount(18);

  await page.getByRole('textbox', { name: 'Invoice date from' }).fill('01/06/2025');
  await page.getByRole('textbox', { name: 'Invoice date to' }).fill('01/08/2025');
  await expect(rows(page)).toHaveCount(3);
  await expect(page).toHaveURL(/invoiceStartDate.*2025-06-01/);
  await page.getByRole('textbox', { name: 'Due date from' }).fill('31/02/2025');
  await expect(page.getByText('Enter a date as dd/mm/yyyy')).toBeVisible();
  await expect(rows(page)).toHaveCount(3);

  // After a reload the filters come back from the URL, shown as typed.
  await page.getByRole('textbox', { name: 'Due date from' }).fill('');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Invoice date from' })).toHaveValue('01/06/2025');
  await expect(rows(page)).toHaveCount(3);

  // Newest first: the invoice of July, issued on 1 Aug 2025.
  const first = rows(page).first();
  await expect(first).toContainText('1 Aug 2025');
  const pdf = first.getByRole('link', { name: /^PDF of invoice INV-202507-0001/ });
  await expect(pdf).toHaveAttribute('target', '_blank');
  const href = (await pdf.getAttribute('href')) ?? '';
  const file = await request.get(href);
  expect(file.headers()['content-type']).toBe('application/pdf');
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
  expect(await urlOpenedInNewTab(page, pdf)).toBe(href);

  await first.getByRole('link', { name: 'INV-202507-0001', exact: true }).click();
  await expect(page).toHaveURL(/\/billing\/invoices\/[0-9a-f-]+\/details$/);
  await expect(h1(page)).toHaveText('Invoice details');
  const card = page.getByRole('region', { name: 'Invoice INV-202507-0001' });
  await expect(card).toContainText('€444.02');
  await expect(card).toContainText('1 Jul 2025 to 31 Jul 2025');
  await expect(card.getByRole('link', { name: /^PDF of invoice INV-202507-0001/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/billing/invoices/00000000-0000-0000-0000-000000000000/details');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});

test('the notification threshold is saved and still there after a reload; the warning shows below it', async ({
  page,
}) => {
  await signInAs(page, 'demo', '/billing/balance');
  await expect(h1(page)).toHaveText('Balance');
  const threshold = page.getByRole('textbox', { name: /Threshold/ });
  await expect(threshold).toHaveValue('100.00');
  // The top-up settled: its PayPal button is off until the terms are accepted (axe would read a half-initialised one).
  await expect(page.locator('button[data-paypal-stand-in]')).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await threshold.fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This field is required.')).toBeVisible();
  await threshold.fill('1500');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Notification threshold saved.')).toBeVisible();
  await expect(page.getByText('Your balance is below your notification threshold of €1,500.00.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: /Threshold/ })).toHaveValue('1500.00');
  await page.goto('/');
  await expect(page.getByText(/below/i).first()).toBeVisible();
});

test('a top-up through PayPal raises the balance in the page and the bar', async ({ page }) => {
  await signInAs(page, 'demo', '/billing/balance');
  await expect(bar(page).getByText(/Balance:\s*€1,250\.40/)).toBeVisible();
  await page.getByRole('radio', { name: '€100.00 (you pay €103.98)' }).check();
  await expect(
    page.getByText('The payment provider fee is paid by the sender: about €3.98 on this amount, €103.98 in all.'),
  ).toBeVisible();
  const pay = page.getByRole('button', { name: 'Pay with PayPal' });
  await expect(pay).toBeDisabled();
  await page.getByRole('checkbox', { name: /I accept the Terms and Conditions of the top-up/ }).check();
  await expect(pay).toBeEnabled();
  await pay.click();
  await expect(page.getByText('Payment completed successfully.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Current balance' })).toContainText('€1,350.40');
  await expect(bar(page).getByText(/Balance:\s*€1,350\.40/)).toBeVisible();
  await page.getByRole('link', { name: 'Show history balance' }).click();
  await expect(h1(page)).toHaveText('Balance history');
  await expect(rows(page).first()).toContainText('Top-up via PayPal');
  await expect(rows(page).first()).toContainText('€100.00');
});

test("PayPal's button speaks the portal's language, and follows a change of it", async ({ page }) => {
  await startInLanguage(page, 'fr');
  await signInAs(page, 'demo', '/billing/balance');
  await expect(h1(page)).toHaveText('Solde');
  await expect(page.getByRole('button', { name: 'Payer avec PayPal' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Langue' }).first().selectOption({ label: 'English' });
  await expect(h1(page)).toHaveText('Balance');
  await expect(page.getByRole('button', { name: 'Pay with PayPal' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Payer avec PayPal' })).toHaveCount(0);
});

test('a cancelled or failed payment says so and changes nothing; an unloadable provider offers Retry', async ({
  page,
  request,
  consoleErrors,
}) => {
  consoleErrors.allow(/Failed to load the PayPal JS SDK script/, httpError(503));
  await setPayPal(request, { outcome: 'cancel' });
  await signInAs(page, 'demo', '/billing/balance');
  await page.getByRole('checkbox', { name: /I accept the Terms and Conditions of the top-up/ }).check();
  await page.getByRole('button', { name: 'Pay with PayPal' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'The payment was cancelled. Nothing was charged.' }),
  ).toBeVisible();
  await setPayPal(request, { outcome: 'error' });
  await page.getByRole('button', { name: 'Pay with PayPal' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'An error occurred with your payment' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Current balance' })).toContainText('€1,250.40');

  await setPayPal(request, { outcome: 'approve', available: false });
  await page.reload();
  await expect(page.getByText('The payment provider could not be loaded.')).toBeVisible();
  await setPayPal(request, { available: true });
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('button', { name: 'Pay with PayPal' })).toBeVisible();
});

test('the balance history with and without calls, and its CSV', async ({ page }) => {
  await signInAs(page, 'demo', '/billing/balance/history');
  await expect(h1(page)).toHaveText('Balance history');
  await expect(rows(page).first()).toContainText('Invoice INV-202508-0001: numbers');
  await expect(rows(page).filter({ hasText: 'Call to' })).toHaveCount(0);
  await expect(page.getByRole('figure')).toContainText('Balance over time');
  await expectNoSeriousA11yViolations(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^balance-history-\d{4}-\d{2}-\d{2}\.csv$/);

  await page.getByRole('combobox', { name: 'Show calls' }).click();
  // Two choices, no blank third one (issue 33 item 5).
  await expect(page.getByRole('option')).toHaveText(['Do not show calls', 'Show calls']);
  await page.getByRole('option', { name: 'Show calls', exact: true }).click();
  await expect(page).toHaveURL(/[?&]showCalls=1(&|$)/);
  await expect(rows(page).filter({ hasText: 'Call to' }).first()).toBeVisible();
  // The spec's URL, as a link or a bookmark, shows the same.
  await page.goto('/billing/balance/history?showCalls=1');
  await expect(page.getByRole('combobox', { name: 'Show calls' })).toHaveText('Show calls');
  await expect(rows(page).filter({ hasText: 'Call to' }).first()).toBeVisible();
});

test("a link in the spec's form filters the invoices: only that invoice, its ID in the filter (issue 33)", async ({
  page,
}) => {
  await signInAs(page, 'demo', '/billing/invoices?invoiceID=INV-202506-0001');
  await expect(page.getByRole('textbox', { name: 'Invoice ID' })).toHaveValue('INV-202506-0001');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('INV-202506-0001');
  // Another filter typed in writes its own parameter beside it.
  await page.getByRole('textbox', { name: 'Due date to' }).fill('01/06/2025');
  await expect(page).toHaveURL(/[?&]invoiceDueEndDate=2025-06-01(&|$)/);
  await expect(page).toHaveURL(/[?&]invoiceID=INV-202506-0001(&|$)/);
  await expect(page).not.toHaveURL(/filter=/);
  await expect(rows(page)).toHaveCount(0);
  // Back: the link's list again.
  await page.goBack();
  await expect(page.getByRole('textbox', { name: 'Due date to' })).toHaveValue('');
  await expect(rows(page)).toHaveCount(1);
});

test('a postpaid customer may not open the balance screens', async ({ page }) => {
  await signInAs(page, 'metered', '/billing/balance');
  await expect(h1(page)).toHaveText('Page not available');
  await page.goto('/billing/balance/history');
  await expect(h1(page)).toHaveText('Page not available');
  await page.goto('/billing/invoices');
  await expect(h1(page)).toHaveText('Invoices');
  await expect(rows(page)).toHaveCount(18);
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  for (const language of ['en', 'fr'] as const) {
    test(`every billing screen fits${language === 'en' ? ' and passes axe' : ''} (${language})`, async ({ page }) => {
      const titles =
        language === 'fr' ? ['Factures', 'Solde', 'Historique du solde'] : ['Invoices', 'Balance', 'Balance history'];
      const paths = ['/billing/invoices', '/billing/balance', '/billing/balance/history'];
      // The first screen loads in the language chosen; the others open as the portal's links do, without a reload.
      await startInLanguage(page, language);
      await signInAs(page, 'demo', paths[0]);
      for (const [index, path] of paths.entries()) {
        await visitInPortal(page, path, titles[index]);
        // The screen's data is in: what the width and axe read is the screen as it stays.
        await expect(page.getByRole('main').getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 });
        await expectNoSidewaysScroll(page);
        // axe runs once per route, width and scheme: in English; French checks the layout.
        if (language === 'en') await expectNoSeriousA11yViolations(page);
      }
      await visitInPortal(page, '/billing/invoices', titles[0]);
      await page
        .getByRole('main')
        .getByRole('link', { name: language === 'fr' ? /^Détails de la facture/ : /^Details of invoice/ })
        .first()
        .click();
      await expect(h1(page)).toHaveText(language === 'fr' ? 'Détails de la facture' : 'Invoice details');
      await expectNoSidewaysScroll(page);
      if (language === 'en') await expectNoSeriousA11yViolations(page);
    });
  }
});
