/**
 * Reports (issue 13 items 1, 2 and 6; spec part 2 sections 2 "Reports", 8 and 9) in Chromium against the sandbox: call
 * records filtered by country, area, a UTC date range and Completed, and exported with those filters; their totals and
 * calls per day (ours, the sandbox's summary) following the filters; the account snapshot's Total equal to the sum of
 * its rows; axe and no sideways scroll at 375 px, in English and French.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  clearFailures,
  expect,
  expectNoSeriousA11yViolations,
  failPath,
  httpError,
  LOCALE_KEY,
  signInAs,
  startInLanguage,
  test,
  visitInPortal,
} from './fixtures';

const h1 = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });
const rows = (page: Page) => page.getByRole('main').locator('tbody tr');
/** The account snapshot's rows: the first table of its page (a capacity customer's DID groups follow). */
const snapshotRows = (page: Page) => page.getByRole('main').locator('table').first().locator('tbody tr');

async function useFrench(page: Page): Promise<void> {
  await page.evaluate((key) => localStorage.setItem(key, JSON.stringify('fr')), LOCALE_KEY);
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
}

async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** dd-mm-yyyy H:MM:ss (UTC) as milliseconds since the epoch. */
function utcOf(shown: string): number {
  const [day, month, year, hours, minutes, seconds] = shown.split(/[- :]/).map(Number);
  return Date.UTC(year, month - 1, day, hours, minutes, seconds);
}

test('call records: filter by country, area, a UTC date range and Completed, then export them', async ({ page }) => {
  await signInAs(page, 'demo', '/reports/cdrs');
  await expect(h1(page)).toHaveText('Call detail records');
  await expect(rows(page)).toHaveCount(20);

  await expect(page.getByRole('combobox', { name: 'Area' })).toHaveAttribute('aria-disabled', 'true');
  await choose(page, 'Country', 'Netherlands');
  await choose(page, 'Area', 'Amsterdam');
  await page.getByRole('textbox', { name: 'From (UTC)' }).fill('20/08/2025 00:00');
  await page.getByRole('textbox', { name: 'To (UTC)' }).fill('25/08/2025 12:00');
  const filtered = page.waitForResponse(
    (response) => response.url().includes('/reports/pcdrs?') && response.url().includes('realized=true'),
  );
  await choose(page, 'Completed', 'Yes');
  await expect(page).toHaveURL(/completed/);
  await filtered;
  // Each filter its own URL parameter (issue 33).
  const filter = Object.fromEntries(new URL(page.url()).searchParams);
  expect(filter).toMatchObject({ from: '2025-08-20T00:00:00Z', to: '2025-08-25T12:00:00Z', completed: 'true' });
  expect(filter.country).toBeTruthy();
  expect(filter.area).toBeTruthy();

  await expect(rows(page).first()).toContainText('Amsterdam');
  // The rows of the Completed answer, once rendered (the answer may arrive a moment before the table shows it).
  await expect(rows(page).filter({ has: page.locator('td:nth-child(11)', { hasText: /^No$/ }) })).toHaveCount(0);
  const cells = await rows(page).evaluateAll((trs) =>
    trs.map((tr) => Array.from(tr.querySelectorAll('td'), (td) => td.textContent ?? '')),
  );
  expect(cells.length).toBeGreaterThan(0);
  for (const row of cells) {
    expect(row[1]).toBe('Netherlands');
    expect(row[2]).toBe('Amsterdam');
    expect(row[10]).toBe('Yes');
    const start = utcOf(row[0]);
    expect(start).toBeGreaterThanOrEqual(Date.UTC(2025, 7, 20));
    expect(start).toBeLessThanOrEqual(Date.UTC(2025, 7, 25, 12));
  }

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^cdrs-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile(await download.path(), 'utf8')).trim().split(/\r\n/).slice(1);
  expect(lines.length).toBeGreaterThanOrEqual(cells.length);
  for (const line of lines) expect(line).toContain('Amsterdam');
  await expect(page).toHaveURL(/completed/);
});

