/**
 * Lists on a phone (issue 19): at 320 and 375 px every list shows its rows as cards, neither the page nor a table is
 * wider than the screen, the first row's key is in view, a row's action opens its screen, two numbers are cancelled
 * in bulk; an empty, failing or loading list fits too and keeps its filters; axe at 375 and 1366 px.
 */
import type { Page } from '@playwright/test';
import {
  clearFailures,
  expect,
  expectNoSeriousA11yViolations,
  failPath,
  httpError,
  resetSandbox,
  signInAs,
  test,
} from './fixtures';

interface PhoneList {
  path: string;
  heading: string;
  /** The first card's action and the screen it opens. */
  action?: { name: RegExp; opens: RegExp; inMenu?: string };
}

const LISTS: PhoneList[] = [
  {
    path: '/numbers/existing',
    heading: 'My numbers',
    action: { name: /^Actions for /, inMenu: 'Details', opens: /\/numbers\/\d+\/details$/ },
  },
  { path: '/order/open', heading: 'Open Orders', action: { name: /^Details/, opens: /\/details$/ } },
  { path: '/order/history', heading: 'Order History', action: { name: /^Details/, opens: /\/details$/ } },
  { path: '/order/incomplete', heading: 'Incomplete orders', action: { name: /^Details/, opens: /\/details$/ } },
  { path: '/profiles/existing', heading: 'End-users', action: { name: /^Edit /, opens: /\/profiles\/edit\/\d+$/ } },
  {
    path: '/capacity/did-groups/existing',
    heading: 'My DID-Groups',
    action: { name: /^Edit /, opens: /\/capacity\/did-groups\/\d+\/edit$/ },
  },
  { path: '/capacity/dedicated-channels', heading: 'Dedicated channels' },
  { path: '/product/coverage', heading: 'Coverage', action: { name: /^Order/, opens: /\/order\/numbers/ } },
  {
    path: '/settings/contact',
    heading: 'Contact details',
    action: { name: /^Edit /, opens: /\/settings\/contact\/\d+\/edit$/ },
  },
  {
    path: '/capacity/trunks',
    heading: 'Trunk manager',
    action: { name: /^Edit /, opens: /\/capacity\/trunks\/\d+\/edit$/ },
  },
  { path: '/order/dedicated-channels', heading: 'Dedicated Channel' },
  { path: '/order/dedicated-channels/cancel', heading: 'Cancel dedicated channels' },
];

const main = (page: Page) => page.getByRole('main');
const cards = (page: Page) => main(page).getByTestId('list-card');
const filtersButton = (page: Page) => main(page).getByRole('button', { name: /^Filters/ });

/** Neither the page nor any table is wider than the screen, and no card's content overflows it. */
async function expectFits(page: Page, width: number): Promise<void> {
  const { scrollWidth, tables, cardOverflow } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
    tables: [...document.querySelectorAll('main table')].map((table) => table.getBoundingClientRect().right),
    cardOverflow: [...document.querySelectorAll('main [data-testid="list-card"]')].map((card) =>
      Math.max(
        card.scrollWidth - card.clientWidth,
        ...[...card.querySelectorAll('*')].map(
          (child) => child.getBoundingClientRect().right - card.getBoundingClientRect().right,
        ),
      ),
    ),
  }));
  expect(scrollWidth, `page width on ${page.url()}`).toBeLessThanOrEqual(width);
  for (const right of tables) expect(right, `a table on ${page.url()}`).toBeLessThanOrEqual(width);
  for (const overflow of cardOverflow) expect(overflow, `a card's overflow on ${page.url()}`).toBeLessThanOrEqual(1);
}

/** The list's heading and first card, its key (first line) in view and within the screen. */
async function openList(
  page: Page,
  list: PhoneList,
  width: number,
  heading: string | RegExp = list.heading,
): Promise<void> {
  await page.goto(list.path);
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(heading);
  const key = cards(page).first().getByTestId('card-key');
  await expect(key).toBeVisible();
  await expect(key).not.toBeEmpty();
  await page.waitForLoadState('networkidle');
  const box = await key.boundingBox();
  expect(box && box.x + box.width, `the first key on ${list.path}`).toBeLessThanOrEqual(width);
  await expect(main(page).locator('table')).toHaveCount(0);
  await expectFits(page, width);
}

for (const width of [320, 375]) {
  test(`at ${width} px every list shows cards that fit the screen, the first row's key in view`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 740 });
    await signInAs(page, 'demo');
    for (const list of LISTS) await openList(page, list, width);
  });
}

