/**
 * The billing lists with 250 rows per page (issue 12 item 9), like My numbers: /billing/invoices (the bench's database
 * gets copies of demo's invoices, so that there are 250) and the balance history with its calls, each against the
 * stock react-admin list of the same rows; no API request twice while loading.
 */
import type { Db } from '../../../sandbox/db';
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
} from '../browser';
import { stockListTimes, type FlatRow } from '../stockList';
import type { BenchContext, BenchReport, BudgetCheck, Measurement } from '../types';

const ROWS = 250;
const RUNS = 3;
const SAME_ORDER = 1;
const ROW_SELECTOR = 'main tbody tr';

interface BillingList {
  title: string;
  url: string;
  /** The API path the list reads (its answer's rows feed the stock list). */
  api: string;
  /** An element of the first row that must be enabled: the list takes clicks. */
  control: string;
}

const LISTS: BillingList[] = [
  {
    title: 'Invoices',
    url: `/billing/invoices?perPage=${ROWS}`,
    api: '/customer/invoices',
    control: `${ROW_SELECTOR}:first-child a`,
  },
  {
    title: 'Balance history with calls',
    url: `/billing/balance/history?perPage=${ROWS}&filter=${encodeURIComponent(JSON.stringify({ showCalls: 1 }))}`,
    api: '/customer/balance/history',
    control: `${ROW_SELECTOR}:first-child td`,
  },
];

/** Demo has 18 invoices: copies under other references and uuids fill a page, in the bench's database only. */
function fillDemoInvoices(db: Db, total: number): void {
  const customer = db.prepare<[], number>("SELECT id FROM customers WHERE login = 'demo'").pluck().get()!;
  const have = db
    .prepare<[number], number>('SELECT COUNT(*) FROM invoices WHERE customer_id = ?')
    .pluck()
    .get(customer)!;
  const copy =
    db.prepare(`INSERT INTO invoices (uuid, customer_id, reference_number, period_start, period_end, date_created, date_due,
    numbers_cents, traffic_cents, total_cents) SELECT lower(hex(randomblob(16))), customer_id, reference_number || '-' || ?, period_start,
    period_end, date_created, date_due, numbers_cents, traffic_cents, total_cents FROM invoices WHERE customer_id = ? AND reference_number NOT LIKE '%-%-%-%'`);
  for (let round = 1; have * (round + 1) <= total + have; round += 1) copy.run(round, customer);
}

const flatRows = (rows: Record<string, unknown>[]): FlatRow[] =>
  rows.map((row, index) => ({
    id: index + 1,
    ...Object.fromEntries(
      Object.entries(row).filter(
        ([, value]) => value === null || ['string', 'number', 'boolean'].includes(typeof value),
      ),
    ),
  })) as FlatRow[];

async function measure(
  list: BillingList,
  context: BenchContext,
  origin: string,
  browser: Awaited<ReturnType<typeof launchBrowser>>,
) {
  const session = await signedInContext(browser, origin, 'demo');
  const runs: { ms: number; requests: ApiRequest[] }[] = [];
  let rows: Record<string, unknown>[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const page = await session.newPage();
    const recorder = recordApiRequests(page);
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith(list.api));
    await page.goto(list.url, { waitUntil: 'commit' });
    const time = await msUntilListReady(page, { rows: ROW_SELECTOR, count: ROWS, control: list.control });
    rows = ((await (await answer).json()) as { results: Record<string, unknown>[] }).results;
    await page.waitForLoadState('networkidle');
    recorder.stop();
    runs.push({ ms: time, requests: recorder.requests });
    await page.close();
  }
  await session.close();
  const stockTimes = await stockListTimes(browser, context.stock.outDir, flatRows(rows), RUNS);
  return { runs, stockTimes, rowCount: rows.length };
}

export const billingLists: Measurement = {
  name: 'billing-lists',
  async run(context: BenchContext): Promise<BenchReport> {
    const server = await startPortal(context.portal.outDir);
    const browser = await launchBrowser();
    const table: string[][] = [];
    const checks: BudgetCheck[] = [];
    try {
      fillDemoInvoices(server.portal.db, ROWS);
      for (const list of LISTS) {
        const { runs, stockTimes, rowCount } = await measure(list, context, server.origin, browser);
        const duplicates = runs.flatMap((run, index) =>
          duplicatesOf(run.requests).map((d) => `run ${index + 1}: ${d.request} x ${d.count}`),
        );
        const portalMedian = median(runs.map((run) => run.ms));
        const stockMedian = median(stockTimes);
        const ratio = portalMedian / stockMedian;
        table.push(
          [`${list.title}: rows interactive, median`, ms(portalMedian)],
          [`${list.title}: stock react-admin list, median`, ms(stockMedian)],
        );
        checks.push(
          {
            label: `${list.title} issues no API request twice while loading`,
            pass: duplicates.length === 0,
            detail: duplicates.length
              ? duplicates.join('; ')
              : `${runs[0].requests.length} requests, each once (${RUNS} loads)`,
          },
          {
            label: `${list.title}: ${ROWS} rows interactive within ${SAME_ORDER} x the stock react-admin list`,
            pass: rowCount === ROWS && ratio <= SAME_ORDER,
            detail: `${ms(portalMedian)} / ${ms(stockMedian)} = ${ratio.toFixed(2)} x (medians of ${RUNS}; ${rowCount} rows)`,
          },
        );
      }
    } finally {
      await browser.close();
      await server.close();
    }
    return {
      title: `Billing lists, ${ROWS} rows`,
      columns: ['measure', 'value'],
      rows: table,
      checks,
      notes: [
        'Measured as My numbers is: from navigation start until the rows are in the table and the first row takes a click.',
      ],
    };
  },
};