/** The call records' totals strip (ours: the sandbox's summary) as label -> text. */
async function totals(page: Page): Promise<Record<string, string>> {
  const region = page.getByRole('main').getByRole('region', { name: 'Totals of the filtered calls' });
  await expect(region).not.toHaveAttribute('aria-busy', 'true');
  return Object.fromEntries(
    await region
      .locator('dt')
      .evaluateAll((terms) =>
        terms.map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']),
      ),
  );
}
const digits = (text: string | undefined) => Number((text ?? '').replace(/\D/g, ''));
/** The list's own count of the filtered records, from its pagination ("1-20 of 4931"). */
async function listCount(page: Page): Promise<number> {
  const shown = await page.getByRole('main').locator('.MuiTablePagination-displayedRows').innerText();
  return Number(/of\s+([\d,]+)/.exec(shown)?.[1]?.replace(/,/g, '') ?? NaN);
}

test('call records: totals and calls per day of the filtered calls follow the filters', async ({ page }) => {
  await signInAs(page, 'demo', '/reports/cdrs');
  await expect(rows(page)).toHaveCount(20);
  await choose(page, 'Country', 'Netherlands');
  await page.getByRole('textbox', { name: 'From (UTC)' }).fill('01/08/2025 00:00');
  const filtered = page.waitForResponse(
    (response) => response.url().includes('/reports/pcdrs?') && response.url().includes('2025-08-31'),
  );
  await page.getByRole('textbox', { name: 'To (UTC)' }).fill('31/08/2025 23:59');
  await expect(page).toHaveURL(/2025-08-31T23%3A59|2025-08-31T23:59/);
  await filtered;
  await expect(rows(page).first()).toContainText('Netherlands');

  // Every call of August in the Netherlands: as many as the list counts, each figure shown, the cost in euros. Both
  // read afresh at each try: the list shows its answer a moment after it arrives (read once, the list's count could
  // still be the country's alone).
  await expect.poll(async () => digits((await totals(page)).Calls) - (await listCount(page))).toBe(0);
  const all = await totals(page);
  expect(Object.keys(all)).toEqual(['Calls', 'Completed', 'Minutes', 'Billable minutes', 'Cost']);
  expect(digits(all.Calls)).toBeGreaterThan(100);
  expect(all.Completed).toMatch(/^\d{1,3}(\.\d)?%$/);
  expect(Number.parseFloat(all.Completed)).toBeGreaterThan(0);
  expect(Number.parseFloat(all.Completed)).toBeLessThan(100);
  // Billable durations are rounded up to the minute (the sandbox's 60/60 offers): never fewer billable minutes.
  expect(digits(all['Billable minutes'])).toBeGreaterThanOrEqual(digits(all.Minutes));
  expect(all.Cost).toMatch(/^€[\d,]+\.\d{2}$/);
  const chart = page.getByRole('main').getByRole('figure', { name: /Calls per day \(UTC\)/ });
  // One bar stack per day of August (1 to 31), the days without calls as empty stacks, each naming its figures on hover.
  const dayColumns = chart.getByTestId('cdr-days-chart').locator('svg title');
  await expect(dayColumns).toHaveCount(31);
  await expect(dayColumns.first()).toHaveText(/^1 Aug 2025: Completed \d+, Not completed \d+$/);
  await expect(chart).toHaveAccessibleName(/31 days from 1 Aug 2025 to 31 Aug 2025/);

  // Only the completed calls: fewer of them, all completed, again as many as the list counts.
  await choose(page, 'Completed', 'Yes');
  await expect.poll(async () => (await totals(page)).Completed).toBe('100%');
  const completed = await totals(page);
  expect(digits(completed.Calls)).toBe(await listCount(page));
  expect(digits(completed.Calls)).toBeLessThan(digits(all.Calls));
  expect(digits(completed.Calls)).toBeGreaterThan(0);
  await expect(dayColumns).toHaveCount(31);
  await expect
    .poll(async () => (await dayColumns.allTextContents()).every((title) => title.endsWith('Not completed 0')))
    .toBe(true);

  // And the calls not completed: the rest of them, lasting nothing and costing nothing.
  await choose(page, 'Completed', 'No');
  await expect.poll(async () => (await totals(page)).Completed).toBe('0%');
  const failed = await totals(page);
  expect(digits(failed.Calls) + digits(completed.Calls)).toBe(digits(all.Calls));
  expect(failed.Minutes).toBe('0');
  expect(failed.Cost).toBe('€0.00');
});

