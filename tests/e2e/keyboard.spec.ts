/**
 * Every main flow by keyboard alone (issue 36 item 2): no mouse event, only page.keyboard (Tab, Shift+Tab, Enter,
 * Space, arrows, typing). On the way: every control reached shows a focus indicator (light, then dark), focus is never
 * left on <body> after a route change (it goes to the new page's h1), a dialog or a toast, and a dialog returns it to
 * the control that opened it. The steps follow ordering, cart, cancellation, tickets, profiles, billing and palette.
 */
import type { Locator, Page } from '@playwright/test';
import { ACCOUNTS, expect, failPath, httpError, resetSandbox, signInAs, test } from './fixtures';

// With motion, as most customers have it: menus and dialogs fade in and out here (playwright.config.ts).
test.use({ reducedMotion: 'no-preference' });

const h1 = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

/**
 * What has the focus, as a test reads it: the active element's tag, role, name and whether it shows; and whether it is
 * `target` (or inside it). One round trip to the page per Tab press.
 */
async function focusState(page: Page, target?: Locator) {
  const read = (element: Element | null) => {
    const active = document.activeElement;
    const reached = !!element && !!active && (element === active || element.contains(active));
    if (!active || active === document.body)
      return { reached, onBody: true, indicator: false, text: 'body', hidden: false };
    const style = (node: Element) => getComputedStyle(node);
    const outlined = (node: Element | null) =>
      !!node && style(node).outlineStyle !== 'none' && parseFloat(style(node).outlineWidth) > 0;
    // The indicator: an outline on the control (or the MUI part that shows its keyboard focus: a checkbox's ring), or
    // a text field's focused frame.
    const indicator =
      outlined(active) ||
      outlined(active.closest('.Mui-focusVisible')) ||
      (active instanceof HTMLInputElement && active.type === 'checkbox' && outlined(active.parentElement)) ||
      active.closest('.MuiInputBase-root.Mui-focused') !== null;
    const text = `${active.tagName} ${active.getAttribute('role') ?? ''} "${
      active.getAttribute('aria-label') ?? active.textContent?.trim().slice(0, 40) ?? ''
    }"`;
    // Hidden under the sticky bar (2.4.11): what shows at the control's centre is the bar.
    const bar = document.querySelector('header');
    const box = active.getBoundingClientRect();
    const shown = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const hidden = !!bar && !!shown && !bar.contains(active) && bar.contains(shown);
    return { reached, onBody: false, indicator, text, hidden };
  };
  return target ? target.evaluate(read) : page.evaluate(read, null);
}

type FocusState = Awaited<ReturnType<typeof focusState>>;

/** Focus is on some control, with a visible indicator, and not hidden under the sticky bar. */
function expectShownFocus(state: FocusState): void {
  expect(state.onBody, 'focus lost to <body>').toBe(false);
  expect(state.indicator, `no focus indicator on ${state.text}`).toBe(true);
  expect(state.hidden, `${state.text} has the focus under the bar`).toBe(false);
}

const expectVisibleFocus = async (page: Page) => expectShownFocus(await focusState(page));

