/**
 * Product information (issue 14 item 4; spec part 2 sections 2, 3, 7 and 9) in Chromium against the sandbox: a price
 * list's PDF, CSV and workbook links answer those files; its tariff filters by destination and prefix; the product sheet
 * viewer is 1000 px high (a link on a phone), a page declaring the sheet's language around the PDF; the terms link a
 * PDF; axe and 375 px in English and French.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, signInAs, startInLanguage, test } from './fixtures';

const h1 = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

async function expectFile(page: Page, name: string | RegExp, type: string, signature: string) {
  const href = await page.getByRole('link', { name }).first().getAttribute('href');
  const answer = await page.request.get(href ?? '');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain(type);
  expect((await answer.body()).subarray(0, signature.length).toString('latin1')).toBe(signature);
}

test('price lists: the PDF, CSV and workbook answer, and the tariff filters by destination and prefix', async ({
  page,
}) => {
  await signInAs(page, 'demo', '/product/pricelist');
  await expect(h1(page)).toHaveText('Price lists');
  const first = page.getByRole('main').getByRole('region').first();
  const name = (await first.getAttribute('aria-label')) ?? '';
  await expectFile(page, `PDF of ${name}`, 'application/pdf', '%PDF');
  await expectFile(page, `CSV of ${name}`, 'text/csv', 'destination');
  // An XLSX workbook is a zip archive.
  await expectFile(page, `XLSX of ${name}`, 'spreadsheetml', 'PK');

  const tariff = page.getByRole('region', { name: /^Tariff of/ });
  const rows = tariff.locator('tbody tr');
  await expect(rows).toHaveCount(20);
  await tariff.getByRole('searchbox').fill('Belgium');
  await expect(page).toHaveURL(/q=Belgium/);
  await expect(rows.first()).toContainText('Belgium');
  for (const text of await rows.locator('td:first-child').allInnerTexts()) expect(text).toContain('Belgium');
  await tariff.getByRole('searchbox').fill('3120');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Amsterdam');
  await expectNoSeriousA11yViolations(page);
});

test('product sheets: each viewer loads its sheet as it comes into view, once (issue 49 item 8)', async ({ page }) => {
  const viewers: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/document-viewer.html'))
      viewers.push(new URL(request.url()).searchParams.get('file') ?? '');
  });
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAs(page, 'demo', '/product/product-sheet');
  const sections = page.getByRole('main').locator('section');
  await expect(sections).toHaveCount(3);
  await expect(page.locator('iframe')).toHaveCount(1);
  expect(viewers).toHaveLength(1);

  await sections.nth(2).scrollIntoViewIfNeeded();
  await expect(page.locator('iframe')).toHaveCount(3);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.locator('iframe')).toHaveCount(3);
  // Three sheets, three viewers: none asked for twice, none left out.
  expect(new Set(viewers).size).toBe(3);
  expect(viewers).toHaveLength(3);
});

test('product sheets: a viewer 1000 px high on a desk, a link on a phone; terms link their PDF', async ({ page }) => {
  await signInAs(page, 'demo', '/product/product-sheet');
  await expect(h1(page)).toHaveText('Product Sheet');
  const viewer = page.locator('iframe').first();
  await expect(viewer).toBeVisible();
  expect((await viewer.boundingBox())?.height).toBe(1000);
  // The frame is the portal's viewer page: it declares the sheet's language (WCAG 3.1.1, issue 36) and embeds the PDF.
  const framed = page.frameLocator('iframe').first();
  await expect(framed.locator('html')).toHaveAttribute('lang', 'en');
  const src = await framed.locator('embed').getAttribute('src');
  const sheet = await page.request.get(src ?? '');
  expect(sheet.headers()['content-type']).toContain('application/pdf');
  await expectNoSeriousA11yViolations(page);

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Open .+ \(PDF\)$/ }).first()).toBeVisible();

  await page.goto('/product/terms-and-conditions');
  await expect(h1(page)).toHaveText('Terms and Conditions');
  await expectFile(page, /^PDF of /, 'application/pdf', '%PDF');
});

test('at 375 px in French the product pages fit and pass axe', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await startInLanguage(page, 'fr');
  await signInAs(page, 'demo', '/product/pricelist');
  for (const [path, title] of [
    ['/product/pricelist', 'Listes de prix'],
    ['/product/product-sheet', 'Fiche produit'],
    ['/product/terms-and-conditions', 'Conditions générales'],
  ]) {
    if (new URL(page.url()).pathname !== path) await page.goto(path);
    await expect(h1(page)).toHaveText(title);
    await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
  }
});
