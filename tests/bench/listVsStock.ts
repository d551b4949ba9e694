/**
 * A portal list at a full page of rows against the stock react-admin list of the same rows (the list-time budget of
 * the architecture note), and the API requests it issues while loading (none twice). My numbers' own measurement
 * predates this helper; the billing and report lists use it.
 */
import {
  duplicatesOf,
  launchBrowser,
  median,
  ms,
  msUntilListReady,
  recordApiRequests,
  signedInContext,
  type ApiRequest,
} from './browser';
import { stockListTimes, type FlatRow } from './stockList';
import type { BenchContext, BudgetCheck } from './types';

export const LIST_ROWS = 250;
const RUNS = 3;
const SAME_ORDER = 1;
export const ROW_SELECTOR = 'main tbody tr';

export interface BenchList {
  title: string;
  url: string;
  /** The API path the list reads (its answer's rows feed the stock list). */
  api: string;
  /** An element of the first row that must be enabled: the list takes clicks. */
  control: string;
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
  list: BenchList,
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
    const time = await msUntilListReady(page, { rows: ROW_SELECTOR, count: LIST_ROWS, control: list.control });
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

/** Measures `list` in `browser` against the portal at `origin`: the table's rows and the budget checks. */
export async function listVsStock(
  list: BenchList,
  context: BenchContext,
  origin: string,
  browser: Awaited<ReturnType<typeof launchBrowser>>,
): Promise<{ rows: string[][]; checks: BudgetCheck[] }> {
  const { runs, stockTimes, rowCount } = await measure(list, context, origin, browser);
  const duplicates = runs.flatMap((run, index) =>
    duplicatesOf(run.requests).map((d) => `run ${index + 1}: ${d.request} x ${d.count}`),
  );
  const portalMedian = median(runs.map((run) => run.ms));
  const stockMedian = median(stockTimes);
  const ratio = portalMedian / stockMedian;
  return {
    rows: [
      [`${list.title}: rows interactive, median`, ms(portalMedian)],
      [`${list.title}: stock react-admin list, median`, ms(stockMedian)],
    ],
    checks: [
      {
        label: `${list.title} issues no API request twice while loading`,
        pass: duplicates.length === 0,
        detail: duplicates.length
          ? duplicates.join('; ')
          : `${runs[0].requests.length} requests, each once (${RUNS} loads)`,
      },
      {
        label: `${list.title}: ${LIST_ROWS} rows interactive within ${SAME_ORDER} x the stock react-admin list`,
        pass: rowCount === LIST_ROWS && ratio <= SAME_ORDER,
        detail: `${ms(portalMedian)} / ${ms(stockMedian)} = ${ratio.toFixed(2)} x (medians of ${RUNS}; ${rowCount} rows)`,
      },
    ],
  };
}
