/**
 * My numbers and number details (issue 4, spec part 1 sections 2, 3, 5 and 7): filter and export, every details tab,
 * editing and saving routing (shadow number, routing rows added, edited, refused and cleared), a bulk trunk change,
 * cancelling two numbers into the cancellation cart; axe on the list and the details.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, failPath, httpError, resetSandbox, signInAs, test } from './fixtures';

const h1 = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });
const dataRows = (page: Page) => page.getByRole('main').locator('tbody tr');
const TABS = ['General', 'Reachability/Services', 'Routing', 'Outbound Rates', 'DID Group', 'Profile', 'Statistics'];

async function choose(page: Page, combobox: Locator, option: string): Promise<void> {
  await combobox.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.beforeEach(async ({ page, request }) => {
  await resetSandbox(request);
  // Every test starts on My numbers.
  await signInAs(page, 'demo', '/numbers/existing');
});
test.afterAll(async ({ request }) => resetSandbox(request));

test('My numbers: filter by country and DID number, export CSV, axe', async ({ page }) => {
  await expect(h1(page)).toHaveText('My numbers');
  await expect(dataRows(page).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const first = dataRows(page).first();
  const did = (await first.locator('td').nth(1).innerText()).trim();
  const country = (await first.locator('td').nth(2).innerText()).trim();

  await choose(page, page.getByRole('combobox', { name: 'Country' }), country);
  await expect(page).toHaveURL(/[?&]country=\d+(&|$)/);
  await expect(page.getByRole('combobox', { name: 'Area' })).toBeEnabled();
  await page.getByRole('textbox', { name: 'DID number' }).fill(did);
  await expect(dataRows(page)).toHaveCount(1);
  await expect(dataRows(page).first()).toContainText(did);
  await expect(dataRows(page).first()).toContainText(country);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  const csv = await (await file.createReadStream()).toArray();
  const text = Buffer.concat(csv).toString('utf8');
  expect(text.split('\n')[0]).toContain('DID');
  expect(text).toContain(did);
});

test('Number details: every tab, then edit and save routing', async ({ page }) => {
  const first = dataRows(page).first();
  await expect(first).toBeVisible();
  const did = (await first.locator('td').nth(1).innerText()).trim();
  await first.getByRole('button', { name: `Actions for ${did}` }).click();
  await page.getByRole('menuitem', { name: 'Details' }).click();
  await expect(h1(page)).toHaveText(`Number ${did}`);
  await expectNoSeriousA11yViolations(page);

  for (const name of TABS) {
    await page.getByRole('tab', { name }).click();
    await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).not.toContainText('Loading…');
  }
  await expect(page.getByRole('table', { name: 'Statistics' })).toBeVisible();
  await expect(page.getByText(/Latest call start time:/)).toBeVisible();

  await page.getByRole('tab', { name: 'Routing' }).click();
  await expect(page).toHaveURL(/tab=routing/);
  const save = page.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  const saved = page.waitForResponse(
    (r) => r.url().includes('/routing/shadow-routing-number') && r.request().method() !== 'GET',
  );
  await page.getByRole('textbox', { name: 'Shadow routing number' }).fill('+31201234567');
  await expect(save).toBeEnabled();
  await save.click();
  expect((await saved).ok()).toBe(true);
  await expect(save).toBeDisabled();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Shadow routing number' })).toHaveValue('+31201234567');
});

test('cancels two numbers into the cancellation cart', async ({ page }) => {
  const rows = dataRows(page).filter({ hasNot: page.getByText('Cancelled', { exact: true }) });
  await expect(rows.first()).toBeVisible();
  await rows.nth(0).getByRole('checkbox').check();
  await rows.nth(1).getByRole('checkbox').check();
  const posted = page.waitForRequest(
    (r) => r.url().endsWith('/customer/cart/cancellations/add') && r.method() === 'POST',
  );
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  const request = await posted;
  expect((request.postDataJSON() as { ids: number[] }).ids).toHaveLength(2);
  await expect(page).toHaveURL(/\/cart\/cancellation$/);
});

/** The first listed number without routing rows (the seed gives some numbers routing entries), from My numbers. */
async function numberWithoutRouting(page: Page): Promise<string> {
  await expect(dataRows(page).first()).toBeVisible();
  const dids = (await dataRows(page).locator('td:nth-child(2)').allInnerTexts()).map((text) => text.trim());
  for (const did of dids.slice(0, 5)) {
    await page.goto(`/numbers/${did}/details?tab=routing`);
    const number = page.getByRole('textbox', { name: 'Outgoing number 1', exact: true });
    await expect(number).toBeVisible();
    if ((await number.inputValue()) === '') return did;
  }
  throw new Error('no number without routing rows among the first five');
}

