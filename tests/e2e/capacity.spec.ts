/**
 * Capacity (issue 4, spec part 1 sections 2, 4, 5): a trunk created with a primary and a failover address (and the
 * messages for two primaries), a DID group created, filled, emptied, renamed and deleted, the dedicated channels list;
 * axe on each screen.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, resetSandbox, signInAs, test, textField } from './fixtures';

const h1 = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });
const addressRow = (page: Page, index: number) => page.getByRole('group', { name: `Address ${index}` });
const side = (page: Page, name: 'Default group' | 'This group') => page.getByRole('region', { name, exact: true });

async function choose(page: Page, label: RegExp, option?: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  const options = page.getByRole('option');
  await (option ? options.filter({ hasText: option }).first() : options.first()).click();
}

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test.afterEach(async ({ request }) => {
  await resetSandbox(request);
});

test('creates a trunk with a primary and a failover address, refusing two primaries', async ({ page }) => {
  await signInAs(page, 'demo', '/capacity/trunks');
  await expect(h1(page)).toHaveText('Trunk manager');
  await expect(page.getByText(/Extra channels can be requested by e-mailing/)).toBeVisible();
  await page.getByRole('button', { name: 'New', exact: true }).click();
  const form = page.getByRole('region', { name: 'Create new trunk' });
  await expectNoSeriousA11yViolations(page);
  await form.getByRole('textbox', { name: 'Name' }).fill('E2E trunk');
  await choose(page, /Type/, 'Inbound');
  await form.getByRole('textbox', { name: 'Prefix' }).fill('10.20.30.1');
  await form.getByRole('button', { name: 'Create' }).click();
  const row = page.getByRole('row').filter({ hasText: 'E2E trunk' });
  await expect(row).toBeVisible();
  await row.getByRole('link', { name: 'Edit E2E trunk' }).click();

  await expect(h1(page)).toHaveText('Edit trunk E2E trunk');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Add address' }).click();
  await addressRow(page, 1).getByRole('textbox', { name: 'Address' }).fill('10.20.30.40');
  await expect(addressRow(page, 1).getByRole('textbox', { name: 'Port' })).toHaveValue('5060');
  await page.getByRole('button', { name: 'Add address' }).click();
  await addressRow(page, 2).getByRole('textbox', { name: 'Address' }).fill('sip.example.com');
  await addressRow(page, 2).getByRole('checkbox', { name: 'Primary' }).check();
  const saveAddresses = page.getByRole('button', { name: 'Save', exact: true }).last();
  await saveAddresses.click();
  await expect(page.getByRole('alert')).toHaveText('Only one can be chosen - primary or failover');
  await addressRow(page, 2).getByRole('checkbox', { name: 'Failover' }).uncheck();
  await expect(page.getByRole('alert')).toHaveText('Only one primary trunk address is allowed.');
  await addressRow(page, 2).getByRole('checkbox', { name: 'Primary' }).uncheck();
  await expect(page.getByRole('alert')).toHaveText('One of primary or failover is required.');
  await addressRow(page, 2).getByRole('checkbox', { name: 'Failover' }).check();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await saveAddresses.click();
  await expect(page.getByText('Trunk addresses saved.')).toBeVisible();

  await page.reload();
  await expect(addressRow(page, 1).getByRole('textbox', { name: 'Address' })).toHaveValue('10.20.30.40');
  await expect(addressRow(page, 1).getByRole('checkbox', { name: 'Primary' })).toBeChecked();
  await expect(addressRow(page, 2).getByRole('textbox', { name: 'Address' })).toHaveValue('sip.example.com');
  await expect(addressRow(page, 2).getByRole('checkbox', { name: 'Failover' })).toBeChecked();
  await page.getByRole('link', { name: 'Exit' }).click();
  await expect(page).toHaveURL(/\/capacity\/trunks$/);
});

test('creates a DID group, moves numbers in and out, renames and deletes it', async ({ page }) => {
  await signInAs(page, 'demo', '/capacity/did-groups/existing');
  await expect(h1(page)).toHaveText('My DID-Groups');
  await expect(page.getByRole('row').filter({ hasText: 'Amsterdam office' })).toBeVisible();
  await page.getByRole('link', { name: 'Add DID-Group' }).click();

  await expect(h1(page)).toHaveText('Add DID-Group');
  await expectNoSeriousA11yViolations(page);
  await choose(page, /Country/);
  await choose(page, /Plan/);
  const name = textField(page, 'Name');
  await name.fill('Amsterdam office');
  await expect(page.getByText('Profile with this name already exists.')).toBeVisible();
  await name.fill('E2E group');
  await page.getByRole('button', { name: 'Create DID-Group' }).click();

  await expect(h1(page)).toHaveText('DID-Group E2E group');
  await expectNoSeriousA11yViolations(page);
  await expect(side(page, 'This group').getByRole('button')).toHaveCount(0);
  const first = side(page, 'Default group').getByRole('button').first();
  const did = (await first.textContent()) ?? '';
  await first.click();
  await expect(side(page, 'This group').getByRole('button', { name: `Move ${did} to Default group` })).toBeVisible();
  await page.getByRole('button', { name: 'Save DID-Groups' }).click();
  await expect(page.getByText('DID-Groups saved.')).toBeVisible();
  await page.reload();
  await expect(side(page, 'This group').getByRole('button')).toHaveText([did]);

  await side(page, 'This group')
    .getByRole('button', { name: `Move ${did} to Default group` })
    .click();
  await page.getByRole('button', { name: 'Save DID-Groups' }).click();
  await expect(page.getByText('DID-Groups saved.')).toBeVisible();
  await page.reload();
  await expect(side(page, 'Default group').getByRole('button', { name: `Move ${did} to This group` })).toBeVisible();
  await expect(side(page, 'This group').getByRole('button')).toHaveCount(0);

  await page.getByRole('link', { name: 'Rename' }).click();
  await expect(h1(page)).toHaveText('Rename DID-Group');
  await expectNoSeriousA11yViolations(page);
  await textField(page, 'Name').fill('');
  await expect(page.getByText('This is required field.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Rename' })).toBeDisabled();
  await textField(page, 'Name').fill('Berlin sales');
  await expect(page.getByText('Profile with this name already exists.')).toBeVisible();
  await textField(page, 'Name').fill('E2E renamed');
  await expect(page.getByText('Checking the name…')).toHaveCount(0);
  await page.getByRole('button', { name: 'Rename' }).click();
  await expect(h1(page)).toHaveText('DID-Group E2E renamed');

  await page.getByRole('link', { name: 'Delete' }).click();
  await expect(h1(page)).toHaveText('Delete DID-Group');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(h1(page)).toHaveText('My DID-Groups');
  await expect(page.getByRole('row').filter({ hasText: 'Amsterdam office' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'E2E renamed' })).toHaveCount(0);
});

test('lists the dedicated channels with their maximum', async ({ page }) => {
  await signInAs(page, 'demo', '/capacity/dedicated-channels');
  await expect(h1(page)).toHaveText('Dedicated channels');
  await expect(page.getByRole('columnheader', { name: 'Max dedicated channels' })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Buy channels' })).toHaveAttribute('href', '/order/dedicated-channels');
  await expect(page.getByRole('link', { name: 'Cancel channels' })).toHaveAttribute(
    'href',
    '/order/dedicated-channels/cancel',
  );
  await expectNoSeriousA11yViolations(page);
});
