/**
 * The command palette (issue 15, item 1) against the sandbox: opened with the keyboard on three screens, it jumps to a
 * number, an order and a page; axe finds nothing serious with it open; on a phone it fills the screen.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, signInAs, test } from './fixtures';

const RECENT_KEY = 'did-portal.palette.recent';
const palette = (page: Page) => page.getByRole('dialog', { name: 'Search the portal' });
const box = (page: Page) => palette(page).getByRole('combobox', { name: /Search pages/ });

async function openWithKeyboard(page: Page) {
  await page.keyboard.press('Control+k');
  await expect(box(page)).toBeFocused();
}

test('Ctrl+K on three screens: to a number, to an order, to a page, with the keyboard alone', async ({ page }) => {
  await signInAs(page, 'demo', '/numbers/existing');
  await expect(page.getByRole('heading', { name: 'My numbers' })).toBeVisible();

  await openWithKeyboard(page);
  await page.keyboard.type('3120231');
  const number = palette(page)
    .getByRole('group', { name: 'Numbers' })
    .getByRole('option', { name: /31202310112/ });
  await expect(number).toHaveAttribute('aria-selected', 'true');
  await expect(box(page)).toHaveAttribute('aria-activedescendant', (await number.getAttribute('id')) ?? '');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/numbers/31202310112/details');
  await expect(palette(page)).toHaveCount(0);

  await openWithKeyboard(page);
  // The number just chosen comes first while the box is empty.
  await expect(palette(page).getByRole('group', { name: 'Recent' }).getByRole('option').first()).toContainText(
    '31202310112',
  );
  await page.keyboard.type('ord-2025-101002');
  const order = palette(page).getByRole('group', { name: 'Orders' }).getByRole('option');
  await expect(order).toHaveCount(1);
  await expect(order).toContainText('ORD-2025-101002');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/order\/open\/[0-9a-f-]+\/details$/);
  await expect(page.getByText('ORD-2025-101002').first()).toBeVisible();

  await openWithKeyboard(page);
  await page.keyboard.type('invoi');
  await expect(palette(page).getByRole('option', { name: /Invoices/ })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/billing/invoices');

  // Escape closes without moving.
  await openWithKeyboard(page);
  await page.keyboard.press('Escape');
  await expect(palette(page)).toHaveCount(0);
  await expect(page).toHaveURL('/billing/invoices');

  // Signing out forgets the recent choices.
  expect(await page.evaluate((key) => localStorage.getItem(key), RECENT_KEY)).toContain('31202310112');
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate((key) => localStorage.getItem(key), RECENT_KEY)).toBeNull();
});

test('axe finds no serious violation with the palette open, empty and with results', async ({ page }) => {
  await signInAs(page, 'demo', '/');
  await openWithKeyboard(page);
  await expect(palette(page).getByRole('group', { name: 'Pages' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.type('20');
  await expect(palette(page).getByRole('group', { name: 'Orders' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expectNoSeriousA11yViolations(page);
  await box(page).fill('no such thing at all');
  await expect(palette(page).getByText('No results')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('axe finds no serious violation with the palette open in the dark scheme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await signInAs(page, 'demo', '/numbers/existing');
  await openWithKeyboard(page);
  await page.keyboard.type('31');
  await expect(palette(page).getByRole('group', { name: 'Numbers' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expectNoSeriousA11yViolations(page);
});

test('a metered postpaid customer is offered no capacity or prepaid page', async ({ page }) => {
  await signInAs(page, 'metered', '/');
  await openWithKeyboard(page);
  for (const text of ['shared channel', 'did-group', 'top-up']) {
    await box(page).fill(text);
    await expect(palette(page).getByText('No results')).toBeVisible();
  }
  await box(page).fill('channel');
  await expect(
    palette(page)
      .getByRole('option', { name: /Dedicated Channel/ })
      .first(),
  ).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the bar button opens a full-screen palette that leads to a page; axe passes', async ({ page }) => {
    await signInAs(page, 'demo', '/');
    await page.getByRole('button', { name: 'Quick find (Ctrl+K)' }).click();
    await expect(box(page)).toBeFocused();
    const size = await palette(page).boundingBox();
    expect(size?.width).toBe(375);
    expect(size?.height).toBeGreaterThanOrEqual(700);
    await box(page).fill('ticket');
    await expect(palette(page).getByRole('group', { name: 'Pages' })).toBeVisible();
    await expect(palette(page).getByText('3 results')).toBeAttached();
    await expectNoSeriousA11yViolations(page);
    const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
    expect(width).toBeLessThanOrEqual(375);
    await palette(page)
      .getByRole('option', { name: /Create Ticket/ })
      .click();
    await expect(page).toHaveURL('/tickets/create');
    await expect(palette(page)).toHaveCount(0);
  });
});
