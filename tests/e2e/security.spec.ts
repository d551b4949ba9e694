/**
 * What the portal enforces in the browser (issue "Security"): its pages' headers and a Content-Security-Policy
 * that is really in force, nothing of a customer left in the browser after sign-out, and a hijack release that
 * never leaves the portal for a location it was handed.
 */
import { expect, expectShell, loginButton, resetSandbox, signInAs, test } from './fixtures';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test('portal pages carry the security headers', async ({ request }) => {
  for (const path of ['/login', '/numbers/existing']) {
    const response = await request.get(path);
    const headers = response.headers();
    const policy = headers['content-security-policy'] ?? '';
    for (const directive of ["default-src 'self'", "frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'"]) {
      expect(policy, `${path}: ${directive}`).toContain(directive);
    }
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('same-origin');
    expect(headers['x-content-type-options']).toBe('nosniff');
  }
});

test('the policy is in force: an injected inline script does not run', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/Content Security Policy|CSP violation/);
  await page.goto('/login');
  await expect(loginButton(page)).toBeVisible();
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.head.append(script);
    return (window as unknown as { injected?: boolean }).injected === true;
  });
  expect(ran).toBe(false);
});

const storeKeys = (page: import('@playwright/test').Page) =>
  page.evaluate(() => Object.keys(window.localStorage).filter((key) => key.startsWith('RaStore')));

test('after logout no store key of the customer remains, only the language', async ({ page }) => {
  await signInAs(page, 'demo', '/numbers/existing?did=32&perPage=50');
  await expect(page.getByRole('textbox', { name: 'DID number' })).toHaveValue('32');
  await expect.poll(async () => (await storeKeys(page)).some((key) => key.includes('numbers'))).toBe(true);

  await page.goto('/logout');
  await expect(loginButton(page)).toBeVisible();
  const left = await storeKeys(page);
  expect(left.filter((key) => !key.endsWith('.locale') && !key.endsWith('.version'))).toEqual([]);
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'token')).toBeUndefined();
});

test('Release with a hostile location stays on the portal', async ({ page, baseURL }) => {
  await page.route('**/api/v1/user/release-hijack', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ location: '/\t/evil.example' }),
    }),
  );
  await signInAs(page, 'support');
  await expectShell(page);
  await page.getByRole('button', { name: 'Release' }).click();
  await expect(loginButton(page)).toBeVisible();
  expect(new URL(page.url()).origin).toBe(new URL(baseURL ?? '').origin);
  await expect(page).toHaveURL(/\/login$/);
});