test('call records: without the summary (a backend that lacks it) the list shows alone; a failure says so', async ({
  page,
  request,
  consoleErrors,
}) => {
  consoleErrors.allow(httpError(404));
  consoleErrors.allow(httpError(500));
  await signInAs(page, 'demo');
  try {
    await failPath(request, { path: 'customer/reports/pcdrs/summary', status: 404 });
    const answered = page.waitForResponse((response) => response.url().includes('/reports/pcdrs/summary'));
    await page.goto('/reports/cdrs');
    expect((await answered).status()).toBe(404);
    await expect(rows(page)).toHaveCount(20);
    await expect(page.getByRole('region', { name: 'Totals of the filtered calls' })).toHaveCount(0);
    await expect(page.getByText('The totals and the chart could not be loaded.')).toHaveCount(0);

    await clearFailures(request);
    await failPath(request, { path: 'customer/reports/pcdrs/summary', status: 500 });
    await page.reload();
    await expect(page.getByText('The totals and the chart could not be loaded.')).toBeVisible();
    await expect(rows(page)).toHaveCount(20);
  } finally {
    await clearFailures(request);
  }
});

test('the account snapshot: its Total is the sum of its rows, and it exports as CSV', async ({ page }) => {
  await signInAs(page, 'demo', '/reports/snapshot');
  await expect(h1(page)).toHaveText('Account snapshot');
  await expect(snapshotRows(page).last()).toContainText('Total');
  const table = await snapshotRows(page).evaluateAll((trs) =>
    trs.map((tr) => Array.from(tr.querySelectorAll('td, th'), (cell) => cell.textContent ?? '').slice(2)),
  );
  const numbers = table.map((row) => row.map((cell) => Number(cell.replace(/\D/g, ''))));
  const total = numbers.pop() ?? [];
  expect(numbers.length).toBeGreaterThan(1);
  for (const [column, value] of total.entries()) {
    expect(value).toBe(numbers.reduce((sum, row) => sum + row[column], 0));
  }
  await expect(snapshotRows(page).first().getByRole('img')).toHaveAttribute('alt', /\w/);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export to CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^account-snapshot-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile(await download.path(), 'utf8')).trim().split(/\r\n/);
  expect(lines).toHaveLength(table.length + 1);
  expect(lines.at(-1)).toBe(`Total,${total.join(',')}`);
});

test('DID groups on the snapshot page: a capacity customer sees and filters them, a metered one does not', async ({
  page,
}) => {
  await signInAs(page, 'demo', '/reports/snapshot');
  const groups = page.getByRole('table', { name: 'DID groups' });
  const groupRows = groups.locator('tbody tr');
  await expect(groupRows.first().getByRole('link')).toBeVisible();
  await expect(groups.getByRole('columnheader')).toHaveText(['Name', 'Country', 'Plan', 'Channels', 'Numbers']);
  await expect(groups.getByText('Default').first()).toBeVisible();
  const countries = await groupRows.evaluateAll((trs) => trs.map((tr) => tr.querySelectorAll('td')[0]?.textContent));
  const country = countries[countries.length - 1] ?? '';
  expect(new Set(countries).size).toBeGreaterThan(1);
  await expectNoSeriousA11yViolations(page);

  await choose(page, 'Country', country);
  await expect(page).toHaveURL(/groupsCountry=\d+/);
  await expect(groupRows.first().locator('td').first()).toHaveText(country);
  for (const cell of await groupRows.evaluateAll((trs) => trs.map((tr) => tr.querySelectorAll('td')[0]?.textContent))) {
    expect(cell).toBe(country);
  }
  const href = await groupRows.first().getByRole('link').getAttribute('href');
  expect(href).toMatch(/^\/capacity\/did-groups\/\d+\/edit$/);

  // Signed out (the session is a cookie), then in as the metered customer.
  await page.context().clearCookies();
  await signInAs(page, 'metered', '/reports/snapshot');
  await expect(snapshotRows(page).last()).toContainText('Total');
  await expect(page.getByRole('heading', { name: 'DID groups' })).toHaveCount(0);
});