test('routing rows: add, refuse an invalid number, reload, edit, clear', async ({ page, consoleErrors }) => {
  consoleErrors.allow(httpError(400));
  const did = await numberWithoutRouting(page);
  // A select's name is its label followed by the chosen option.
  const network = page.getByRole('combobox', { name: /^Originating network 1\b/ });
  const number = page.getByRole('textbox', { name: 'Outgoing number 1', exact: true });
  const save = page.getByRole('button', { name: 'Save' });
  const saveAndWait = async (method: string) => {
    const answered = page.waitForResponse(
      (r) => r.url().includes('/routing/routing-number') && r.request().method() === method,
    );
    await save.click();
    return answered;
  };

  await choose(page, network, 'Mobile');
  await number.fill('12');
  expect((await saveAndWait('POST')).status()).toBe(400);
  await expect(page.getByText('Enter a valid number.')).toBeVisible();
  await expect(number).toHaveValue('12');
  await expect(number).toHaveAttribute('aria-invalid', 'true');

  await number.fill('+31612345678');
  expect((await saveAndWait('POST')).status()).toBe(201);
  await expect(save).toBeDisabled();
  await page.reload();
  await expect(number).toHaveValue('+31612345678');
  await expect(network).toHaveText('Mobile');

  await number.fill('+31612345679');
  expect((await saveAndWait('PUT')).ok()).toBe(true);
  await page.reload();
  await expect(number).toHaveValue('+31612345679');

  await page.getByRole('button', { name: 'Delete routing number 1' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(`Do you want to clear the routing number for DID - ${did}?`);
  const deleted = page.waitForResponse(
    (r) => r.url().includes('/routing/routing-number/') && r.request().method() === 'DELETE',
  );
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  expect((await deleted).status()).toBe(204);
  await expect(number).toHaveValue('');
  await page.reload();
  await expect(number).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Delete routing number 1' })).toHaveCount(0);
});

// Spec part 1 section 8: "Other form submit failures: Server-side error occurred.", whatever the failed answer says.
test('a routing save that fails says "Server-side error occurred." above the form', async ({
  page,
  request,
  consoleErrors,
}) => {
  consoleErrors.allow(httpError(500));
  const did = await numberWithoutRouting(page);
  const path = `customer/dids/${did}/routing/routing-number`;
  // An empty row's label does not run under its select's arrow.
  for (const index of [2, 3]) {
    // A select's label is the element that names its combobox (aria-labelledby).
    const label = await page.locator('[id$="-label"]', { hasText: `Originating network ${index}` }).boundingBox();
    const select = page.getByRole('combobox', { name: new RegExp(`^Originating network ${index}\\b`) });
    const arrow = await select.locator('xpath=..').locator('svg').boundingBox();
    const apart = label!.x + label!.width <= arrow!.x || label!.y + label!.height <= arrow!.y;
    expect(apart, `label ${index} clear of the arrow`).toBe(true);
  }
  const number = page.getByRole('textbox', { name: 'Outgoing number 1', exact: true });
  const save = page.getByRole('button', { name: 'Save' });
  await choose(page, page.getByRole('combobox', { name: /^Originating network 1\b/ }), 'Mobile');
  await number.fill('+31612345678');
  for (const body of [{}, undefined]) {
    await failPath(request, { path, method: 'POST', status: 500, times: 1, body });
    await save.click();
    await expect(page.getByRole('alert')).toHaveText('Server-side error occurred.');
    await expect(page.getByText(/Injected failure|Internal Server Error/)).toHaveCount(0);
    await expect(page.getByText('Routing saved.')).toHaveCount(0);
    await expect(save).toBeEnabled();
  }
  // The other networks are still offered to row 2, but not row 1's.
  await page.getByRole('combobox', { name: /^Originating network 2\b/ }).click();
  await expect(page.getByRole('option', { name: 'Mobile', exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');
});

test('changes the trunk of two numbers at once, with a result per number', async ({ page }) => {
  const rows = dataRows(page).filter({ hasNot: page.getByText('Cancelled', { exact: true }) });
  await expect(rows.first()).toBeVisible();
  const trunkOf = async (index: number) => (await rows.nth(index).locator('td').nth(5).innerText()).trim();
  const dids = [
    await rows.nth(0).locator('td').nth(1).innerText(),
    await rows.nth(1).locator('td').nth(1).innerText(),
  ].map((d) => d.trim());
  const before = [await trunkOf(0), await trunkOf(1)];
  await rows.nth(0).getByRole('checkbox').check();
  await rows.nth(1).getByRole('checkbox').check();

  await page.getByRole('button', { name: 'Change Trunk', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Change the trunk of 2 numbers' });
  await dialog.getByRole('combobox', { name: 'Trunk' }).click();
  const options = (await page.getByRole('option').allInnerTexts()).map((text) => text.trim());
  const target = options.find((name) => !before.includes(name));
  expect(target, `a trunk other than ${before.join(', ')}`).toBeTruthy();
  await page.getByRole('option', { name: target, exact: true }).click();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Apply' }).click();

  await expect(dialog.getByText('2 of 2')).toBeVisible();
  const results = dialog.getByRole('list', { name: 'Result per number' }).getByRole('listitem');
  await expect(results).toHaveCount(2);
  for (const [index, did] of dids.entries()) {
    await expect(results.nth(index)).toContainText(did);
    await expect(results.nth(index)).toContainText('Saved');
  }
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  for (const did of dids) {
    const row = dataRows(page).filter({ hasText: did });
    await expect(row.locator('td').nth(5)).toHaveText(target!);
    await expect(row.getByRole('checkbox')).not.toBeChecked();
  }
});
