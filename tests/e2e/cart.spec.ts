/**
 * Cart configuration and checkout (issue 5 items 4 and 5, spec part 1 sections 2 "Ordering numbers" and "Checkout"):
 * search -> prefix -> add two DIDs -> configure with apply-to-all -> Buy and Check-out -> terms -> Process order ->
 * /order/incomplete and the new order's details; the required messages and the checkout box message on the way; axe on
 * each screen; no sideways scroll at 375 px.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, httpError, LOCALE_KEY, resetSandbox, signInAs, test } from './fixtures';

const h1 = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });
const APPLY_ALL = ['Profile for every line', 'Trunk for every line', 'DID Service type for every line'];

async function chooseFirst(page: Page, label: string): Promise<string> {
  await page.getByRole('combobox', { name: label }).click();
  const option = page.getByRole('option').first();
  const name = ((await option.textContent()) ?? '').trim();
  await option.click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
  return name;
}

/**
 * Signed in as demo on the search (Netherlands, LT, Geographic): the first plan's first prefix in stock, then two DIDs
 * added; answers the two numbers.
 */
async function addTwoDids(page: Page): Promise<string[]> {
  await signInAs(page, 'demo', '/order/numbers?country=1&typeOfService=3&didType=1');
  const card = page.getByRole('article').first();
  await expect(card).toBeVisible();
  const name = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('button', { name: `Select ${name}` }).click();
  const prefix = page
    .getByRole('region', { name: `Prefixes of ${name}` })
    .getByRole('link')
    .filter({ hasNotText: 'Backorder only' })
    .first();
  await prefix.click();
  const adds = page.getByRole('button', { name: /^Add \+\d+ to the cart$/ });
  await expect(adds.nth(1)).toBeVisible();
  const dids = [];
  for (const index of [0, 1]) {
    const label = (await adds.nth(0).getAttribute('aria-label')) ?? '';
    const did = label.replace(/^Add \+| to the cart$/g, '');
    await adds.nth(0).click();
    await expect(page.getByRole('complementary', { name: 'Cart' }).getByText(did)).toBeVisible();
    dids[index] = did;
  }
  await page
    .getByRole('complementary', { name: 'Cart' })
    .getByRole('link', { name: 'Configure and check out' })
    .click();
  await expect(page).toHaveURL(/\/order\/numbers\/plans\/\d+\/type\/1\/prefixes\/\d+\/checkout$/);
  await expect(h1(page)).toHaveText('Configure DIDs');
  return dids;
}

test.beforeEach(async ({ request }) => resetSandbox(request));
test.afterAll(async ({ request }) => resetSandbox(request));

test('two DIDs configured with apply-to-all, checked out, and the incomplete order with its details', async ({
  page,
}) => {
  const dids = await addTwoDids(page);
  const row = (did: string) => page.getByRole('row').filter({ hasText: did });
  for (const did of dids) await expect(row(did)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Available end users and required data + Documents' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Buy and Check-out' }).click();
  await expect(row(dids[0]).getByText('This field is required.')).toHaveCount(3);
  await expect(row(dids[1]).getByText('This field is required.')).toHaveCount(3);
  await expect(page).toHaveURL(/\/checkout$/);

  const chosen = [];
  for (const label of APPLY_ALL) chosen.push(await chooseFirst(page, label));
  for (const did of dids) {
    await expect(row(did).getByRole('combobox', { name: /^Profile/ })).toHaveText(chosen[0]);
    await expect(row(did).getByRole('combobox', { name: /^Trunk/ })).toHaveText(chosen[1]);
    await expect(row(did).getByRole('combobox', { name: /^DID Service type/ })).toHaveText(chosen[2]);
  }
  await expect(page.getByText('This field is required.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Buy and Check-out' }).click();

  await expect(page).toHaveURL(/\/cart\/checkout$/);
  await expect(h1(page)).toHaveText('Shopping Cart Checkout');
  for (const did of dids) await expect(page.getByRole('main').getByText(did)).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Total' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Process order' }).click();
  await expect(page.getByText('Please accept Terms and Conditions to process order.')).toBeVisible();
  const restrictions = page.getByRole('checkbox', { name: 'I accept the service restrictions' });
  if (await restrictions.count()) await restrictions.check();
  await page.getByRole('checkbox', { name: /I accept the Terms and Conditions/ }).check();
  const answer = page.waitForResponse(
    (r) => r.url().endsWith('/customer/cart/check-out') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Process order' }).click();
  const response = await answer;
  expect(response.status()).toBe(201);
  const order = (await response.json()) as { uuid: string; reference_number: string };

  await expect(page).toHaveURL(/\/order\/incomplete\?page=1$/);
  await expect(h1(page)).toHaveText('Incomplete orders');
  await expect(page.getByRole('button', { name: /^Cart, 0 items$/ })).toBeVisible();
  await page.getByRole('link', { name: `Details of order ${order.reference_number}` }).click();
  await expect(page).toHaveURL(new RegExp(`/order/(history|incomplete)/${order.uuid}/details$`));
  await expect(h1(page)).toHaveText(`Order ${order.reference_number}`);
  for (const did of dids) await expect(page.getByRole('main').getByText(did)).toBeVisible();
});