/** At 1366 px, the call records' 13 columns stand beside the Search column, within the page, and no label is cut short. */
async function expectCdrColumnsInView(page: Page, search: string): Promise<void> {
  await page.goto('/reports/cdrs');
  await expect(rows(page).first()).toBeVisible();
  const panel = await page.getByRole('region', { name: search }).boundingBox();
  const headers = page.getByRole('main').getByRole('columnheader');
  await expect(headers).toHaveCount(13);
  const first = await headers.first().boundingBox();
  const last = await headers.last().boundingBox();
  expect(first && panel && first.x >= panel.x + panel.width).toBe(true);
  expect(last && last.x + last.width <= 1366).toBe(true);
  const cut = await page
    .getByRole('main')
    .locator('label')
    .evaluateAll((labels) => labels.filter((l) => l.scrollWidth > l.clientWidth).map((l) => l.textContent));
  expect(cut).toEqual([]);
}

test.describe('at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('call records: all 13 columns and every whole filter label beside the Search column (en, fr)', async ({
    page,
  }) => {
    await signInAs(page, 'demo');
    await expectCdrColumnsInView(page, 'Search');
    await useFrench(page);
    await expectCdrColumnsInView(page, 'Recherche');
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("call records: the scroll-to-top button never covers a card's amount", async ({ page }) => {
    await signInAs(page, 'demo', '/reports/cdrs');
    const cards = page.getByRole('main').getByTestId('list-card');
    await expect(cards.first()).toBeVisible();
    await page.mouse.wheel(0, 1200);
    const button = page.getByRole('button', { name: 'Scroll to top' });
    await expect(button).toBeVisible();
    const box = await button.boundingBox();
    const barBottom = await page
      .locator('header')
      .first()
      .evaluate((bar) => bar.getBoundingClientRect().bottom);
    // Every amount the customer can see (below the bar), wherever the page stands.
    const amounts = await cards
      .getByText(/€/)
      .evaluateAll(
        (nodes, bottom) =>
          nodes.map((node) => node.getBoundingClientRect()).filter((r) => r.top >= bottom && r.bottom <= innerHeight),
        barBottom,
      );
    expect(amounts.length).toBeGreaterThan(0);
    for (const amount of amounts) {
      const apart =
        !box ||
        amount.right <= box.x ||
        amount.left >= box.x + box.width ||
        amount.bottom <= box.y ||
        amount.top >= box.y + box.height;
      expect(apart).toBe(true);
    }
  });

  for (const language of ['en', 'fr'] as const) {
    test(`both reports fit${language === 'en' ? ' and pass axe' : ''} (${language})`, async ({ page }) => {
      const titles =
        language === 'fr'
          ? ['Détail des appels (CDR)', 'Aperçu du compte']
          : ['Call detail records', 'Account snapshot'];
      // The first report loads in the language chosen; the second opens as the portal's links do, without a reload.
      await startInLanguage(page, language);
      await signInAs(page, 'demo', '/reports/cdrs');
      for (const [index, path] of ['/reports/cdrs', '/reports/snapshot'].entries()) {
        await visitInPortal(page, path, titles[index]);
        // The rows (cards on a phone) are in: a call's UTC start, or the snapshot's Total.
        await expect(
          page
            .getByRole('main')
            .getByText(index === 0 ? /UTC$/ : 'Total')
            .first(),
        ).toBeVisible();
        await expectNoSidewaysScroll(page);
        // axe runs once per route, width and scheme: in English; French checks the layout.
        if (language === 'en') await expectNoSeriousA11yViolations(page);
      }
    });
  }
});
