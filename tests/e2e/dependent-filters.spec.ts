/**
 * Filters that depend on the country (area, destination; issue 49 item 1, spec part 2 "Changing the country clears
 * area and destination"): a filter given in the URL (a link, a reload, Back) survives the country's choices loading;
 * only a country the user picks clears them.
 */
import type { Page } from '@playwright/test';
import { expect, signInAs, test } from './fixtures';

const rows = (page: Page) => page.getByRole('main').locator('tbody tr');
const combobox = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });
const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

async function choose(page: Page, label: string, option: string): Promise<void> {
  await combobox(page, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The column `index` of every row shown. */
const column = (page: Page, index: number) =>
  rows(page).evaluateAll((trs, i) => trs.map((tr) => tr.querySelectorAll('td')[i]?.textContent ?? ''), index);

test('call records: area and destination from the URL stay through a reload and Back; a new country clears them', async ({
  page,
}) => {
  await signInAs(page, 'demo', '/reports/cdrs');
  await choose(page, 'Country', 'Netherlands');
  await choose(page, 'Area', 'Amsterdam');
  await expect.poll(() => param(page, 'area')).toBeTruthy();
  const link = page.url();

  // A reload (the same as opening the link): the request and the URL keep the area, the field shows it.
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/reports/pcdrs?')) requests.push(request.url());
  });
  await page.reload();
  await expect(combobox(page, 'Area')).toHaveText('Amsterdam');
  await expect(rows(page).first()).toContainText('Amsterdam');
  expect(new Set(await column(page, 2))).toEqual(new Set(['Amsterdam']));
  expect(page.url()).toBe(link);
  expect(requests.length).toBeGreaterThan(0);
  for (const url of requests) expect(new URL(url).searchParams.get('area')).toBeTruthy();

  // Back to the filtered list from another page.
  await page.goto(link.replace('/reports/cdrs', '/'));
  await page.goBack();
  await expect(combobox(page, 'Area')).toHaveText('Amsterdam');
  expect(param(page, 'area')).toBeTruthy();

  // A country the user picks clears area and destination.
  await choose(page, 'Country', 'Germany');
  await expect.poll(() => param(page, 'area')).toBeNull();
  await expect(combobox(page, 'Area')).not.toHaveText('Amsterdam');
});

test('My numbers: an area from the URL stays through a reload', async ({ page }) => {
  await signInAs(page, 'demo', '/numbers/existing');
  await choose(page, 'Country', 'Netherlands');
  await expect(combobox(page, 'Area')).toBeEnabled();
  await combobox(page, 'Area').click();
  const area = (await page.getByRole('option').nth(1).innerText()).trim();
  await page.getByRole('option', { name: area, exact: true }).click();
  await expect.poll(() => param(page, 'area')).toBeTruthy();
  const link = page.url();

  await page.reload();
  await expect(combobox(page, 'Area')).toHaveText(area);
  await expect(rows(page).first()).toBeVisible();
  expect(page.url()).toBe(link);
});
