/** Sign-in, sign-out and password recovery (spec part 1 section 2 Access / Login and logout, part 2 Password recovery). */
import {
  ACCOUNTS,
  expect,
  expectShell,
  failPath,
  httpError,
  loginButton,
  loginField,
  passwordField,
  resetSandbox,
  signIn,
  submitLogin,
  test,
  textField,
} from './fixtures';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test('an anonymous visit is sent to /login and returns to the page after signing in', async ({ page }) => {
  await page.goto('/settings/general');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fsettings%2Fgeneral$/);
  await submitLogin(page, 'demo', 'demo');
  await expect(page).toHaveURL(/\/settings\/general$/);
  await expect(page.getByRole('heading', { name: 'General' })).toBeVisible();
});

test('a wrong password shows the server message in an alert and keeps the typed login', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(httpError(400));
  await page.goto('/login');
  await submitLogin(page, 'demo', 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Unable to log in with provided credentials.');
  await expect(loginField(page)).toHaveValue('demo');
  await expect(page).toHaveURL(/\/login$/);
});

for (const target of ['https://evil.example/', '//evil.example']) {
  test(`a redirect to another site (${target}) is ignored`, async ({ page }) => {
    await page.goto(`/login?redirect=${encodeURIComponent(target)}`);
    await submitLogin(page, 'demo', 'demo');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  });
}

test('/logout signs out: the portal asks to sign in again', async ({ page }) => {
  await signIn(page, 'demo');
  await expectShell(page);
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(loginButton(page)).toBeVisible();
});

test('the password reset page is reached from the login form and validates the e-mail', async ({ page }) => {
  await page.goto('/login');
  await page
    .getByRole('link', { name: 'Forgot password?' })
    .or(page.getByRole('button', { name: 'Forgot password?' }))
    .click();
  await expect(page).toHaveURL(/\/password\/reset$/);
  await expect(
    page.getByText('Please write your e-mail address and check your inbox for the reset password link.'),
  ).toBeVisible();
  const email = textField(page, 'Email');
  const submit = page.getByRole('button', { name: 'Reset password' });

  await submit.click();
  await expect(page.getByText('This field is required.')).toBeVisible();
  await email.fill('not-an-email');
  await submit.click();
  await expect(page.getByText('Invalid Email')).toBeVisible();

  await email.fill('noc@northwind-telecom.nl');
  await submit.click();
  await expect(page.getByText('Password reset e-mail has been sent.')).toBeVisible();
});

test('a refused password reset shows the server detail under the e-mail', async ({ page, request, consoleErrors }) => {
  consoleErrors.allow(httpError(400));
  await failPath(request, {
    path: 'user/password-reset',
    method: 'POST',
    status: 400,
    body: { email: ['There is no active user with this e-mail address.'] },
  });
  await page.goto('/password/reset');
  await textField(page, 'Email').fill('nobody@example.com');
  await page.getByRole('button', { name: 'Reset password' }).click();
  const email = textField(page, 'Email');
  await expect(email).toHaveAccessibleDescription('There is no active user with this e-mail address.');
});

for (const account of ['metered', 'support'] as const) {
  test(`${account} can sign in too`, async ({ page }) => {
    const { login, password } = ACCOUNTS[account];
    await page.goto('/login');
    await submitLogin(page, login, password);
    await expect(page).toHaveURL('/');
    await expectShell(page);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(passwordField(page)).toHaveCount(0);
  });
}
