/**
 * PSTN upgrade (issue 5 item 6, spec part 1 section 2): country and dedicated plan, the numbers that can move, plan
 * info, Upgrade -> the PSTN-upgrade configuration -> checkout; the no-selection message; axe; 375 px.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, resetSandbox, signInAs, test } from './fixtures';

const h1 = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });
const MESSAGE = 'To check available DIDs to PSTN Upgrade, please select country and dedicated plan.';

async function chooseFirst(page: Page, label: string): Promise<string> {
  await page.getByRole('combobox', { name: label }).click();
  const option = page.getByRole('option').first();
  const name = ((await option.textContent()) ?? '').trim();
  await option.click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
  return name;
}

/** A country and PSTN plan for which the demo account has numbers to upgrade, asked of the API as the page would. */
async function upgradeableChoice(page: Page): Promise<{ country: number; plan: number }> {
  return page.evaluate(async () => {
    const cookie = (name: string) =>
      document.cookie
        .split('; ')
        .find((item) => item.startsWith(`${name}=`))
        ?.split('=')[1] ?? '';
    const get = async <T>(path: string): Promise<T> => {
      const response = await fetch(`/api/v1/${path}`, {
        headers: { Authorization: `Token ${decodeURIComponent(cookie('token'))}` },
      });
      return (await response.json()) as T;
    };
    for (const country of await get<{ value: number }[]>('customer/countries/for-select')) {
      for (const plan of await get<{ value: number }[]>(`customer/plans/pstn/countries/${country.value}/for-select`)) {
        const candidates = await get<{ in_cart: boolean }[]>(
          `customer/dids/pstn-upgrade/available/countries/${country.value}/plans/${plan.value}`,
        );
        if (candidates.filter((candidate) => !candidate.in_cart).length >= 2)
          return { country: country.value, plan: plan.value };
      }
    }
    throw new Error('No country with numbers to upgrade in the sandbox');
  });
}

test.beforeEach(async ({ request }) => resetSandbox(request));
test.afterAll(async ({ request }) => resetSandbox(request));

test('two numbers upgraded to a PSTN plan, configured and at the checkout', async ({ page }) => {
  await signInAs(page, 'demo', '/order/pstn-upgrade');
  await expect(h1(page)).toHaveText('PSTN Upgrade');
  await expect(page.getByText(MESSAGE)).toBeVisible();

  const choice = await upgradeableChoice(page);
  await page.goto(`/order/pstn-upgrade?country=${choice.country}`);
  await expect(page.getByText(MESSAGE)).toBeVisible();
  await chooseFirst(page, 'Dedicated plan');
  await page.goto(`/order/pstn-upgrade?country=${choice.country}&plan=${choice.plan}`);
  const boxes = page.getByRole('checkbox', { name: /^Select \d+$/ }).and(page.locator(':enabled'));
  await expect(boxes.nth(1)).toBeVisible();
  await expect(page.getByText(MESSAGE)).toHaveCount(0);
  await page.getByRole('button', { name: 'Plan info' }).click();
  await expect(page.getByRole('tab', { name: 'Pricing' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const dids = [];
  for (const index of [0, 1]) {
    dids.push(((await boxes.nth(index).getAttribute('aria-label')) ?? '').replace(/^Select /, ''));
  }
  for (const did of dids) await page.getByRole('checkbox', { name: `Select ${did}` }).check();
  await expect(page.getByText('2 numbers selected')).toBeVisible();
  await page.getByRole('button', { name: 'Upgrade' }).click();

  await expect(page).toHaveURL(new RegExp(`/order/pstn-upgrade/plans/${choice.plan}/type/\\d+/checkout$`));
  await expect(h1(page)).toHaveText('Configure DIDs');
  for (const did of dids) await expect(page.getByRole('row').filter({ hasText: did })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  for (const label of ['Profile for every line', 'Trunk for every line', 'DID Service type for every line'])
    await chooseFirst(page, label);
  await page.getByRole('button', { name: 'Buy and Check-out' }).click();
  await expect(page).toHaveURL(/\/cart\/checkout$/);
  await expect(h1(page)).toHaveText('Shopping Cart Checkout');
  for (const did of dids)
    await expect(page.getByRole('row').filter({ hasText: `PSTN upgrade of ${did}` })).toHaveCount(1);
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the PSTN upgrade page reads as cards and never scrolls sideways', async ({ page }) => {
    await signInAs(page, 'demo', '/order/pstn-upgrade');
    const choice = await upgradeableChoice(page);
    await page.goto(`/order/pstn-upgrade?country=${choice.country}&plan=${choice.plan}`);
    await expect(page.getByRole('checkbox', { name: 'Select all numbers' })).toBeVisible();
    await expect(page.getByRole('main').getByTestId('list-card').first()).toBeVisible();
    await expect(page.getByRole('main').getByRole('table')).toHaveCount(0);
    expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(375);
  });
});
