/**
 * The dashboard (issue 13 item 3; spec part 2 sections 2, 3 and 4) in Chromium against the sandbox: every widget for a
 * prepaid and a postpaid customer, an open order expanded from the keyboard and followed to its details, one widget
 * failing with Try again while the others render, and axe with no sideways scroll at 375 px in English and French; on a
 * phone the account snapshot as a card per country and the Balance status card as tall loading as loaded, no taller.
 */
import type { Page } from '@playwright/test';
import {
  clearFailures,
  expect,
  expectNoSeriousA11yViolations,
  failPath,
  httpError,
  signInAs,
  startInLanguage,
  test,
} from './fixtures';

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
    await expectLoaded(page);
    for (const name of ['Action items', 'News', 'User Manual', 'Open orders', 'Account snapshot'])
      await expect(widget(page, name)).toBeVisible();
    await expect(widget(page, 'Balance status')).toHaveCount(0);
    await expect(main(page).getByText(/^Your balance is /)).toHaveCount(0);
  });

  test('an open order expands from the keyboard and leads to its details', async ({ page }) => {
    await signInAs(page, 'demo');
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
    // Until cleared: the portal retries a failed query before it shows the error.
    await failPath(request, { path: 'customer/dashboard/news', status: 500 });
    try {
      await signInAs(page, 'demo');
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

  test('the account snapshot is a card per country, Others last, nothing scrolling sideways', async ({ page }) => {
    await signInAs(page, 'demo');
    await expectLoaded(page);
    const snapshot = widget(page, 'Account snapshot');
    await expect(snapshot.getByRole('table')).toHaveCount(0);
    const cards = snapshot.getByRole('list', { name: 'Figures per country' }).getByRole('listitem');
    // The demo customer has numbers in more than 3 countries (spec part 2 section 4: the first 3, then Others).
    await expect(cards).toHaveCount(4);
    await expect(cards.nth(3).getByRole('heading', { level: 3 })).toHaveText('Others');
    for (const index of [0, 1, 2, 3]) {
      await expect(cards.nth(index).getByRole('term')).toHaveText([
        'Active numbers',
        'Cancellations 30 days',
        'Inbound min 7 days',
        'Outbound min 7 days',
      ]);
    }
    await expect(cards.first().getByRole('heading', { level: 3 })).not.toHaveText('Others');
    await expect(snapshot.getByRole('link', { name: 'Full account snapshot' })).toBeVisible();
    // Nothing in the card is wider than its box, and the page does not scroll sideways.
    const wider = await snapshot.evaluate((section) =>
      [section, ...Array.from(section.querySelectorAll('*'))]
        .filter((element) => element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 0)
        .map((element) => element.outerHTML.slice(0, 80)),
    );
    expect(wider).toEqual([]);
    await expectNoSidewaysScroll(page);
  });

  test('the Balance status card is as tall loading as loaded, and no taller than its content', async ({ page }) => {
    // Hold the balance's answer, to measure the card while it loads.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/customer/balance', async (route) => {
      await held;
      await route.continue();
    });
    await signInAs(page, 'demo');
    const balance = widget(page, 'Balance status');
    await expect(balance.locator('[aria-busy="true"]')).toHaveCount(1);
    const loading = await balance.boundingBox();
    release();
    await expect(balance.getByText('€1,250.40')).toBeVisible();
    await expect(balance.locator('[aria-busy="true"]')).toHaveCount(0);
    const loaded = await balance.boundingBox();
    expect(loaded?.height).toBe(loading?.height);
    // No empty band: the card ends where its content (title, two lines, Top-up, padding) does.
    const band = await balance.evaluate((card) => {
      const content = card.firstElementChild as HTMLElement;
      return card.getBoundingClientRect().height - content.getBoundingClientRect().height;
    });
    expect(band).toBeLessThanOrEqual(2);
    await page.unroute('**/api/v1/customer/balance');
  });

  for (const language of ['en', 'fr'] as const) {
    for (const account of ['demo', 'metered'] as const) {
      test(`fits${language === 'en' ? ' and passes axe' : ''} (${account}, ${language})`, async ({ page }) => {
        await startInLanguage(page, language);
        await signInAs(page, account);
        await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(
          language === 'fr' ? 'Tableau de bord' : 'Dashboard',
        );
        await expectLoaded(page);
        await main(page).getByRole('button', { name: /^ORD-/ }).first().click();
        await expectNoSidewaysScroll(page);
        // axe runs once per route, width and scheme: in English; French checks the layout.
        if (language === 'en') await expectNoSeriousA11yViolations(page);
      });
    }
  }
});

for (const viewport of [
  { width: 375, height: 800 },
  { width: 1366, height: 900 },
]) {
  test(`nothing moves while the widgets' answers arrive (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    // The widgets' answers held back, so that the loading state is there to be measured.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      /\/api\/v1\/customer\/(orders\/dashboard|dashboard\/news|reports\/account-snapshot)/,
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await signInAs(page, 'demo');
    const names = ['Action items', 'News', 'Open orders', 'Account snapshot', 'User Manual'];
    await expect(widget(page, 'Open orders')).toHaveAttribute('aria-busy', 'true');
    const boxes = async () => Promise.all(names.map(async (name) => widget(page, name).boundingBox()));
    const loading = await boxes();
    release();
    await expectLoaded(page);
    await expect(widget(page, 'Action items').getByRole('link').first()).toBeVisible();
    expect(await boxes()).toEqual(loading);
  });
}
