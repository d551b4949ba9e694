/**
 * Ordering numbers (issue 5, spec part 1 section 2 "Ordering numbers"): search -> plan Info (every tab) -> Select a
 * prefix -> add two DIDs (side panel and the bar's cart count go up) -> remove one (they go down); a backorder (over
 * the cap refused on the field, Add and continue lands on the prefix's checkout); axe on each screen; 375 px.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, resetSandbox, signInAs, test } from './fixtures';

const h1 = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });
const cartButton = (page: Page) => page.getByRole('button', { name: /^Cart, \d+ items$/ });
const panel = (page: Page) => page.getByRole('complementary', { name: 'Cart' });

async function cartCount(page: Page): Promise<number> {
  const name = (await cartButton(page).getAttribute('aria-label')) ?? '';
  return Number(/(\d+)/.exec(name)?.[1] ?? NaN);
}

async function choose(page: Page, label: RegExp, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function searchNetherlandsGeographic(page: Page): Promise<Locator> {
  await page.goto('/order/numbers');
  await expect(h1(page)).toHaveText('Numbers');
  await choose(page, /Country/, 'Netherlands');
  await choose(page, /Type of service/, 'LT');
  await page.getByRole('checkbox', { name: 'Geographic' }).check();
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/order\/numbers\?country=1&typeOfService=3&didType=1$/);
  const card = page.getByRole('article').first();
  await expect(card).toBeVisible();
  return card;
}

async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
  expect(width, `page width on ${page.url()}`).toBeLessThanOrEqual(375);
}

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test.afterEach(async ({ request }) => {
  await resetSandbox(request);
});

test('search, plan info, prefix, add two DIDs and remove one: the panel and the cart count follow', async ({
  page,
}) => {
  await signInAs(page, 'demo', '/order/numbers');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('This field is required.')).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);

  const card = await searchNetherlandsGeographic(page);
  const name = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('button', { name: `Info ${name}` }).click();
  const info = page.getByRole('region', { name: `Details of ${name}` });
  await expect(info.getByRole('table', { name: 'Number prices' })).toBeVisible();
  for (const tab of ['Requirements', 'Reachability/Services']) {
    await info.getByRole('tab', { name: tab }).click();
    await expect(info.getByRole('tabpanel')).not.toContainText('Loading');
  }
  await expect(info.getByRole('table', { name: 'Reachability/Services' })).toBeVisible();
  if (await info.getByRole('tab', { name: 'Outbound rates' }).count()) {
    await info.getByRole('tab', { name: 'Outbound rates' }).click();
    await expect(info.getByRole('table', { name: 'Outbound rates' })).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);

  await card.getByRole('button', { name: `Select ${name}` }).click();
  await expect(info).toHaveCount(1);
  const picker = page.getByRole('region', { name: `Prefixes of ${name}` });
  const inStock = picker.getByRole('link').filter({ hasNotText: 'Backorder only' }).first();
  await expect(inStock).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await inStock.click();

  await expect(page).toHaveURL(/\/order\/numbers\/plans\/\d+\/type\/1\/prefixes\/\d+$/);
  await expect(h1(page)).toHaveText('Available DIDs');
  const before = await cartCount(page);
  const adds = page.getByRole('button', { name: /^Add \+\d+ to the cart$/ });
  await expect(adds.first()).toBeVisible();
  const first = ((await adds.nth(0).getAttribute('aria-label')) ?? '').replace(/^Add | to the cart$/g, '');
  const second = ((await adds.nth(1).getAttribute('aria-label')) ?? '').replace(/^Add | to the cart$/g, '');
  await adds.nth(0).click();
  await expect(panel(page).getByText(first)).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName(`Cart, ${before + 1} items`);
  await page.getByRole('button', { name: `Add ${second} to the cart` }).click();
  await expect(panel(page).getByText(second)).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName(`Cart, ${before + 2} items`);
  await expect(page.getByRole('button', { name: `${first}: Added` })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  await panel(page)
    .getByRole('button', { name: `Remove ${first} from the cart` })
    .click();
  await expect(panel(page).getByText(first)).toHaveCount(0);
  await expect(cartButton(page)).toHaveAccessibleName(`Cart, ${before + 1} items`);
  await expect(page.getByRole('button', { name: `Add ${first} to the cart` })).toBeEnabled();
  await expect(panel(page).getByRole('link', { name: 'Configure and check out' })).toHaveAttribute(
    'href',
    /\/checkout$/,
  );

  await page.getByRole('main').getByRole('link', { name: 'Numbers' }).click();
  await expect(page).toHaveURL(/\/order\/numbers\?country=1&typeOfService=3&didType=1$/);
  await expect(page.getByRole('article').first()).toBeVisible();
});

test('a backorder: over the cap refused on the field, Add and continue lands on the checkout', async ({ page }) => {
  await signInAs(page, 'demo');
  const card = await searchNetherlandsGeographic(page);
  const name = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('button', { name: `Select ${name}` }).click();
  const picker = page.getByRole('region', { name: `Prefixes of ${name}` });
  const prefix = picker.getByRole('link').first();
  await expect(prefix).toBeVisible();
  // A prefix without stock is backorder only: it leads to the backorder page.
  await expect(picker.getByRole('link').filter({ hasText: 'Backorder only' }).first()).toHaveAttribute(
    'href',
    /^\/order\/numbers\/backorders\/plans\//,
  );
  const href = (await prefix.getAttribute('href')) ?? '';
  const ref = href.replace(/^\/order\/numbers\/(backorders\/)?/, '');
  await page.goto(`/order/numbers/backorders/${ref}`);
  await expect(h1(page)).toHaveText('Backorder');
  const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
  await expect(quantity).toBeVisible();
  const max = Number(await quantity.getAttribute('max'));
  expect(max).toBeGreaterThan(0);
  await quantity.fill(String(max + 1));
  await expect(page.getByText(`Ensure this value is less than or equal to ${max}.`)).toBeVisible();
  await page.getByRole('button', { name: 'Add and continue' }).click();
  await expect(page).toHaveURL(/\/order\/numbers\/backorders\//);
  await expectNoSeriousA11yViolations(page);
  const before = await cartCount(page);
  await quantity.fill('2');
  await page.getByRole('button', { name: 'Add and continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/order/numbers/${ref.replace(/\//g, '\\/')}/checkout$`));
  await expect(cartButton(page)).toHaveAccessibleName(`Cart, ${before + 1} items`);
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the ordering screens never scroll sideways; the cart panel sits below the DIDs', async ({ page }) => {
    await signInAs(page, 'demo');
    const card = await searchNetherlandsGeographic(page);
    const name = (await card.getByRole('heading').textContent()) ?? '';
    await card.getByRole('button', { name: `Info ${name}` }).click();
    await expect(
      page
        .getByRole('region', { name: `Details of ${name}` })
        .getByRole('table')
        .first(),
    ).toBeVisible();
    await expectNoHorizontalScroll(page);
    await card.getByRole('button', { name: `Select ${name}` }).click();
    const prefix = page
      .getByRole('region', { name: `Prefixes of ${name}` })
      .getByRole('link')
      .filter({ hasNotText: 'Backorder only' })
      .first();
    await expect(prefix).toBeVisible();
    await expectNoHorizontalScroll(page);
    await prefix.click();
    await expect(page.getByRole('button', { name: /^Add \+\d+ to the cart$/ }).first()).toBeVisible();
    await expectNoHorizontalScroll(page);
    const list = await page.getByRole('heading', { name: 'Available DIDs of the prefix' }).boundingBox();
    const cart = await panel(page).boundingBox();
    expect(cart!.y).toBeGreaterThan(list!.y);
    await page.getByRole('link', { name: 'Place backorder' }).click();
    await expect(h1(page)).toHaveText('Backorder');
    await expectNoHorizontalScroll(page);
  });
});
