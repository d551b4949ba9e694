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
  setLatency,
  signInAs,
  startInLanguage,
  test,
} from './fixtures';
import { DELIVERED_PAGES } from './routes';
import { LISTS, type PhoneList } from './phoneLists';

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

/**
 * Counts the page's fetch and XHR calls in flight, and when the last one ended: `settled` waits on them instead of
 * Playwright's `networkidle` (500 ms of silence, and reached once per page load, not once per client-side visit).
 */
function trackRequests() {
  const state = { inFlight: 0, quietSince: performance.now() };
  Object.assign(window, { __requests: state });
  const start = () => (state.inFlight += 1);
  const end = () => {
    state.inFlight -= 1;
    state.quietSince = performance.now();
  };
  const fetch = window.fetch.bind(window);
  window.fetch = (...args: Parameters<typeof fetch>) => {
    start();
    return fetch(...args).finally(end);
  };
  const send = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, ...args: Parameters<typeof send>) {
    start();
    this.addEventListener('loadend', end, { once: true });
    return send.apply(this, args);
  };
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(trackRequests);
});

/** No request in flight for 200 ms, every image loaded and the fonts ready: the list is as it will stay. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    async () => {
      await document.fonts.ready;
      const { inFlight, quietSince } = (window as unknown as { __requests: { inFlight: number; quietSince: number } })
        .__requests;
      return inFlight === 0 && performance.now() - quietSince >= 200 && [...document.images].every((i) => i.complete);
    },
    undefined,
    { polling: 50 },
  );
}

/**
 * Opens a path as the portal's own links do, without reloading it (the router follows history): a list in the
 * running portal renders as after a page load, in a fraction of the time. It returns once the heading has changed
 * (React may keep the element: two lists of one component), so that the checks that follow read the new page.
 */
async function visit(page: Page, path: string): Promise<void> {
  const url = new URL(page.url());
  if (!url.protocol.startsWith('http')) {
    await page.goto(path);
    return;
  }
  if (url.pathname + url.search === path) return;
  const left = await page.evaluate((next) => {
    const heading = document.querySelector('main h1')?.textContent ?? null;
    window.history.pushState({}, '', next);
    window.dispatchEvent(new PopStateEvent('popstate'));
    return heading;
  }, path);
  await expect(page).toHaveURL(path);
  await page.waitForFunction(
    (old) => {
      const heading = document.querySelector('main h1')?.textContent;
      return heading !== undefined && heading !== old;
    },
    left,
    { polling: 50 },
  );
}

/** The list's heading and first card, its key (first line) in view and within the screen. */
async function openList(
  page: Page,
  list: PhoneList,
  width: number,
  heading: string | RegExp = list.heading,
): Promise<void> {
  await visit(page, list.path);
  const h1 = main(page).getByRole('heading', { level: 1 });
  await expect(h1).toHaveText(heading);
  // The heading stays in view above the cards (WCAG 1.4.10 at 320 px: mobile.spec.ts leaves these lists to this walk).
  await expect(h1).toBeInViewport();
  const key = cards(page).first().getByTestId('card-key');
  await expect(key).toBeVisible();
  // The cards read now are the list's own, not those of the list before (while its rows load).
  await settled(page);
  await expect(key).toBeVisible();
  await expect(key).not.toBeEmpty();
  const box = await key.boundingBox();
  expect(box && box.x + box.width, `the first key on ${list.path}`).toBeLessThanOrEqual(width);
  await expect(main(page).locator('table')).toHaveCount(0);
  await expectFits(page, width);
}

// At 375 px, the same walk is the axe test's, below.
test(`at 320 px every list shows cards that fit the screen, the first row's key in view`, async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 320, height: 740 });
  await signInAs(page, 'demo', LISTS[0].path);
  for (const list of LISTS) await openList(page, list, 320);
});

test('in French at 320 px, with its longer labels, every list fits too', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 320, height: 740 });
  await startInLanguage(page, 'fr');
  await signInAs(page, 'demo', LISTS[0].path);
  for (const list of LISTS) await openList(page, list, 320, /\S/);
  await expect(main(page).getByRole('button', { name: 'Filtres', exact: true })).toBeVisible();
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("each list's first card action opens its screen", async ({ page }) => {
    test.slow();
    // One signed-in page walks the lists, as the portal's links would: a sign-in per list cost a page load each.
    const withAction = LISTS.filter((item) => item.action);
    await signInAs(page, 'demo', withAction[0].path);
    for (const list of withAction) {
      await test.step(list.path, async () => {
        const action = list.action!;
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
  });

  test("every list shows cards that fit the screen, the first row's key in view, and axe finds nothing serious", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInAs(page, 'demo', LISTS[0].path);
    for (const list of LISTS) {
      await openList(page, list, 375);
      await expectNoSeriousA11yViolations(page);
    }
  });

  test('the toolbar: filters behind a Filters button counting the active ones, actions in one labelled menu', async ({
    page,
  }) => {
    await signInAs(page, 'demo', LISTS[0].path);
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
      await signInAs(page, 'demo', LISTS[0].path);
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
    await signInAs(page, 'demo', '/numbers/existing?did=000000000');
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
    await failPath(request, { path: 'customer/dids*', status: 400 });
    try {
      await signInAs(page, 'demo', '/numbers/existing');
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
    await failPath(request, { path: 'customer/dids*', status: 500 });
    try {
      await signInAs(page, 'demo', '/numbers/existing');
      await expect(main(page).getByRole('button', { name: /Try again/ })).toBeVisible();
      await expect(filtersButton(page)).toBeVisible();
      await expectFits(page, 375);
      await expectNoSeriousA11yViolations(page);
    } finally {
      await clearFailures(request);
    }
  });

  test("a loading list holds the cards' place, fits and shows its filters", async ({ page, request }) => {
    // A light page first: the list's own load is the one measured, with every answer late.
    await signInAs(page, 'demo', '/api/settings');
    await setLatency(request, 1500);
    try {
      await page.goto('/numbers/existing');
      await expect(main(page).getByRole('status', { name: 'Loading' })).toBeVisible();
      await expect(filtersButton(page)).toBeVisible();
      await expectFits(page, 375);
      await expect(cards(page).first()).toBeVisible();
    } finally {
      await setLatency(request, 0);
    }
  });
});

// axe at the desktop width: axe-routes.spec.ts runs it on every route of the navigation, light and dark; here only on
// the lists it does not reach.
test('at 1366 px every list is a table, and axe finds nothing serious', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAs(page, 'demo', LISTS[0].path);
  for (const list of LISTS) {
    await visit(page, list.path);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(list.heading);
    await expect(main(page).locator('tbody tr').first()).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    if (list.path in DELIVERED_PAGES) continue;
    await settled(page);
    await expectNoSeriousA11yViolations(page);
  }
});