test('Empty basket after its confirmation: the empty cart counts down to the dashboard', async ({ page }) => {
  await addTwoDids(page);
  await page.goto('/cart/checkout');
  await page.getByRole('button', { name: 'Empty basket' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Empty the basket?');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Empty basket' }).click();
  await expect(page.getByText(/Your cart is empty\. Redirecting in [123]…/)).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 6000 });
  await expect(page.getByRole('button', { name: /^Cart, 0 items$/ })).toBeVisible();
});

test("a checkout refused for unconfigured lines: Remove takes one line out, Configure opens the other's configuration", async ({
  page,
  consoleErrors,
}) => {
  // demo's cart holds two numbers not configured yet (the seed): the checkout answers 400.
  consoleErrors.allow(httpError(400));
  await signInAs(page, 'demo', '/cart/checkout');
  const lines = page.getByRole('main').locator('tbody tr');
  await expect(lines).toHaveCount(2);
  const [first, second] = await Promise.all(
    [0, 1].map(async (index) => (await lines.nth(index).locator('th, td').first().innerText()).trim()),
  );
  await page.getByRole('checkbox', { name: /I accept the Terms and Conditions/ }).check();
  await page.getByRole('button', { name: 'Process order' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'Configure every number' });
  await expect(refusal.getByRole('listitem')).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);

  await refusal.getByRole('button', { name: `Remove ${first}` }).click();
  await expect(refusal.getByRole('listitem')).toHaveCount(1);
  await expect(lines).toHaveCount(1);
  await expect(lines.first()).toContainText(second);
  await expect(page.getByRole('button', { name: /^Cart, 1 item/ })).toBeVisible();

  await refusal.getByRole('link', { name: `Configure ${second}` }).click();
  await expect(page).toHaveURL(/\/order\/numbers\/plans\/\d+\/type\/\d+\/prefixes\/\d+\/checkout$/);
  await expect(h1(page)).toHaveText('Configure DIDs');
  await expect(page.getByRole('main').getByText(second.split(': ').at(-1) ?? second)).toBeVisible();
});

test('at 1366 px the configuration shows every whole select label and the end users up to Blocked and Update (en, fr)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await addTwoDids(page);
  const configuration = page.url();
  for (const language of ['en', 'fr'] as const) {
    if (language === 'fr') {
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [LOCALE_KEY, JSON.stringify('fr')]);
      await page.goto(configuration);
    }
    const endUsers = page.getByRole('region', {
      name:
        language === 'fr'
          ? 'Utilisateurs finaux disponibles, données requises et documents'
          : 'Available end users and required data + Documents',
    });
    const blocked = endUsers.getByRole('columnheader', { name: language === 'fr' ? 'Bloqué' : 'Blocked' });
    await expect(blocked).toBeVisible();
    const update = endUsers.getByRole('link', { name: language === 'fr' ? /^Mettre à jour/ : /^Update/ }).first();
    for (const cell of [blocked, update]) {
      const box = await cell.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 1366, `${language}: ${await cell.textContent()}`).toBe(true);
    }
    // Every select (and field) label whole, the apply-to-all ones too: none cut short with an ellipsis.
    const cut = await page
      .getByRole('main')
      .locator('label')
      .evaluateAll((labels) => labels.filter((l) => l.scrollWidth > l.clientWidth).map((l) => l.textContent));
    expect(cut).toEqual([]);
  }
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('configuration and checkout read as cards and never scroll sideways', async ({ page }) => {
    const dids = await addTwoDids(page);
    const width = () => page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
    await expect(
      page.getByRole('heading', { name: 'Available end users and required data + Documents' }),
    ).toBeVisible();
    const trunk = await chooseFirst(page, 'Trunk for every line');
    for (const did of dids) {
      await expect(page.getByRole('region', { name: did }).getByRole('combobox', { name: /^Trunk/ })).toHaveText(trunk);
    }
    // The end users against the plan's requirements are cards too.
    const endUsers = page.getByRole('region', { name: 'Available end users and required data + Documents' });
    await expect(endUsers.getByTestId('list-card').first()).toBeVisible();
    await expect(endUsers.getByRole('table')).toHaveCount(0);
    expect(await width()).toBeLessThanOrEqual(375);
    await expectNoSeriousA11yViolations(page);
    await page.goto('/cart/checkout');
    // The checkout's lines are cards too, their totals under them.
    const cards = page.getByRole('main').getByTestId('list-card');
    for (const did of dids) await expect(cards.filter({ hasText: did })).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Total' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('table')).toHaveCount(0);
    expect(await width()).toBeLessThanOrEqual(375);
  });
});
