/**
 * Nothing moves while a screen loads (issue 17, item 3): with the API answering slowly enough for the placeholders to
 * show, the page's layout shifts, as the browser itself counts them, stay near zero on a phone and on a desk.
 */
import type { Page } from '@playwright/test';
import { expect, setLatency, signInAs, test } from './fixtures';

/** The browser's own layout-shift entries (those not caused by the user's input), summed. */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = { total: 0 };
    Object.assign(window, { layoutShifts: seen });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) seen.total += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const shiftTotal = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShifts: { total: number } }).layoutShifts.total);

const SCREENS = [
  { path: '/billing/balance', ready: (page: Page) => page.getByRole('button', { name: 'Pay with PayPal' }) },
  { path: '/reports/snapshot', ready: (page: Page) => page.getByRole('heading', { name: 'DID groups' }) },
];

for (const width of [375, 1366]) {
  for (const { path, ready } of SCREENS) {
    test(`${path} at ${width} px: nothing moves while it loads`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: 800 });
      await recordShifts(page);
      // Every API answer 400 ms late (the sandbox's latency): the screen shows its loading state first, then its data.
      await setLatency(request, 400);
      try {
        await signInAs(page, 'demo', path);
        await expect(ready(page)).toBeVisible();
        // The last answers' paints are in.
        await page.waitForLoadState('networkidle');
        expect(await shiftTotal(page)).toBeLessThan(0.01);
      } finally {
        await setLatency(request, 0);
      }
    });
  }
}
