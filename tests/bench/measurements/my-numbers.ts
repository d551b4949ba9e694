/**
 * My numbers with 250 rows per page, in Chromium against the built portal and an in-memory sandbox: the API requests
 * issued while loading (none twice) and the time from navigation start until the 250 rows are rendered and
 * interactive (median of 3 loads), next to the stock react-admin list of the same rows.
 */
import type { Db } from '@/sandbox/db';
import type { ExistingNumber } from '@/providers/types';
import {
  duplicatesOf,
  launchBrowser,
  median,
  ms,
  msUntilListReady,
  recordApiRequests,
  signedInContext,
  startPortal,
  type ApiRequest,
} from '@/tests/bench/browser';
import { stockListTimes, type FlatRow } from '@/tests/bench/stockList';
import type { BenchContext, BenchReport, BudgetCheck, Measurement } from '@/tests/bench/types';

const ROWS = 250;
const RUNS = 3;
const URL = `/numbers/existing?perPage=${ROWS}`;
/** The architecture note's budget: no slower than the stock list of the same rows. */
const SAME_ORDER = 1;

/** The demo customer has 220 numbers: copies of some of them (new DIDs) fill the page, in the bench's database only. */
function fillDemoNumbers(db: Db, total: number): void {
  const customer = db.prepare<[], number>("SELECT id FROM customers WHERE login = 'demo'").pluck().get()!;
  const have = db.prepare<[number], number>('SELECT COUNT(*) FROM dids WHERE customer_id = ?').pluck().get(customer)!;
  if (have >= total) return;
  const columns = db
    .prepare<[], string>("SELECT name FROM pragma_table_info('dids') WHERE name NOT IN ('id', 'did')")
    .pluck()
    .all()
    .join(', ');
  db.prepare(
    `INSERT INTO dids (did, ${columns}) SELECT did || '9', ${columns} FROM dids WHERE customer_id = ? ORDER BY did LIMIT ?`,
  ).run(customer, total - have);
}

const flat = (row: ExistingNumber): FlatRow => ({
  id: row.id,
  did: row.did,
  country: row.country.name,
  area: row.area.name,
  end_user: row.profile?.name ?? null,
  trunk: row.customer_trunk?.name ?? null,
  mrc: row.mrc,
  earliest_cancel: row.earliest_cancel,
  is_being_cancelled: row.is_being_cancelled,
});

const ROW_SELECTOR = 'main tbody tr';
const PORTAL_READY = { rows: ROW_SELECTOR, count: ROWS, control: `${ROW_SELECTOR}:first-child input[type=checkbox]` };

export const myNumbers: Measurement = {
  name: 'my-numbers',
  async run({ portal: built, stock }: BenchContext): Promise<BenchReport> {
    const server = await startPortal(built.outDir);
    const browser = await launchBrowser();
    try {
      fillDemoNumbers(server.portal.db, ROWS);
      const context = await signedInContext(browser, server.origin, 'demo');
      const runs: { ms: number; requests: ApiRequest[] }[] = [];
      let rows: ExistingNumber[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const page = await context.newPage();
        const recorder = recordApiRequests(page);
        const list = page.waitForResponse((response) =>
          new globalThis.URL(response.url()).pathname.endsWith('/customer/dids'),
        );
        await page.goto(URL, { waitUntil: 'commit' });
        const time = await msUntilListReady(page, PORTAL_READY);
        // Interactive for a user too: the first row's checkbox and menu take a click.
        await page.locator(PORTAL_READY.control).click({ trial: true });
        await page.locator(`${ROW_SELECTOR}:first-child button[aria-haspopup]`).click({ trial: true });
        rows = ((await (await list).json()) as { results: ExistingNumber[] }).results;
        await page.waitForLoadState('networkidle');
        recorder.stop();
        runs.push({ ms: time, requests: recorder.requests });
        await page.close();
      }
      await context.close();

      const stockTimes = await stockListTimes(browser, stock.outDir, rows.map(flat), RUNS);
      return report(runs, stockTimes, rows.length);
    } finally {
      await browser.close();
      await server.close();
    }
  },
};

function report(runs: { ms: number; requests: ApiRequest[] }[], stockTimes: number[], rowCount: number): BenchReport {
  const duplicates = runs.flatMap((run, index) =>
    duplicatesOf(run.requests).map((d) => `run ${index + 1}: ${d.request} x ${d.count}`),
  );
  const portalMedian = median(runs.map((run) => run.ms));
  const stockMedian = median(stockTimes);
  const ratio = portalMedian / stockMedian;
  const checks: BudgetCheck[] = [
    {
      label: 'My numbers issues no API request twice while loading',
      pass: duplicates.length === 0,
      detail: duplicates.length
        ? duplicates.join('; ')
        : `${runs[0].requests.length} requests, each once (${RUNS} loads)`,
    },
    {
      label: `${ROWS} rows interactive within ${SAME_ORDER} x the stock react-admin list`,
      pass: rowCount === ROWS && ratio <= SAME_ORDER,
      detail: `${ms(portalMedian)} / ${ms(stockMedian)} = ${ratio.toFixed(2)} x (medians of ${RUNS}; ${rowCount} rows)`,
    },
  ];
  return {
    title: `My numbers, ${ROWS} rows (${URL})`,
    columns: ['measure', 'value'],
    rows: [
      ...runs[0].requests.map(({ method, path }) => ['API request (load 1)', `${method} ${path}`]),
      ...runs.map((run, index) => [`rows interactive, load ${index + 1}`, ms(run.ms)]),
      ['rows interactive, median', ms(portalMedian)],
      ...stockTimes.map((time, index) => [`stock react-admin list, load ${index + 1}`, ms(time)]),
      ['stock react-admin list, median', ms(stockMedian)],
    ],
    checks,
    notes: [
      "Time: from navigation start (a full page load, signed in) until the rows are in the table and the first row's",
      'checkbox is enabled; the stock list is ListGuesser on ra-data-simple-rest with the same rows, served without a server.',
    ],
  };
}
