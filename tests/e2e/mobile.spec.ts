/** Below 768 px (spec part 1 section 9, breakpoints): a menu button and a drawer with every permitted link. */
import type { Page } from '@playwright/test';
import { expect, signInAs, test } from './fixtures';
import { NAVIGATION, permitted, visibleLinks } from './routes';

test.use({ viewport: { width: 375, height: 740 } });

const drawerNav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
  expect(width, `page width on ${page.url()}`).toBeLessThanOrEqual(375);
}

for (const account of ['demo', 'metered'] as const) {
  test(`${account}: the menu button opens a drawer reaching every permitted link`, async ({ page }) => {
    await signInAs(page, account);
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await expect(menuButton).toBeVisible();
    await expect(drawerNav(page)).toHaveCount(0);

    await menuButton.click();
    const nav = drawerNav(page);
    await expect(nav).toBeVisible();
    for (const section of NAVIGATION) {
      for (const link of visibleLinks(section, account)) {
        await expect(nav.locator(`a[href="${link.path}"]`).first()).toBeVisible();
      }
    }
    for (const link of NAVIGATION.flatMap((section) => section.links).filter((item) => !permitted(item, account))) {
      await expect(nav.locator(`a[href="${link.path}"]`)).toHaveCount(0);
    }
    await expect(nav.getByRole('link', { name: `Cart, ${account === 'demo' ? 2 : 0} items` })).toBeVisible();

    await nav.getByRole('link', { name: 'Contact details' }).click();
    await expect(page).toHaveURL('/settings/contact');
    await expect(drawerNav(page)).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Contact details');
  });
}

test('the pages of this issue never scroll sideways at 375 px', async ({ page }) => {
  for (const path of ['/login', '/password/reset']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoHorizontalScroll(page);
  }
  await signInAs(page, 'demo');
  for (const path of [
    '/',
    '/api/settings',
    '/settings/general',
    '/settings/password/change',
    '/settings/contact',
    '/settings/contact/create',
    '/billing/balance',
    '/no/such/page',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    // Wait for the data to fill the page: the widest content comes with it.
    await page.waitForLoadState('networkidle');
    await expectNoHorizontalScroll(page);
  }
});

for (const account of ['demo', 'metered'] as const) {
  const prepaid = account === 'demo';
  test(`the drawer shows the balance and Top-up ${prepaid ? 'to a prepaid customer' : 'to prepaid customers only'}`, async ({
    page,
  }) => {
    await signInAs(page, account);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.locator('.MuiDrawer-paper');
    await expect(drawerNav(page)).toBeVisible();
    const topUp = drawer.getByRole('link', { name: 'Top-up', exact: true });
    if (prepaid) {
      await expect(topUp).toHaveAttribute('href', '/billing/balance');
      await expect(drawer.getByText(/Balance:/)).toBeVisible();
    } else {
      await expect(topUp).toHaveCount(0);
      await expect(drawer.getByText(/Balance:/)).toHaveCount(0);
    }
  });
}
