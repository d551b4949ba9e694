/**
 * The dashboard (issue 13 item 3; spec part 2 sections 2, 3 and 4) in Chromium against the sandbox: every widget for a
 * prepaid and a postpaid customer, an open order expanded from the keyboard and followed to its details, one widget
 * failing with Try again while the others render, and axe with no sideways scroll at 375 px in English and French.
 */
import type { Page } from '@playwright/test';
import { clearFailures, expect, expectNoSeriousA11yViolations, failPath, httpError, signInAs, test } from './fixtures';

const LOCALE_KEY = 'RaStoredid-portal.locale';
const main = (page: Page) => page.getByRole('main');
const widget = (page: Page, name: string) => main(page).getByRole('region', { name, exact: true });

async function expectLoaded(page: Page) {
  await expect(main(page).locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
}

async function expectNoSidewaysScroll(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
}

test.describe('dashboard', () => {
  test('prepaid: every widget, the balance and its Top-up', async ({ page }) => {
    await signInAs(page, 'demo');
    await page.goto('/');
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Dashboard');
    await expectLoaded(page);
    const balance = widget(page, 'Balance status');
    await expect(balance.getByText('Current balance')).toBeVisible();
    await expect(balance.getByRole('link', { name: 'Top-up' })).toHaveAttribute('href', '/billing/balance');
    const actions = widget(page, 'Action items');
    await expect(actions.getByText(/^Your balance is /)).toBeVisible();
    await expect(actions.getByRole('link', { name: /^ORD-/ }).first()).toHaveAttribute(
      'href',
      /^\/order\/open\/[^/]+\/details$/,
    );
    const news = widget(page, 'News');
    await expect(news.getByText('Alert').first()).toBeVisible();
    const manual = widget(page, 'User Manual');
    const manualLink = manual.getByRole('link', { name: /Open the user manual/ });
    await expect(manualLink).toHaveAttribute('target', '_blank');
    await expect(manualLink).toHaveAttribute('rel', 'noopener noreferrer');
    const snapshot = widget(page, 'Account snapshot');
    const rows = snapshot.locator('tbody tr');
    expect(await rows.count()).toBeLessThanOrEqual(4);
    if ((await rows.count()) === 4) await expect(rows.nth(3)).toContainText('Others');
    await expect(snapshot.getByRole('link', { name: 'Full account snapshot' })).toHaveAttribute(
      'href',
      '/reports/snapshot',
    );
  });

  test('postpaid: no balance, every other widget', async ({ page }) => {
    await signInAs(page, 'metered');
    await page.goto('/');
    await expectLoaded(page);
    for (const name of ['Action items', 'News', 'User Manual', 'Open orders', 'Account snapshot'])
      await expect(widget(page, name)).toBeVisible();
    await expect(widget(page, 'Balance status')).toHaveCount(0);
    await expect(main(page).getByText(/^Your balance is /)).toHaveCount(0);
  });

  test('an open order expands from the keyboard and leads to its details', async ({ page }) => {
    await signInAs(page, 'demo');
    await page.goto('/');
    const orders = widget(page, 'Open orders');
    const toggle = orders.getByRole('button', { name: /^ORD-/ }).first();
    const reference = ((await toggle.innerText()).split('\n')[0] ?? '').trim();
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(orders.getByRole('table', { name: 'Documents' })).toBeVisible();
    await orders.getByRole('link', { name: `Details of order ${reference}` }).click();
    await expect(page).toHaveURL(/\/order\/open\/[^/]+\/details$/);
    await expect(main(page).getByRole('heading', { level: 1 })).toContainText(reference);
  });

  test('a failing widget offers Try again while the others render', async ({ page, request, consoleErrors }) => {
    consoleErrors.allow(httpError(500));
    await signInAs(page, 'demo');
    // Until cleared: the portal retries a failed query before it shows the error.
    await failPath(request, { path: 'customer/dashboard/news', status: 500 });
    try {
      await page.goto('/');
      const news = widget(page, 'News');
      await expect(news.getByText('This information could not be loaded.')).toBeVisible();
      await expect(widget(page, 'Open orders').getByRole('button', { name: /^ORD-/ }).first()).toBeVisible();
      await expect(widget(page, 'Account snapshot').getByRole('table')).toBeVisible();
      await expect(widget(page, 'Balance status').getByText('Current balance')).toBeVisible();
      await clearFailures(request);
      await news.getByRole('button', { name: 'Try again' }).click();
      await expect(news.getByText('Alert').first()).toBeVisible();
    } finally {
      await clearFailures(request);
    }
  });
});

test.describe('dashboard on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  for (const language of ['en', 'fr'] as const) {
    for (const account of ['demo', 'metered'] as const) {
      test(`fits and passes axe (${account}, ${language})`, async ({ page }) => {
        await signInAs(page, account);
        if (language === 'fr')
          await page.evaluate((key) => localStorage.setItem(key, JSON.stringify('fr')), LOCALE_KEY);
        await page.goto('/');
        await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(
          language === 'fr' ? 'Tableau de bord' : 'Dashboard',
        );
        await expectLoaded(page);
        await main(page).getByRole('button', { name: /^ORD-/ }).first().click();
        await expectNoSidewaysScroll(page);
        await expectNoSeriousA11yViolations(page);
      });
    }
  }
});
