/**
 * Two-factor sign-in (issue 47), checked as the issue says, with the codes computed from the key shown on screen: turn
 * it on, sign out, a wrong code (refused), the right code (in, on the page asked for), the same code again (refused),
 * a recovery code (in, once), 5 wrong codes (back to the password); support acting for the customer needs no code.
 * Then French at 375 px: axe on the set-up (the QR code has a text alternative, the key is beside it), a remembered
 * browser, turning it off with a recovery code, and a set-up the server fails (two-factor stays off).
 */
import type { Page } from '@playwright/test';
import { codeAt } from '@/sandbox/twoFactor';
import {
  expect,
  expectNoSeriousA11yViolations,
  failPath,
  httpError,
  loginButton,
  passwordField,
  resetSandbox,
  signInAs,
  startInLanguage,
  submitLogin,
  test,
  textField,
} from './fixtures';

const STEP_MS = 30_000;

/**
 * Codes of the key on screen, each of a later time step than the one before (a code works once). The first is of the
 * current step and the next of the step after: the sandbox takes one step of drift either way, so two codes are good
 * for a minute at least, which no test here comes near.
 */
class Authenticator {
  private step = -Infinity;
  used = '';

  constructor(private readonly secret: string) {}

  next(): string {
    this.step = Math.max(this.step + 1, Math.floor(Date.now() / STEP_MS));
    this.used = codeAt(this.secret, this.step * STEP_MS);
    return this.used;
  }
}

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});
// demo signs in with a password alone again for the next test of this worker.
test.afterEach(async ({ request }) => {
  await resetSandbox(request);
});

const codeField = (page: Page, label = '6-digit code') => textField(page, label);

/** From Security's status to the recovery codes: the key read from the screen, the codes shown once. */
async function turnOn(page: Page, words: { turnOn: string; code: string }) {
  await page.getByRole('button', { name: words.turnOn }).click();
  const secret = (await page.getByTestId('two-factor-secret').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const app = new Authenticator(secret);
  await codeField(page, words.code).fill(app.next());
  await page.getByRole('button', { name: words.turnOn }).click();
  const list = page
    .getByRole('list')
    .filter({ has: page.getByRole('listitem') })
    .last();
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const codes = (await list.getByRole('listitem').allInnerTexts()).map((code) => code.trim());
  return { app, codes };
}

async function passwordStep(page: Page, next = '/login') {
  await page.goto(next);
  await submitLogin(page, 'demo', 'demo');
  await expect(page.getByRole('heading', { level: 1, name: 'Two-factor authentication' })).toBeVisible();
}

/** The login form in French. */
async function submitLoginInFrench(page: Page) {
  await textField(page, 'Identifiant').fill('demo');
  await textField(page, 'Mot de passe').fill('demo');
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

const verify = (page: Page) => page.getByRole('button', { name: 'Verify' }).click();

test('turned on, sign-in asks for a code: wrong, right, reused, a recovery code, 5 wrong; support needs none', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(httpError(400));
  await signInAs(page, 'demo', '/settings/general');
  await page.getByRole('link', { name: 'Manage' }).click();
  await expect(page).toHaveURL(/\/settings\/security$/);
  await expect(page.getByText('Off', { exact: true })).toBeVisible();

  // A malformed code is refused on the field, without a request.
  const confirms: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/two-factor/confirm')) confirms.push(request.url());
  });
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByRole('img', { name: /QR code for your authenticator app/ })).toBeVisible();
  for (const bad of ['12345', '1234567', '12a456']) {
    await codeField(page).fill(bad);
    await page.getByRole('button', { name: 'Turn on' }).click();
    await expect(page.getByText('Enter the 6 digits the app shows.')).toBeVisible();
  }
  expect(confirms).toEqual([]);
  await page.getByRole('button', { name: 'Cancel' }).click();

  const { app, codes } = await turnOn(page, { turnOn: 'Turn on', code: '6-digit code' });
  await expect(page.getByText('Two-factor authentication is on.')).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('did-portal-recovery-codes.txt');
  const file = await download.path().then((path) => import('node:fs').then((fs) => fs.readFileSync(path, 'utf8')));
  for (const code of codes) expect(file).toContain(code);
  await page.getByRole('button', { name: 'I have kept them' }).click();
  await expect(page.getByText('10 unused recovery codes')).toBeVisible();

  // Signed out, a page asked for: the password, then a wrong code, then the right one, and the page.
  await page.goto('/logout');
  await expect(loginButton(page)).toBeVisible();
  await page.goto('/settings/activity');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fsettings%2Factivity$/);
  await submitLogin(page, 'demo', 'demo');
  await expect(page.getByRole('heading', { level: 1, name: 'Two-factor authentication' })).toBeVisible();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fsettings%2Factivity$/);
  await codeField(page).fill('000000');
  await verify(page);
  await expect(page.getByText('Wrong code. 4 tries left.')).toBeVisible();
  await expect(codeField(page)).toBeFocused();
  await codeField(page).fill(app.next());
  await verify(page);
  await expect(page).toHaveURL(/\/settings\/activity$/);
  await expect(page.getByText('Two-factor authentication turned on').first()).toBeVisible();

  // The same code again, within its time: refused. A recovery code then signs in, once.
  await page.goto('/logout');
  await passwordStep(page);
  await codeField(page).fill(app.used);
  await verify(page);
  // Refused as used while it is still within its window, as wrong once that has passed (a slow machine): refused
  // either way. The sandbox's tests pin the first with its clock.
  await expect(page.getByText(/This code was used already|Wrong code/)).toBeVisible();
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await textField(page, 'Recovery code').fill(codes[0]);
  await verify(page);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  // That recovery code again, then wrong codes: the fifth ends the attempt, back to the password.
  await page.goto('/logout');
  await passwordStep(page);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await textField(page, 'Recovery code').fill(codes[0]);
  await verify(page);
  await expect(page.getByText('Wrong or used recovery code. 4 tries left.')).toBeVisible();
  await page.getByRole('button', { name: 'Use a code from the app' }).click();
  for (const left of [3, 2, 1]) {
    await codeField(page).fill('000000');
    await verify(page);
    await expect(page.getByText(`Wrong code. ${left} tries left.`)).toBeVisible();
  }
  await codeField(page).fill('000000');
  await verify(page);
  await expect(page.getByRole('alert')).toHaveText('Too many wrong codes. Enter your password again.');
  await expect(passwordField(page)).toHaveValue('');
  await expect(passwordField(page)).toBeFocused();

  // Support acting for the customer signs in without the customer's codes, and cannot change them.
  await submitLogin(page, 'support', 'support');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.goto('/settings/security');
  await expect(page.getByText('Support staff acting for the customer cannot change')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Turn off' })).toBeDisabled();
});