/** Tabs (forwards, or backwards) until `target` has the focus; every control passed on the way shows its focus. */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}): Promise<void> {
  await expect(target).toBeVisible();
  let state = await focusState(page, target);
  for (let step = 0; step < max; step += 1) {
    if (state.reached) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    state = await focusState(page, target);
    expectShownFocus(state);
  }
  if (state.reached) return;
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

/** Opens a menu from its (focused) button with Enter and chooses an item with the arrows and Enter. */
async function menuItem(page: Page, button: Locator, name: string): Promise<void> {
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  const item = page.getByRole('menuitem', { name, exact: true });
  // The open menu has the focus (its first item, or the list as it settles).
  await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[role="menu"]') !== null)).toBe(true);
  while (!(await item.evaluate((element) => element === document.activeElement)))
    await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
}

/** After a route change the new page's heading has the focus. */
async function expectHeadingFocused(page: Page, text: string): Promise<void> {
  await expect(h1(page)).toHaveText(text);
  await expect(h1(page)).toBeFocused();
}

test.beforeEach(async ({ request }) => resetSandbox(request));
test.afterAll(async ({ request }) => resetSandbox(request));

test('sign in and order two numbers (search, plan, add, configure, terms, process) by keyboard', async ({ page }) => {
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

test('in the dark scheme: a ticket with a file, two numbers cancelled, an end user saved, the threshold, Ctrl+K', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  await page.emulateMedia({ colorScheme: 'dark' });
  await signInAs(page, 'demo', '/numbers/existing');
  await expect(h1(page)).toHaveText('My numbers');
  const rows = page.getByRole('main').locator('tbody tr');
  const did = (await rows.first().locator('td').nth(1).innerText()).trim();

  // A row's menu: Escape gives the focus back to its button; Raise Ticket leads to the ticket form's heading.
  const actions = page.getByRole('button', { name: `Actions for ${did}` });
  await press(page, actions);
  await expect(page.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(actions).toBeFocused();
  // A dialog opened from the menu traps the focus and gives it back to the menu's button.
  for (const [item, dialog] of [
    ['Change Trunk', `Change trunk of ${did}`],
    ['Delete', 'Delete number'],
  ]) {
    await menuItem(page, actions, item);
    await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
    for (let step = 0; step < 4; step += 1) await page.keyboard.press('Tab');
    await expect(page.getByRole('dialog', { name: dialog }).locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(actions).toBeFocused();
  }
  await menuItem(page, actions, 'Raise Ticket');
  await expectHeadingFocused(page, 'Create Ticket');
  await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue(`Ticket - DID ${did}`);
  // The file chooser opens from its button by keyboard.
  const chooser = page.waitForEvent('filechooser');
  await press(page, page.getByRole('button', { name: 'Add files' }));
  await (
    await chooser
  ).setFiles({ name: 'trace.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% trace\n%%EOF\n') });
  await expect(page.getByText('trace.pdf')).toBeVisible();
  await tabTo(page, page.getByRole('textbox', { name: 'Description' }));
  await page.keyboard.type('Callers hear silence.');
  await press(page, page.getByRole('button', { name: 'Create', exact: true }));
  await expect(page).toHaveURL(/\/tickets\/existing\?page=1$/);
  await expect(page.getByRole('alert').filter({ hasText: /Ticket #\d+ has been created\./ })).toBeVisible();
  await expect(h1(page)).toBeFocused();

  // Two numbers into the cancellation cart, processed.
  await page.goto('/numbers/existing');
  const free = rows.filter({ hasNot: page.getByText('Cancelled', { exact: true }) });
  await expect(free.nth(1)).toBeVisible();
  for (const index of [0, 1]) {
    const number = (await free.nth(index).locator('td').nth(1).innerText()).trim();
    await press(page, page.getByRole('checkbox', { name: `Select ${number}` }), 'Space');
    await expect(page.getByRole('checkbox', { name: `Select ${number}` })).toBeChecked();
  }
  await press(page, page.getByRole('button', { name: 'Cancel', exact: true }), 'Enter', { back: true });
  await expectHeadingFocused(page, 'Cancellation cart');
  await press(page, page.getByRole('checkbox', { name: /I accept the Terms and Conditions/ }), 'Space');
  await press(page, page.getByRole('button', { name: 'Process', exact: true }));
  await expect(page.getByText('The cancellation was processed.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(h1(page)).toBeFocused();

  // An end user's data saved.
  await page.goto('/profiles/existing');
  await press(page, page.getByRole('link', { name: 'Edit Paris Sales Office' }));
  await expect(page).toHaveURL(/\/profiles\/edit\/\d+$/);
  await expect(h1(page)).toBeFocused();
  const city = page.getByRole('textbox', { name: 'City', exact: true });
  await tabTo(page, city);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Lyon');
  await press(page, page.getByRole('button', { name: 'Save End user' }));
  await expect(page.getByText('Profile is saved.')).toBeVisible();
  await expectVisibleFocus(page);
  // Back up the long form: each control comes into view below the sticky bar, not under it.
  await tabTo(page, city, { back: true });

  // The notification threshold.
  await page.goto('/billing/balance');
  const threshold = page.getByRole('textbox', { name: /Threshold/ });
  await tabTo(page, threshold);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('1500');
  await press(page, page.getByRole('button', { name: 'Save' }));
  await expect(page.getByText('Notification threshold saved.')).toBeVisible();
  await expectVisibleFocus(page);

  // Ctrl+K to a number: its page's heading has the focus.
  await page.keyboard.press('Control+k');
  const box = page.getByRole('dialog', { name: 'Search the portal' }).getByRole('combobox', { name: /Search pages/ });
  await expect(box).toBeFocused();
  await page.keyboard.type('3120231');
  await expect(page.getByRole('option', { name: /31202310112/ })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/numbers/31202310112/details');
  await expect(h1(page)).toBeFocused();

  // A failing list keeps the focus where it was: in its filter.
  consoleErrors.allow(httpError(500));
  await page.goto('/numbers/existing');
  await expect(rows.first()).toBeVisible();
  await failPath(request, { path: 'customer/dids*', status: 500 });
  await tabTo(page, page.getByRole('textbox', { name: 'DID number' }));
  await page.keyboard.type('999');
  await expect(page.getByRole('main').getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'DID number' })).toBeFocused();
});
