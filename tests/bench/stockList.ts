/**
 * The baseline of the list-time budget: the stock react-admin hello-world (ListGuesser on `posts`, ra-data-simple-rest
 * at the origin that serves it, http://localhost here) showing the same rows. No server: the browser's requests to http://localhost are answered
 * from the stock build and from the rows given.
 */
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { msUntilListReady } from './browser';

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
};
export const STOCK_ORIGIN = 'http://localhost';

export type FlatRow = Record<string, string | number | boolean | null>;

export async function stockContext(browser: Browser, outDir: string, rows: FlatRow[]): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.route(`${STOCK_ORIGIN}/**`, async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname === '/posts') {
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        headers: { 'Content-Range': `posts 0-${rows.length - 1}/${rows.length}` },
        body: JSON.stringify(rows),
      });
      return;
    }
    const file = url.pathname === '/' ? 'index.html' : normalize(url.pathname).replace(/^[/\\]+/, '');
    try {
      const body = await readFile(join(outDir, file));
      await route.fulfill({ status: 200, contentType: TYPES[extname(file)] ?? 'application/octet-stream', body });
    } catch {
      await route.fulfill({ status: 404, body: 'Not Found' });
    }
  });
  return context;
}

/** The stock list's load times for `rows` (one page of all of them): `runs` loads, until the rows take a click. */
export async function stockListTimes(
  browser: Browser,
  outDir: string,
  rows: FlatRow[],
  runs: number,
): Promise<number[]> {
  const context = await stockContext(browser, outDir, rows);
  const ready = { rows: 'tbody tr', count: rows.length, control: 'tbody tr:first-child input[type=checkbox]' };
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const page = await context.newPage();
    await page.goto(`${STOCK_ORIGIN}/#/posts?perPage=${rows.length}`, { waitUntil: 'commit' });
    times.push(await msUntilListReady(page, ready));
    await page.close();
  }
  await context.close();
  return times;
}
