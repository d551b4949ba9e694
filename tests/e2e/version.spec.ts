/** A newer deployed version (spec part 2 section 4, version handling: polled every 30 s). */
import type { Page } from '@playwright/test';
import { expect, expectShell, resetSandbox, setVersion, signInAs, test } from './fixtures';

const modal = (page: Page) => page.getByRole('dialog', { name: 'New version of application is available!' });
const isVersionFile = (url: string) => new URL(url).pathname === '/version.json';

test.beforeEach(async ({ page, request }) => {
  await resetSandbox(request);
  await page.clock.install();
  await signInAs(page, 'demo');
  await expectShell(page);
});

test.afterEach(async ({ request }) => {
  await setVersion(request, null);
});

// One page through both deployments: the same version first, then another one (a sign-in each cost a page load).
test('the same version deployed: no modal after a poll; another version: the modal after the next 30 s poll, and Refresh reloads', async ({
  page,
  request,
}) => {
  await test.step('the same version', async () => {
    const polled = page.waitForResponse((response) => isVersionFile(response.url()));
    await page.clock.fastForward(30_000);
    await polled;
    await page.clock.runFor(1_000);
    await expect(modal(page)).toHaveCount(0);
  });

  await setVersion(request, 'v2099.01.01');
  await expect(modal(page)).toHaveCount(0);
  const polled = page.waitForResponse((response) => isVersionFile(response.url()));
  await page.clock.fastForward(30_000);
  const answer = await polled;
  expect(new URL(answer.url()).search, 'the poll busts caches').not.toBe('');
  await expect(modal(page)).toBeVisible();

  await page.evaluate(() => Object.assign(window, { beforeRefresh: true }));
  const reloaded = page.waitForEvent('load');
  await modal(page).getByRole('button', { name: 'Refresh' }).click();
  await reloaded;
  expect(await page.evaluate(() => 'beforeRefresh' in window)).toBe(false);
  await expectShell(page);
});
