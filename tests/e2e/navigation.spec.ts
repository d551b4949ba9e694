/**
 * The navigation bar (spec part 1 section 2, Navigation bar; section 6, Roles and permissions) in a real browser: the
 * hover menus with every permitted link and its path, and a click through each menu. That each of those paths renders
 * its page is axe-routes.spec.ts's check (it opens every route of the navigation and reads its heading); the links each
 * customer is offered, the dropdown's keyboard, its closing delay and a chosen link's landing are the component tests'
 * (tests/src/layout/TopBar.test.tsx, NavDropdown.test.tsx).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, notFoundHeading, mainNav, openInPortal, signInAs, test } from './fixtures';
import {
  BAR_SECTIONS,
  CART,
  DELIVERED_PAGES,
  LOGOUT,
  NAVIGATION,
  SETTINGS,
  linkLabel,
  permitted,
  sectionLabel,
  visibleLinks,
  type NavSection,
} from './routes';

// With motion, as most customers have it: menus and dialogs fade in and out here (playwright.config.ts).
test.use({ reducedMotion: 'no-preference' });

type Account = 'demo' | 'metered';
const ACCOUNTS: Account[] = ['demo', 'metered'];

const heading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

/** The route the portal shows now: this issue's own page, else (a later issue's) the 404 page. */
async function expectRoute(page: Page, path: string): Promise<void> {
  if (path === LOGOUT) {
    await expect(page).toHaveURL(/\/login$/);
    return;
  }
  await expect(page).toHaveURL(path);
  const own = DELIVERED_PAGES[path];
  if (own) await expect(heading(page)).toHaveText(own);
  else await expect(notFoundHeading(page)).toBeVisible();
}

interface BarEntry {
  /** The element that opens the dropdown on hover (and, for sections, is the section link). */
  hoverTarget: Locator;
  menu: Locator;
}

function barEntry(page: Page, section: NavSection, account: Account): BarEntry {
  const name = sectionLabel(section);
  const menu = page.getByRole('menu', { name });
  if (section === SETTINGS) {
    return {
      hoverTarget: page.getByRole('link', { name: account, exact: true }),
      menu,
    };
  }
  if (section === CART) {
    const cart = page.getByRole('button', { name: /^Cart, \d+ items$/ });
    return { hoverTarget: cart, menu };
  }
  return {
    hoverTarget: mainNav(page).getByRole('link', { name, exact: true }),
    menu,
  };
}

const sameLinks = (a: readonly { path: string }[], b: readonly { path: string }[]) =>
  a.length === b.length && a.every((link, index) => link.path === b[index].path);

/** Moves the pointer off the bar and waits for the dropdown to close (300 ms after leaving). */
async function leave(page: Page, menu: Locator): Promise<void> {
  const size = page.viewportSize();
  await page.mouse.move(5, (size?.height ?? 700) - 5);
  await expect(menu).toBeHidden();
}

/** A section's links in the bar: offered on hover with their paths, and a click on the last one leads there. */
async function walkSection(page: Page, section: NavSection, account: Account): Promise<void> {
  const links = visibleLinks(section, account);
  if (links.length === 1 && section !== CART && section !== SETTINGS) {
    const link = mainNav(page).getByRole('link', { name: sectionLabel(section), exact: true });
    await expect(link).toHaveAttribute('href', links[0].path);
    await link.click();
    await expectRoute(page, links[0].path);
    return;
  }

  const entry = barEntry(page, section, account);
  if (section !== CART) await expect(entry.hoverTarget).toHaveAttribute('href', links[0].path);

  // Hover opens the dropdown with exactly the permitted links.
  await entry.hoverTarget.hover();
  await expect(entry.menu).toBeVisible();
  const items = entry.menu.getByRole('menuitem');
  await expect(items).toHaveText(links.map(linkLabel));
  for (const [index, link] of links.entries()) await expect(items.nth(index)).toHaveAttribute('href', link.path);
  // The pointer can travel from the bar into the dropdown without it closing.
  await items.last().hover();
  await expect(entry.menu).toBeVisible();
  await leave(page, entry.menu);

  // The last link: the section's own link already leads to the first. User settings' last is Logout.
  const last = links[links.length - 1];
  await entry.hoverTarget.hover();
  await entry.menu.getByRole('menuitem', { name: linkLabel(last), exact: true }).click();
  await expectRoute(page, last.path);
}