test('in French at 320 px, with its longer labels, every list fits too', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 320, height: 740 });
  await signInAs(page, 'demo');
  // The language is kept in react-admin's store, under the portal's key.
  await page.evaluate(() => localStorage.setItem('RaStoredid-portal.locale', JSON.stringify('fr')));
  for (const list of LISTS) await openList(page, list, 320, /\S/);
  await expect(main(page).getByRole('button', { name: 'Filtres', exact: true })).toBeVisible();
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const list of LISTS.filter((item) => item.action)) {
    test(`${list.path}: the first card's action opens its screen`, async ({ page }) => {
      const action = list.action!;
      await signInAs(page, 'demo');
      await openList(page, list, 375);
      const card = cards(page).first();
      await card
        .getByRole(action.inMenu ? 'button' : 'link', { name: action.name })
        .first()
        .click();
      if (action.inMenu) await page.getByRole('menuitem', { name: action.inMenu }).click();
      await expect(page).toHaveURL(action.opens);
    });
  }

  test('axe on every list as cards', async ({ page }) => {
    test.setTimeout(120_000);
    await signInAs(page, 'demo');
    for (const list of LISTS) {
      await openList(page, list, 375);
      await expectNoSeriousA11yViolations(page);
    }
  });

  test('the toolbar: filters behind a Filters button counting the active ones, actions in one labelled menu', async ({
    page,
  }) => {
    await signInAs(page, 'demo');
    await openList(page, LISTS[0], 375);
    await expect(filtersButton(page)).toHaveText('Filters');
    await expect(main(page).getByRole('textbox', { name: 'DID number' })).toBeHidden();
    await filtersButton(page).click();
    await main(page).getByRole('textbox', { name: 'DID number' }).fill('1212');
    await expect(page).toHaveURL(/1212/);
    await expect(main(page).getByRole('button', { name: 'Filters, 1 active' })).toBeVisible();
    await expectFits(page, 375);
    await expectNoSeriousA11yViolations(page);

    await main(page).getByRole('button', { name: 'Actions', exact: true }).click();
    for (const name of ['Cancel', 'Change Trunk', 'Change Profile', 'Export CSV']) {
      await expect(
        page.getByRole('group', { name: 'Actions' }).getByRole('button', { name, exact: true }),
      ).toBeVisible();
    }
    // axe reads colours as painted: the panel's opening fade must have ended (a half-faded button is not what is read).
    await expect(page.locator('.MuiPopover-paper')).toHaveCSS('opacity', '1');
    await expectNoSeriousA11yViolations(page);
  });

  test('cancels two numbers in bulk from their cards', async ({ page, request }) => {
    await resetSandbox(request);
    try {
      await signInAs(page, 'demo');
      await openList(page, LISTS[0], 375);
      const open = cards(page).filter({ hasNot: page.getByText('Cancelled', { exact: true }) });
      await open.nth(0).getByRole('checkbox').check();
      await open.nth(1).getByRole('checkbox').check();
      await main(page).getByRole('button', { name: 'Actions (2 selected)' }).click();
      const posted = page.waitForRequest(
        (r) => r.url().endsWith('/customer/cart/cancellations/add') && r.method() === 'POST',
      );
      await page
        .getByRole('group', { name: 'Actions (2 selected)' })
        .getByRole('button', { name: 'Cancel', exact: true })
        .click();
      expect(((await posted).postDataJSON() as { ids: number[] }).ids).toHaveLength(2);
      await expect(page).toHaveURL(/\/cart\/cancellation$/);
    } finally {
      await resetSandbox(request);
    }
  });

  test('an empty list says so, fits and keeps its filters', async ({ page }) => {
    await signInAs(page, 'demo');
    await page.goto(`/numbers/existing?filter=${encodeURIComponent(JSON.stringify({ did: '000000000' }))}`);
    await expect(main(page).getByText(/No .* found using the current filters/)).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Filters, 1 active' })).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Clear filters' })).toBeVisible();
    await expectFits(page, 375);
  });

  test('a list refused with 400 shows the toast, no cards, and keeps its filters', async ({
    page,
    request,
    consoleErrors,
  }) => {
    consoleErrors.allow(httpError(400));
    await signInAs(page, 'demo');
    await failPath(request, { path: 'customer/dids*', status: 400 });
    try {
      await page.goto('/numbers/existing');
      await expect(page.getByText('Filtering data failed.')).toBeVisible();
      await expect(filtersButton(page)).toBeVisible();
      await expect(cards(page)).toHaveCount(0);
      await expectFits(page, 375);
    } finally {
      await clearFailures(request);
    }
  });

  test('a list failing with 500 shows the error view and keeps its filters', async ({
    page,
    request,
    consoleErrors,
  }) => {
    consoleErrors.allow(httpError(500));
    await signInAs(page, 'demo');
    await failPath(request, { path: 'customer/dids*', status: 500 });
    try {
      await page.goto('/numbers/existing');
      await expect(main(page).getByRole('button', { name: /Try again/ })).toBeVisible();
      await expect(filtersButton(page)).toBeVisible();
      await expectFits(page, 375);
      await expectNoSeriousA11yViolations(page);
    } finally {
      await clearFailures(request);
    }
  });

  test("a loading list holds the cards' place, fits and shows its filters", async ({ page, request }) => {
    await signInAs(page, 'demo');
    await request.post('/__sandbox/latency', { data: { ms: 1500 }, headers: { 'Content-Type': 'application/json' } });
    try {
      await page.goto('/numbers/existing');
      await expect(main(page).getByRole('status', { name: 'Loading' })).toBeVisible();
      await expect(filtersButton(page)).toBeVisible();
      await expectFits(page, 375);
      await expect(cards(page).first()).toBeVisible();
    } finally {
      await request.post('/__sandbox/latency', { data: { ms: 0 }, headers: { 'Content-Type': 'application/json' } });
    }
  });
});

test('at 1366 px every list is a table, and axe finds nothing serious', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAs(page, 'demo');
  for (const list of LISTS) {
    await page.goto(list.path);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(list.heading);
    await expect(main(page).locator('tbody tr').first()).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page);
  }
});