test.describe('in French on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });
  test.beforeEach(async ({ page }) => {
    await startInLanguage(page, 'fr');
  });

  test('set-up passes axe, a browser is remembered, a recovery code turns it off', async ({ page, consoleErrors }) => {
    consoleErrors.allow(httpError(400));
    await signInAs(page, 'demo', '/settings/security');
    await expect(page.getByRole('heading', { level: 1, name: 'Sécurité' })).toBeVisible();
    await page.getByRole('button', { name: 'Activer' }).click();
    await expect(page.getByRole('img', { name: /QR code pour votre application/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Annuler' }).click();
    const { app, codes } = await turnOn(page, { turnOn: 'Activer', code: 'Code à 6 chiffres' });
    await page.getByRole('button', { name: 'Je les ai conservés' }).click();
    await expect(page.getByText('Activée', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Remembered for 30 days: the next sign-in in this browser asks for the password only.
    await page.goto('/logout');
    await page.goto('/login');
    await submitLoginInFrench(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Double authentification' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await codeField(page, 'Code à 6 chiffres').fill('abc');
    await page.getByRole('button', { name: 'Vérifier' }).click();
    await expect(page.getByText('Saisissez les 6 chiffres affichés par l’application.')).toBeVisible();
    await codeField(page, 'Code à 6 chiffres').fill(app.next());
    await page.getByRole('checkbox', { name: 'Se souvenir de ce navigateur pendant 30 jours' }).check();
    await page.getByRole('button', { name: 'Vérifier' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
    await page.goto('/logout');
    await page.goto('/login');
    await submitLoginInFrench(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();

    // Turning it off asks for the password and a code: a recovery code does.
    await page.goto('/settings/security');
    await page.getByRole('button', { name: 'Désactiver' }).click();
    const dialog = page.getByRole('dialog', { name: 'Désactiver la double authentification ?' });
    await dialog.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill('wrong');
    await textField(page, 'Code de l’application ou code de secours').fill(codes[1]);
    await dialog.getByRole('button', { name: 'Désactiver' }).click();
    await expect(dialog.getByText('Votre mot de passe est incorrect. Veuillez le saisir à nouveau.')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill('demo');
    await dialog.getByRole('button', { name: 'Désactiver' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Désactivée', { exact: true })).toBeVisible();
  });

  test('a set-up the server fails leaves two-factor off and says so', async ({ page, request, consoleErrors }) => {
    consoleErrors.allow(httpError(500));
    await failPath(request, { path: 'customer/two-factor/setup', status: 500 });
    await signInAs(page, 'demo', '/settings/security');
    await page.getByRole('button', { name: 'Activer' }).click();
    await expect(page.getByRole('alert')).toHaveText(/La double authentification reste désactivée/);
    await expect(page.getByText('Désactivée', { exact: true })).toBeVisible();
    await expect(page.getByRole('img')).toHaveCount(0);
  });
});
