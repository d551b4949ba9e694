/**
 * Issue 13 item 7: /reports/cdrs at 250 rows against the stock react-admin list; the CDR export of the demo
 * customer's whole 90 days (time and size); the dashboard's requests (none twice, its widgets' in one parallel round).
 */
import type { Page } from 'playwright-core';
import {
  API_PREFIX,
  duplicatesOf,
  launchBrowser,
  ms,
  recordApiRequests,
  signedInContext,
  startPortal,
} from '@/tests/bench/browser';
import { LIST_ROWS, ROW_SELECTOR, listVsStock } from '@/tests/bench/listVsStock';
import type { BenchContext, BenchReport, BudgetCheck, Measurement } from '@/tests/bench/types';

const CDRS = {
  title: 'Call records',
  url: `/reports/cdrs?perPage=${LIST_ROWS}`,
  api: '/customer/reports/pcdrs',
  control: `${ROW_SELECTOR}:first-child a`,
};
/** The export must stay a download a customer waits for, not a time-out. */
const EXPORT_BUDGET_MS = 5_000;
/** The widgets' own requests (spec part 2 section 7 "Dashboard"): one parallel round. */
const WIDGET_CALLS = [
  'customer/dashboard/news',
  'customer/dashboard/user-manual-data',
  'customer/orders/dashboard',
  'customer/reports/account-snapshot',
];

async function exportWholeHistory(origin: string): Promise<{ ms: number; bytes: number; rows: number }> {
  const signIn = await fetch(`${origin}${API_PREFIX}user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ login: 'demo', password: 'demo' }),
  });
  const { token } = (await signIn.json()) as { token: string };
  const started = performance.now();
  const answer = await fetch(`${origin}${API_PREFIX}customer/reports/pcdrs/export`, {
    headers: { Authorization: `Token ${token}`, 'Accept-Encoding': 'identity' },
  });
  const body = await answer.text();
  const elapsed = performance.now() - started;
  if (!answer.ok) throw new Error(`The CDR export answered ${answer.status}`);
  return { ms: elapsed, bytes: Buffer.byteLength(body), rows: body.trimEnd().split('\n').length - 1 };
}

/** When each widget call started and answered, in ms since the page's navigation. */
async function dashboardRound(page: Page): Promise<{ path: string; start: number; end: number }[]> {
  const calls = new Map<string, { path: string; start: number; end: number }>();
  const t0 = performance.now();
  const pathOf = (url: string) => new URL(url).pathname.slice(API_PREFIX.length);
  page.on('request', (request) => {
    const path = pathOf(request.url());
    if (WIDGET_CALLS.includes(path)) calls.set(path, { path, start: performance.now() - t0, end: Infinity });
  });
  page.on('requestfinished', (request) => {
    const call = calls.get(pathOf(request.url()));
    if (call) call.end = performance.now() - t0;
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  return [...calls.values()];
}

export const reports: Measurement = {
  name: 'reports',
  async run(context: BenchContext): Promise<BenchReport> {
    const server = await startPortal(context.portal.outDir);
    const browser = await launchBrowser();
    const rows: string[][] = [];
    const checks: BudgetCheck[] = [];
    try {
      const list = await listVsStock(CDRS, context, server.origin, browser);
      rows.push(...list.rows);
      checks.push(...list.checks);

      const exported = await exportWholeHistory(server.origin);
      rows.push([
        `CDR export, whole history (${exported.rows} rows)`,
        `${ms(exported.ms)}, ${(exported.bytes / 1024).toFixed(0)} KiB`,
      ]);
      checks.push({
        label: `The CDR export of the whole history answers within ${ms(EXPORT_BUDGET_MS)}`,
        pass: exported.ms <= EXPORT_BUDGET_MS,
        detail: `${ms(exported.ms)} for ${exported.rows} rows`,
      });

      const session = await signedInContext(browser, server.origin, 'demo');
      const page = await session.newPage();
      const recorder = recordApiRequests(page);
      const round = await dashboardRound(page);
      recorder.stop();
      await session.close();
      const duplicates = duplicatesOf(recorder.requests).map((d) => `${d.request} x ${d.count}`);
      const lastStart = Math.max(...round.map((call) => call.start));
      const firstEnd = Math.min(...round.map((call) => call.end));
      rows.push(['Dashboard: API requests', String(recorder.requests.length)]);
      checks.push(
        {
          label: 'The dashboard issues no API request twice',
          pass: duplicates.length === 0,
          detail: duplicates.length ? duplicates.join('; ') : `${recorder.requests.length} requests, each once`,
        },
        {
          label: "The dashboard's widget requests go out in one parallel round",
          pass: round.length === WIDGET_CALLS.length && lastStart < firstEnd,
          detail: `${round.length} of ${WIDGET_CALLS.length} sent; the last left at ${ms(lastStart)}, the first answered at ${ms(firstEnd)}`,
        },
      );
    } finally {
      await browser.close();
      await server.close();
    }
    return { title: 'Reports and dashboard', columns: ['measure', 'value'], rows, checks };
  },
};
