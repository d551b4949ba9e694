/**
 * Every list's filters on a desk (issue 19, item 2): at 1366 px its filter inputs (text, select, disabled select)
 * share one height, and those on one line share one bottom edge.
 */
import { expect, signInAs, test } from './fixtures';

/** The lists with filters, by the spec's routes. */
const LISTS_WITH_FILTERS = [
  '/numbers/existing',
  '/order/open',
  '/order/history',
  '/order/incomplete',
  '/profiles/existing',
  '/capacity/did-groups/existing',
  '/capacity/dedicated-channels',
  '/product/coverage',
];

test('at 1366 px the filter inputs of each list share one height and, per line, one bottom edge', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAs(page, 'demo');
  for (const route of LISTS_WITH_FILTERS) {
    await page.goto(route);
    const inputs = page.locator('.RaFilterForm-filterFormInput .MuiInputBase-root');
    await expect.poll(() => inputs.count(), { message: `${route} shows its filters` }).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    const boxes = await inputs.evaluateAll((elements) =>
      elements.map((element) => {
        const { top, bottom, height } = element.getBoundingClientRect();
        return { top: Math.round(top), bottom: Math.round(bottom), height: Math.round(height) };
      }),
    );
    expect(new Set(boxes.map((box) => box.height)), `${route}: heights ${JSON.stringify(boxes)}`).toHaveProperty(
      'size',
      1,
    );
    const lines = new Map<number, Set<number>>();
    for (const box of boxes) {
      const line = [...lines.keys()].find((top) => Math.abs(top - box.top) < box.height / 2) ?? box.top;
      lines.set(line, (lines.get(line) ?? new Set()).add(box.bottom));
    }
    for (const bottoms of lines.values())
      expect(bottoms.size, `${route}: bottom edges ${JSON.stringify(boxes)}`).toBe(1);
  }
});
