/**
 * End users (issue 3, spec part 2 sections 2, 5 and 8): the list and its filters, a new profile,
 * its edit screen driven by country and plan, real uploads (and a refused too-large file), saving,
 * reloading, and the documents page with View; axe on each screen and no sideways scroll at 375 px.
 */
import { closeSync, openSync, ftruncateSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import {
  expect,
  expectNoSeriousA11yViolations,
  resetSandbox,
  signInAs,
  test,
  textField,
  urlOpenedInNewTab,
} from './fixtures';

const h1 = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });
const requirements = (page: Page) => page.getByRole('region', { name: 'Check profile requirements' });
const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });
/** The list's filters in the URL: each its own parameter (issue 33). */
const filterOf = (page: Page) =>
  Object.fromEntries(
    [...new URL(page.url()).searchParams].filter(([name]) => !['page', 'perPage', 'sort', 'order'].includes(name)),
  );

/** A small, real PDF (its text is the given line). */
function writePdf(path: string, line: string): void {
  const stream = `BT /F1 18 Tf 72 720 Td (${line}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  writeFileSync(path, body);
}

/** A 51 MB file without writing 51 MB: a sparse file of that length. */
function writeSparse(path: string, bytes: number): void {
  const fd = openSync(path, 'w');
  ftruncateSync(fd, bytes);
  closeSync(fd);
}

async function choose(page: Page, combobox: ReturnType<Page['getByRole']>, option: string): Promise<void> {
  await combobox.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test.afterEach(async ({ request }) => {
  await resetSandbox(request);
});

test('the list shows the Blocked badge and keeps the name and country filters in the URL', async ({ page }) => {
  await signInAs(page, 'demo', '/profiles/existing');
  await expect(h1(page)).toHaveText('End-users');
  await expect(page.getByText(/must be completed within 48 hours after submitting an order/)).toBeVisible();
  await expect(rowOf(page, 'Old Reseller Ltd').getByText('Blocked', { exact: true })).toBeVisible();
  await expect(rowOf(page, 'Northwind Telecom B.V.').getByText('Blocked', { exact: true })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await textField(page, 'End-user name').fill('north');
  await expect.poll(() => filterOf(page)).toEqual({ name: 'north' });
  await expect(rowOf(page, 'Northwind Telecom B.V.')).toBeVisible();
  await expect(rowOf(page, 'Old Reseller Ltd')).toHaveCount(0);

  await choose(page, page.getByRole('combobox', { name: 'Country' }), 'Netherlands');
  await expect.poll(() => filterOf(page)).toMatchObject({ name: 'north', country: expect.stringMatching(/^\d+$/) });
  await expect(rowOf(page, 'Northwind Telecom B.V.')).toBeVisible();

  // The filters come back from the URL.
  await page.reload();
  await expect(textField(page, 'End-user name')).toHaveValue('north');
  await expect(rowOf(page, 'Northwind Telecom B.V.')).toBeVisible();
  await expect(rowOf(page, 'Old Reseller Ltd')).toHaveCount(0);
});

test('create a profile, complete it for a Netherlands Geographic plan with a real upload, and find it all after a reload', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const proof = testInfo.outputPath('proof-of-address.pdf');
  const huge = testInfo.outputPath('huge-scan.pdf');
  writePdf(proof, 'E2E Test Company - Damrak 1, 1012 LG Amsterdam');
  writeSparse(huge, 51 * 1024 * 1024);
  const uploads: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && /\/customer\/account\/\d+\/documents$/.test(sent.url())) uploads.push(sent.url());
  });

  await signInAs(page, 'demo', '/profiles/existing');
  await page.getByRole('link', { name: 'Add new end user' }).click();
  await expect(page).toHaveURL('/profiles/new');
  await expect(h1(page)).toHaveText('Add new end user');
  const name = textField(page, 'Name');
  const proceed = page.getByRole('button', { name: 'Continue' });
  await expect(proceed).toBeDisabled();
  await name.fill('Northwind Telecom B.V.');
  await expect(page.getByText('Profile with this name already exists.')).toBeVisible();
  await expect(proceed).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await name.fill('E2E Test Company');
  await expect(proceed).toBeEnabled();
  await proceed.click();
  await expect(page).toHaveURL(/\/profiles\/edit\/\d+$/);
  const editUrl = new URL(page.url()).pathname;
  const profileId = editUrl.split('/').at(-1)!;

  // Country, then a plan: what the plan needs is marked in red.
  await expect(page.getByText('To filter required data and documents, please select Country and Plan.')).toBeVisible();
  await choose(page, requirements(page).getByRole('combobox', { name: 'Country' }), 'Netherlands');
  await choose(page, requirements(page).getByRole('combobox', { name: 'Plan' }), 'Geographic');
  await expect(page).toHaveURL(/[?&]plan=\d+/);
  await expect(
    page.getByText('Please complete the missing data marked in red that is needed for this Plan.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Required Documents for this Plan' })).toBeVisible();
  for (const label of ['Street', 'House number', 'Postal code', 'City']) {
    await expect(page.locator('[data-requirement="missing"]').filter({ has: textField(page, label) })).toHaveCount(1);
  }
  await expectNoSeriousA11yViolations(page);

  await textField(page, 'Company name').fill('E2E Test Company B.V.');
  await textField(page, 'Last name').fill('Jansen');
  await textField(page, 'Street').fill('Damrak');
  await textField(page, 'House number').fill('1');
  await textField(page, 'Postal code').fill('1012 LG');
  await textField(page, 'City').fill('Amsterdam');
  await expect(page.locator('[data-requirement="filled"]').filter({ has: textField(page, 'Street') })).toHaveCount(1);

  // A file over 50 MB is refused before any upload; then the real file is chosen.
  const picker = page.getByTestId('file-input-3');
  await picker.setInputFiles(huge);
  await expect(page.getByText('File exceeds 50MB')).toBeVisible();
  expect(uploads).toEqual([]);
  await picker.setInputFiles(proof);
  await expect(page.getByText('Press save end user to submit.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Chosen files' }).getByText('proof-of-address.pdf')).toBeVisible();

  await page.getByRole('button', { name: 'Save End user' }).click();
  // The last of the save's toasts (the order of all four is the component test's): it replaces "Saving documents...".
  await expect(page.getByText('Documents saved.', { exact: true })).toBeVisible();
  expect(uploads).toHaveLength(1);

  // Everything is kept after a reload.
  await page.reload();
  await expect(textField(page, 'Street')).toHaveValue('Damrak');
  await expect(textField(page, 'House number')).toHaveValue('1');
  await expect(textField(page, 'Postal code')).toHaveValue('1012 LG');
  await expect(textField(page, 'City')).toHaveValue('Amsterdam');
  await expect(textField(page, 'Company name')).toHaveValue('E2E Test Company B.V.');
  await expect(page.getByRole('listitem', { name: 'Proof of address' }).getByText(/Pending/)).toBeVisible();

  // The documents page, opened from the edit screen: Exit is there, View opens the file.
  await page.getByRole('button', { name: 'Show documents' }).click();
  await expect(page).toHaveURL(`/profiles/documents?profile=${profileId}`);
  await expect(h1(page)).toHaveText('Documents');
  const row = page.getByRole('row').filter({ hasText: 'proof-of-address.pdf' });
  await expect(row).toContainText('Proof of address');
  await expect(row).toContainText('Pending');
  await expect(row.getByRole('cell').nth(3)).toHaveText(/^\d{2}-\d{2}-\d{4} \d{1,2}:\d{2}:\d{2}$/);
  await expect(page.getByRole('button', { name: 'Exit' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const file = await request.get(
    await urlOpenedInNewTab(page, row.getByRole('link', { name: 'View proof-of-address.pdf' })),
  );
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toMatch(/^application\/pdf/);
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');

  await page.getByRole('button', { name: 'Exit' }).click();
  await expect(page).toHaveURL(new RegExp(`${editUrl}(\\?|$)`));
});

test('the profile pages never scroll sideways at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signInAs(page, 'demo', '/profiles/existing');
  const edit = page.getByRole('link', { name: 'Edit Paris Sales Office' });
  await expect(edit).toBeVisible();
  const editPath = (await edit.getAttribute('href'))!;
  const id = editPath.split('/').at(-1)!;
  for (const path of ['/profiles/existing', '/profiles/new', editPath, `/profiles/documents?profile=${id}`]) {
    await page.goto(path);
    await expect(h1(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
    expect(width, `page width on ${path}`).toBeLessThanOrEqual(375);
  }
});

test('a document that could run script (.html, .svg, HTML named .pdf) is refused by name; a PDF is taken and opens', async ({
  page,
  request,
  consoleErrors,
}, testInfo) => {
  const NOT_ALLOWED = 'File type not allowed: only PDF, images and office documents.';
  const script = '<script>document.title = document.cookie</script>';
  await signInAs(page, 'demo', '/profiles/existing');
  await page.getByRole('link', { name: 'Edit Paris Sales Office' }).click();
  await expect(page).toHaveURL(/\/profiles\/edit\/\d+$/);
  const profileId = new URL(page.url()).pathname.split('/').at(-1)!;
  const picker = page.getByTestId('file-input-3');
  const proofOfAddress = page.getByRole('listitem', { name: 'Proof of address' });

  for (const [name, mimeType, body] of [
    ['evil.html', 'text/html', `<html>${script}</html>`],
    ['evil.svg', 'image/svg+xml', `<svg xmlns="http://www.w3.org/2000/svg">${script}</svg>`],
    ['evil.pdf', 'application/pdf', `<!doctype html>${script}`],
  ] as const) {
    await picker.setInputFiles({ name, mimeType, buffer: Buffer.from(body) });
    await expect(proofOfAddress.getByText(`${name}: ${NOT_ALLOWED}`)).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Chosen files' })).toHaveCount(0);

  // The server refuses the same file when a page skips the portal's own check.
  consoleErrors.allow(/status of 400/);
  const refused = await page.evaluate(async (id) => {
    const cookie = (name: string) =>
      document.cookie
        .split('; ')
        .find((c) => c.startsWith(`${name}=`))
        ?.split('=')[1] ?? '';
    const form = new FormData();
    form.append('document_3', new File(['<html><script>alert(1)</script></html>'], 'evil.html', { type: 'text/html' }));
    const answer = await fetch(`/api/v1/customer/account/${id}/documents`, {
      method: 'POST',
      body: form,
      headers: { Authorization: `Token ${cookie('token')}`, 'X-CSRFToken': cookie('csrftoken') },
    });
    return { status: answer.status, body: (await answer.json()) as unknown };
  }, profileId);
  expect(refused).toEqual({ status: 400, body: { document_3: [NOT_ALLOWED] } });

  const proof = testInfo.outputPath('utility-bill.pdf');
  writePdf(proof, 'Paris Sales Office - 10 rue de Rivoli, Paris');
  await picker.setInputFiles(proof);
  await expect(page.getByRole('region', { name: 'Chosen files' }).getByText('utility-bill.pdf')).toBeVisible();
  await expect(proofOfAddress.getByText(NOT_ALLOWED)).toHaveCount(0);
  await page.getByRole('button', { name: 'Save End user' }).click();
  await expect(page.getByText('Documents saved.', { exact: true })).toBeVisible();

  await page.goto(`/profiles/documents?profile=${profileId}`);
  const row = page.getByRole('row').filter({ hasText: 'utility-bill.pdf' });
  const file = await request.get(
    await urlOpenedInNewTab(page, row.getByRole('link', { name: 'View utility-bill.pdf' })),
  );
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toMatch(/^application\/pdf/);
  expect(file.headers()['content-disposition']).toMatch(/^inline;/);
  expect(file.headers()['content-security-policy']).toBe("sandbox; default-src 'none'");
  expect(file.headers()['x-content-type-options']).toBe('nosniff');
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
});
