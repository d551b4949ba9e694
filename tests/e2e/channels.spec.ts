/**
 * Shared and dedicated channels (issue 5 item 7, spec part 1 sections 2 and 4): shared channels ordered for a DID group
 * and checked out, dedicated channels bought through the checkout and then cancelled through the cancellation cart; the
 * metered account may not open shared channels; axe on each screen; no sideways scroll at 375 px.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, resetSandbox, signInAs, test } from './fixtures';

const h1 = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

/** A call of the portal API from the signed-in page (its token cookie and CSRF cookie). */
async function callApi<T>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; data: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const cookie = (name: string) =>
        document.cookie
          .split('; ')
          .find((item) => item.startsWith(`${name}=`))
          ?.split('=')[1] ?? '';
      const response = await fetch(`/api/v1/${path}`, {
        method,
        credentials: 'include',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Token ${decodeURIComponent(cookie('token'))}`,
          'X-CSRFToken': decodeURIComponent(cookie('csrftoken')),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, data: (text ? JSON.parse(text) : null) as T };
    },
    { method, path, body },
  );
}

interface CheckoutRows {
  rows: { kind: string; description: string; amount: number }[];
}

/** The first row whose button with this accessible-name prefix is enabled, and the row's name. */
async function firstRowWithEnabled(page: Page, prefix: string): Promise<{ row: Locator; name: string }> {
  const button = page
    .getByRole('button', { name: new RegExp(`^${prefix} `) })
    .and(page.locator(':enabled'))
    .first();
  await expect(button).toBeVisible();
  const label = (await button.getAttribute('aria-label')) ?? '';
  const name = label.slice(prefix.length + 1);
  return { row: page.getByRole('row').filter({ has: page.getByRole('button', { name: label, exact: true }) }), name };
}

/** The row's cell under the column header `header`. */
async function cellOf(page: Page, row: Locator, header: string): Promise<Locator> {
  const headers = await page.getByRole('columnheader').allTextContents();
  return row.getByRole('cell').nth(headers.indexOf(header));
}

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test.afterEach(async ({ request }) => {
  await resetSandbox(request);
});

test('shared channels: one more channel for a DID group, Buy and Check-out shows the line', async ({ page }) => {
  await signInAs(page, 'demo', '/order/shared-channels');
  await expect(h1(page)).toHaveText('Shared Channel');
  const { row, name } = await firstRowWithEnabled(page, 'Add one channel to');
  await expect(await cellOf(page, row, 'In cart')).toHaveText('0');
  await expect(row.getByRole('button', { name: `Remove one channel from ${name}` })).toBeDisabled();
  await row.getByRole('button', { name: `Add one channel to ${name}` }).click();
  await expect(await cellOf(page, row, 'In cart')).toHaveText('1');
  await expect(row.getByRole('button', { name: `Remove one channel from ${name}` })).toBeEnabled();

  await page.getByRole('link', { name: 'Buy and Check-out' }).click();
  await expect(page).toHaveURL(/\/cart\/checkout$/);
  const summary = await callApi<CheckoutRows>(page, 'GET', 'customer/cart/check-out');
  const line = summary.data.rows.find((item) => item.kind === 'shared_channel');
  expect(line?.description).toContain(name);
  expect(line?.amount).toBe(1);
  await expect(page.getByRole('main').getByText(line!.description)).toBeVisible();
});

test('shared channels: the cancel page marks channels to cancel and gives them back', async ({ page }) => {
  await signInAs(page, 'demo', '/order/shared-channels');
  await page.getByRole('link', { name: 'Cancel channels' }).click();
  await expect(page).toHaveURL(/\/order\/shared-channels\/cancel$/);
  await expect(h1(page)).toHaveText('Cancel shared channels');
  const { row, name } = await firstRowWithEnabled(page, 'Cancel one more channel of');
  await expectNoSeriousA11yViolations(page);
  await row.getByRole('button', { name: `Cancel one more channel of ${name}` }).click();
  await expect(await cellOf(page, row, 'To cancel')).toHaveText('1');
  await row.getByRole('button', { name: `Keep one more channel of ${name}` }).click();
  await expect(await cellOf(page, row, 'To cancel')).toHaveText('0');
});

test('dedicated channels: bought through the checkout, then cancelled through the cancellation cart', async ({
  page,
}) => {
  await signInAs(page, 'demo', '/order/dedicated-channels');
  expect((await callApi(page, 'DELETE', 'customer/cart')).status).toBe(204);
  await page.reload();
  await expect(h1(page)).toHaveText('Dedicated Channel');
  const { row, name: did } = await firstRowWithEnabled(page, 'Add one channel to');
  await expectNoSeriousA11yViolations(page);
  const channelsBefore = Number(await (await cellOf(page, row, 'Channels')).textContent());
  await row.getByRole('button', { name: `Add one channel to ${did}` }).click();
  await expect(await cellOf(page, row, 'In cart')).toHaveText('1');

  await page.getByRole('link', { name: 'Buy and Check-out' }).click();
  await expect(page).toHaveURL(/\/cart\/checkout$/);
  await expect(page.getByRole('main').getByText(new RegExp(`Dedicated channel.*${did}`))).toBeVisible();
  await page.getByRole('checkbox', { name: /I accept the Terms and Conditions/ }).check();
  const restrictions = page.getByRole('checkbox', { name: 'I accept the service restrictions' });
  if (await restrictions.count()) await restrictions.check();
  await page.getByRole('button', { name: 'Process order' }).click();
  await expect(page).toHaveURL(/\/order\/incomplete\?page=1$/);
  await expect(
    page.getByRole('status').filter({ hasText: "Your order has been placed. Complete the end users' data" }),
  ).toBeVisible();

  await page.goto('/order/dedicated-channels/cancel');
  await expect(h1(page)).toHaveText('Cancel dedicated channels');
  await page.getByRole('textbox', { name: 'DID number' }).fill(did);
  const bought = page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: `Cancel one more channel of ${did}`, exact: true }) });
  // The column headers are read once: wait for the table (it comes with the data) first.
  await expect(bought).toBeVisible();
  await expect(await cellOf(page, bought, 'Channels')).toHaveText(String(channelsBefore + 1));
  await expectNoSeriousA11yViolations(page);
  await bought.getByRole('button', { name: `Cancel one more channel of ${did}` }).click();
  await expect(await cellOf(page, bought, 'To cancel')).toHaveText('1');
  await page.getByRole('link', { name: 'Cancel and checkout' }).click();
  await expect(page).toHaveURL(/\/cart\/cancellation$/);
  await expect(page.getByRole('row').filter({ hasText: did }).filter({ hasText: 'Dedicated Channels' })).toBeVisible();
});

test('the metered account gets the not-allowed view on /order/shared-channels', async ({ page }) => {
  await signInAs(page, 'metered', '/order/shared-channels');
  await expect(page.getByRole('heading', { name: 'Page not available' })).toBeVisible();
  await page.goto('/order/dedicated-channels');
  await expect(h1(page)).toHaveText('Dedicated Channel');
});

test('the channel pages read as cards and never scroll sideways at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signInAs(page, 'demo');
  const pages: Record<string, string> = {
    '/order/shared-channels': 'Buy and Check-out',
    '/order/shared-channels/cancel': 'Cancel and checkout',
    '/order/dedicated-channels': 'Buy and Check-out',
    '/order/dedicated-channels/cancel': 'Cancel and checkout',
  };
  for (const [path, action] of Object.entries(pages)) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: /one (channel|more)/ }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: action })).toHaveText(action);
    await expect(page.getByRole('link', { name: action })).toBeInViewport();
    await expect(page.getByTestId('list-card').first()).toBeVisible();
    await expect(page.getByRole('table'), `a table on ${path}`).toHaveCount(0);
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
      clientWidth: document.scrollingElement?.clientWidth ?? 0,
    }));
    expect(scrollWidth, `page width on ${path}`).toBeLessThanOrEqual(clientWidth);
  }
});
