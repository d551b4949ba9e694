/**
 * Every data table reads cell by cell with a screen reader (issue 49 item 7): each data cell names header cells that
 * exist, and each header has data cells, on the wide layouts of the dashboard and the checkout (axe's table rules, every
 * impact).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, signInAs, test, visitInPortal } from './fixtures';

const TABLE_RULES = ['td-headers-attr', 'td-has-header', 'th-has-data-cells', 'scope-attr-valid'];

test("at 1366 px every table's cells name existing headers: the dashboard, then the checkout", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  // One signed-in page, the checkout opened as the portal's links do (a sign-in per page cost a page load: issue 48).
  await signInAs(page, 'demo', '/');
  for (const [path, heading] of [
    ['/', 'Dashboard'],
    ['/cart/checkout', 'Shopping Cart Checkout'],
  ]) {
    await test.step(path, async () => {
      await visitInPortal(page, path, heading);
      await expect(page.getByRole('main').locator('table').first()).toBeVisible();
      await expect(page.getByRole('main').getByText('Loading…')).toHaveCount(0);
      const { violations } = await new AxeBuilder({ page }).withRules(TABLE_RULES).analyze();
      const found = violations.flatMap((violation) =>
        violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} ${node.failureSummary ?? ''}`),
      );
      expect(found, path).toEqual([]);
    });
  }
});
