/** English and French (architecture: French loaded lazily in its own chunk; the choice is kept). */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, signInAs, test, textField } from './fixtures';

// The build the browser tests serve: E2E_DIST when set (as tests/e2e/fixtures.ts serves it), else dist/.
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const MANIFEST = join(resolve(ROOT, process.env.E2E_DIST || 'dist'), '.vite', 'manifest.json');

/** The built French messages chunk, from the manifest of the dist/ the server serves. */
function frenchChunk(): string {
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, { file: string }>;
  const chunk = manifest['src/i18n/fr.ts'];
  if (!chunk) throw new Error('src/i18n/fr.ts is not a chunk of its own in dist/');
  return `/${chunk.file}`;
}

function watchFrenchChunk(page: Page): () => number {
  const file = frenchChunk();
  let loads = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === file) loads += 1;
  });
  return () => loads;
}

async function chooseLanguage(page: Page, language: 'English' | 'Français') {
  await page
    .getByRole('combobox', { name: /^(Language|Langue)$/ })
    .first()
    .selectOption({ label: language });
}

const h1 = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

test('the bar switches to French, which is loaded only then and kept after a reload', async ({ page }) => {
  const frenchLoads = watchFrenchChunk(page);
  await signInAs(page, 'demo');
  await expect(h1(page)).toHaveText('Dashboard');
  expect(frenchLoads(), 'the French chunk is not loaded before French is chosen').toBe(0);

  await chooseLanguage(page, 'Français');
  await expect(h1(page)).toHaveText('Tableau de bord');
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  await expect(nav.getByRole('link', { name: 'Commander', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Facturation', exact: true })).toBeVisible();
  expect(frenchLoads()).toBe(1);

  await page.reload();
  await expect(h1(page)).toHaveText('Tableau de bord');
  await expect(page.getByRole('combobox', { name: 'Langue' })).toBeVisible();

  await chooseLanguage(page, 'English');
  await expect(h1(page)).toHaveText('Dashboard');
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Order', exact: true }),
  ).toBeVisible();
});

test('the login page switches language too, and the choice follows into the portal', async ({ page }) => {
  const frenchLoads = watchFrenchChunk(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  expect(frenchLoads()).toBe(0);

  await chooseLanguage(page, 'Français');
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  await expect(textField(page, 'Identifiant')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mot de passe oublié ?' })).toBeVisible();
  expect(frenchLoads()).toBe(1);

  await textField(page, 'Identifiant').fill('demo');
  await textField(page, 'Mot de passe').fill('demo');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(h1(page)).toHaveText('Tableau de bord');
});

test("in French the server's labels and the country names are French too, without a reload", async ({ page }) => {
  await signInAs(page, 'demo', '/settings/contact');
  const rows = page.getByRole('main').locator('tbody tr');
  await expect(rows.first()).toContainText(/Technical|Billing|Commercial|Abuse|Emergency|Administrative/);
  await chooseLanguage(page, 'Français');
  // The contact types come from the server, asked again in French (Accept-Language) when the language changes.
  await expect(rows.first()).toContainText(/Technique|Facturation|Commercial|Abus|Urgence|Administratif/);
  await expect(page.getByRole('main')).not.toContainText(/Technical|Billing|Emergency|Administrative/);
  await page.goto('/numbers/existing');
  await expect(h1(page)).toHaveText('Mes numéros');
  await expect(page.getByRole('main').getByRole('cell', { name: 'Pays-Bas' }).first()).toBeVisible();
  await expect(page.getByRole('main').getByRole('cell', { name: 'Netherlands' })).toHaveCount(0);
});
