/** API key, general settings, password change and contacts (spec part 2 sections 2, 5 and 8). */
import type { Page } from '@playwright/test';
import {
  expect,
  httpError,
  loginButton,
  resetSandbox,
  signIn,
  signInAs,
  submitLogin,
  test,
  textField,
} from './fixtures';

const h1 = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });
const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test.afterEach(async ({ request }) => {
  await resetSandbox(request);
});

test.describe('API key', () => {
  test('is shown, and Generate new key replaces it after a confirmation', async ({ page }) => {
    await signInAs(page, 'demo', '/api/settings');
    await expect(h1(page)).toHaveText('API');
    const key = page.getByRole('textbox', { name: 'API key' });
    await expect(key).not.toHaveValue('');
    const before = await key.inputValue();

    await page.getByRole('button', { name: 'Generate new key' }).click();
    const dialog = page.getByRole('dialog', { name: 'Generate a new API key?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(key).toHaveValue(before);

    await page.getByRole('button', { name: 'Generate new key' }).click();
    await dialog.getByRole('button', { name: 'Generate new key' }).click();
    await expect(dialog).toBeHidden();
    await expect(key).not.toHaveValue(before);
    await expect(key).not.toHaveValue('');
    await expect(toast(page, 'A new API key was generated.')).toBeVisible();

    // The portal's own session is not the API key: it keeps working.
    await page.reload();
    await expect(h1(page)).toHaveText('API');
  });
});

test('General shows the company and account, and Change leads to the password form', async ({ page }) => {
  await signInAs(page, 'demo', '/settings/general');
  await expect(h1(page)).toHaveText('General');
  await expect(page.getByText('Northwind Telecom B.V.').first()).toBeVisible();
  await expect(page.getByText('Prepaid')).toBeVisible();
  await page
    .getByRole('link', { name: 'Change' })
    .or(page.getByRole('button', { name: 'Change' }))
    .click();
  await expect(page).toHaveURL('/settings/password/change');
  await expect(h1(page)).toHaveText('Change password');
});

test.describe('password change', () => {
  const old = (page: Page) => textField(page, 'Old password');
  const fresh = (page: Page) => textField(page, 'New password');
  const confirm = (page: Page) => textField(page, 'Confirm new password');
  const submit = (page: Page) => page.getByRole('button', { name: 'Change password' });

  test('a wrong old password is shown on the old field, with "Check form errors."', async ({ page, consoleErrors }) => {
    consoleErrors.allow(httpError(400));
    await signInAs(page, 'demo', '/settings/password/change');
    await old(page).fill('not-my-password');
    await fresh(page).fill('a-new-password-1');
    await confirm(page).fill('a-new-password-1');
    await submit(page).click();
    await expect(old(page)).toHaveAccessibleDescription(
      'Your old password was entered incorrectly. Please enter it again.',
    );
    await expect(toast(page, 'Check form errors.')).toBeVisible();
    await expect(page).toHaveURL('/settings/password/change');
  });

  test('a successful change ends the session, and only the new password works', async ({ page, consoleErrors }) => {
    consoleErrors.allow(httpError(400));
    await signInAs(page, 'demo', '/settings/password/change');
    await old(page).fill('demo');
    await fresh(page).fill('a-new-password-1');
    await confirm(page).fill('a-new-password-1');
    await submit(page).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Password has been changed.').first()).toBeVisible();

    await submitLogin(page, 'demo', 'demo');
    await expect(page.getByRole('alert')).toHaveText('Unable to log in with provided credentials.');
    await signIn(page, 'demo', 'a-new-password-1');
    await expect(h1(page)).toHaveText('Dashboard');
    await page.goto('/');
    await expect(loginButton(page)).toHaveCount(0);
  });
});

test.describe('contacts', () => {
  const NAME = 'Ada Lovelace';
  const EMAIL = 'ada.lovelace@example.com';

  async function openCreate(page: Page) {
    await page.goto('/settings/contact');
    await expect(h1(page)).toHaveText('Contact details');
    await page
      .getByRole('link', { name: 'Create' })
      .or(page.getByRole('button', { name: 'Create' }))
      .first()
      .click();
    await expect(page).toHaveURL('/settings/contact/create');
  }

  const field = (page: Page, label: string) => textField(page, label);
  const save = (page: Page) => page.getByRole('button', { name: 'Save' });
  const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

  test('create (first level and type by default), edit, then delete after a confirmation', async ({ page }) => {
    await signInAs(page, 'demo');
    await openCreate(page);
    await expect(page.getByRole('combobox', { name: 'Level' })).toHaveText('L1');
    await expect(page.getByRole('combobox', { name: 'Contact type' })).not.toHaveText(/^\s*$/);

    await field(page, 'Name').fill(NAME);
    await field(page, 'Email').fill(EMAIL);
    await save(page).click();
    await expect(page).toHaveURL('/settings/contact?page=1');
    await expect(row(page, EMAIL)).toHaveCount(1);
    await expect(row(page, EMAIL)).toContainText('L1');

    await row(page, EMAIL)
      .getByRole('link', { name: `Edit ${NAME}` })
      .or(row(page, EMAIL).getByRole('button', { name: `Edit ${NAME}` }))
      .click();
    await expect(page).toHaveURL(/\/settings\/contact\/\d+\/edit$/);
    await expect(field(page, 'Email')).toHaveValue(EMAIL);
    await field(page, 'Name').fill('Ada King');
    await save(page).click();
    await expect(page).toHaveURL('/settings/contact');
    await expect(row(page, EMAIL)).toContainText('Ada King');

    await row(page, EMAIL).getByRole('button', { name: 'Delete Ada King' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Do you want to delete this contact?');
    await dialog.getByRole('button', { name: /^(Confirm|Delete|Yes)$/ }).click();
    await expect(row(page, EMAIL)).toHaveCount(0);
  });

  test('a duplicate e-mail is refused by the server and shown on the field', async ({ page, consoleErrors }) => {
    consoleErrors.allow(httpError(400));
    await signInAs(page, 'demo');
    await openCreate(page);
    await field(page, 'Name').fill(NAME);
    await field(page, 'Email').fill(EMAIL);
    await save(page).click();
    await expect(page).toHaveURL('/settings/contact?page=1');

    await openCreate(page);
    await field(page, 'Name').fill('Someone Else');
    await field(page, 'Email').fill(EMAIL);
    await save(page).click();
    await expect(field(page, 'Email')).toHaveAccessibleDescription(/A contact with this email already exists\./);
    await expect(page).toHaveURL('/settings/contact/create');
  });
});