// One signed-in page per account walks the whole bar, as a customer would, from whichever page the last click opened:
// the bar is the same on every page, and a sign-in per section cost the suite a page load each (issue 48).
for (const account of ACCOUNTS) {
  test(`${account}'s bar: section paths open their first permitted link; every section offers its permitted links with their paths, and a click leads there`, async ({
    page,
  }) => {
    test.slow();
    // A light page: the bar is the same on every page, and the dashboard's charts are not under test here.
    await signInAs(page, account, '/api/settings');

    await test.step('section paths open their first permitted link', async () => {
      // A reload per path would boot the portal again: the router's redirects are the same either way.
      for (const section of NAVIGATION) {
        if (section.base === undefined) continue;
        await openInPortal(page, section.base);
        await expect(page).toHaveURL(visibleLinks(section, account)[0].path);
      }
    });

    // metered walks the sections whose links differ from demo's: the others are the same bar, already walked. User
    // settings come last: their last link signs out.
    const sections = [...BAR_SECTIONS, CART, SETTINGS].filter(
      (section) => account === 'demo' || !sameLinks(visibleLinks(section, account), visibleLinks(section, 'demo')),
    );
    for (const section of sections) await test.step(sectionLabel(section), () => walkSection(page, section, account));
  });
}

test('links for capacity or prepaid customers are absent for metered, and their pages are not allowed', async ({
  page,
}) => {
  await signInAs(page, 'metered');
  const restricted = NAVIGATION.flatMap((section) => section.links).filter((link) => !permitted(link, 'metered'));
  expect(restricted.map((link) => link.path)).toEqual([
    '/order/shared-channels',
    '/capacity/did-groups/existing',
    '/capacity/did-groups/new',
    '/billing/balance',
  ]);
  for (const link of restricted) {
    await expect(page.locator(`a[href="${link.path}"]`)).toHaveCount(0);
    await openInPortal(page, link.path);
    await expect(heading(page)).toHaveText('Page not available');
  }
});

test('an unknown path shows Page Not Found, and HOME PAGE leads to the dashboard', async ({ page }) => {
  await signInAs(page, 'demo', '/no/such/page');
  await expect(notFoundHeading(page)).toBeVisible();
  await page.getByRole('link', { name: 'HOME PAGE' }).click();
  await expect(page).toHaveURL('/');
  await expect(heading(page)).toHaveText('Dashboard');
});

test('the footer links the privacy policy in a new tab and shows Sitemap', async ({ page }) => {
  await signInAs(page, 'demo');
  const footer = page.getByRole('contentinfo');
  const privacy = footer.getByRole('link', { name: /Privacy and GDPR policy/ });
  await expect(privacy).toHaveAttribute('target', '_blank');
  const response = await page.request.get((await privacy.getAttribute('href')) ?? '');
  expect(response.ok()).toBe(true);
  await expect(footer.getByText('Sitemap')).toBeVisible();
  await expect(footer.getByText(/2024/)).toBeVisible();
});

test('Scroll to top appears past 300 px and brings the page back up', async ({ page }) => {
  await signInAs(page, 'demo');
  await expect(heading(page)).toHaveText('Dashboard');
  // Make the page tall whatever its content, to scroll on any screen size.
  await page.getByRole('main').evaluate((main) => {
    main.style.minHeight = '3000px';
  });
  const button = page.getByRole('button', { name: 'Scroll to top' });
  await page.evaluate(() => window.scrollTo(0, 250));
  await expect(button).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect(button).toBeVisible();
  // The button zooms in (this spec keeps motion): a click while it is still small lands on the bar around it, and
  // Playwright's retry then scrolls the sticky bar "into view", to the page's top, where the button goes away.
  await expect(button).toHaveCSS('transform', 'none');
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toHaveCount(0);
});
