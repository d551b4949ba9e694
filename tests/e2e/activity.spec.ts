/**
 * The account's activity trail (issue 35), end to end against the sandbox: support, working on behalf of demo, changes
 * a number's routing and releases the session; demo then sees the change in its trail, by the support login with
 * [DEV], and the dashboard's line counting support's work of the last 7 days, which leads to the trail filtered on
 * support; in French too, and as phone cards at 375 px.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, resetSandbox, signInAs, test } from './fixtures';

const main = (page: Page) => page.getByRole('main');
const h1 = (page: Page) => main(page).getByRole('heading', { level: 1 });

async function choose(page: Page, combobox: Locator, option: string): Promise<void> {
  await combobox.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});
test.afterAll(async ({ request }) => resetSandbox(request));

test('a routing change by support shows in demo’s trail and on its dashboard; French; 375 px', async ({ page }) => {
  test.slow();
  // Support, on behalf of demo: the first number's first routing number, set, then Release.
  await signInAs(page, 'support', '/numbers/existing');
  const firstRow = main(page).locator('tbody tr').first();
  await expect(firstRow).toBeVisible();
  const did = (await firstRow.locator('td:nth-child(2)').innerText()).trim();
  await page.goto(`/numbers/${did}/details?tab=routing`);
  const number = page.getByRole('textbox', { name: 'Outgoing number 1', exact: true });
  await expect(number).toBeVisible();
  if ((await number.inputValue()) === '') {
    await choose(page, page.getByRole('combobox', { name: /^Originating network 1\b/ }), 'Mobile');
  }
  await number.fill('+31612345670');
  const saved = page.waitForResponse(
    (r) => r.url().includes('/routing/routing-number') && ['POST', 'PUT'].includes(r.request().method()),
  );
  await page.getByRole('button', { name: 'Save' }).click();
  expect((await saved).ok()).toBe(true);
  await page.getByRole('button', { name: 'Release' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // Demo: the dashboard counts support's work and leads to the trail filtered on support.
  await signInAs(page, 'demo');
  const line = main(page).getByRole('link', { name: /^Support worked on your account \d+ times? in the last 7 days$/ });
  await expect(line).toBeVisible();
  await line.click();
  await expect(page).toHaveURL(/\/settings\/activity\?.*actor=support/);
  await expect(h1(page)).toHaveText('Activity');
  await expect(page.getByRole('combobox', { name: 'Who' })).toHaveText('Support');
  const change = main(page).locator('tbody tr').filter({ hasText: 'Number routing changed' }).first();
  await expect(change).toContainText('[DEV] support');
  await expect(change.locator(`a[href="/numbers/${did}/details"]`)).toBeVisible();
  // Every row of the filtered trail is support's.
  for (const who of await main(page).locator('tbody tr td:nth-child(2)').allInnerTexts())
    expect(who.trim()).toBe('[DEV] support');

  // In French: the heading, the menu entry, the kind.
  await page
    .getByRole('combobox', { name: /^(Language|Langue)$/ })
    .first()
    .selectOption({ label: 'Français' });
  await expect(h1(page)).toHaveText('Activité');
  await expect(main(page).locator('tbody tr').filter({ hasText: 'Routage du numéro modifié' }).first()).toContainText(
    '[DEV] support',
  );

  // At 375 px: one card per event, nothing wider than the screen.
  await page.setViewportSize({ width: 375, height: 740 });
  const card = main(page).getByTestId('list-card').filter({ hasText: 'Routage du numéro modifié' }).first();
  await expect(card).toBeVisible();
  await expect(card).toContainText('[DEV] support');
  await expect(card.locator(`a[href="/numbers/${did}/details"]`)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(375);

  // The dashboard's line, in French.
  await page.goto('/');
  await expect(
    main(page).getByRole('link', { name: /^Le support est intervenu \d+ fois sur votre compte/ }),
  ).toBeVisible();
});
