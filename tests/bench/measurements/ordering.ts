/**
 * Ordering numbers in Chromium against the built portal and an in-memory sandbox (issue 5, item 14): the time and
 * the API requests from submitting the /order/numbers search until the plan list is shown, and from clicking Add
 * on an available DID until the cart side panel shows it (median of 3 each). Neither step may send a request twice.
 */
import type { Page } from 'playwright-core';
import {
  duplicatesOf,
  launchBrowser,
  median,
  ms,
  recordApiRequests,
  signedInContext,
  startPortal,
  type ApiRequest,
} from '@/tests/bench/browser';
import type { BenchReport, BudgetCheck, Measurement } from '@/tests/bench/types';

const RUNS = 3;
const SEARCH = { country: 'Netherlands', tos: 'LT', type: 'Geographic' };

interface Step {
  ms: number;
  requests: ApiRequest[];
}

/** Starts the page's clock at the next click (capture phase), so the time is the page's own, not the driver's. */
const armClock = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __benchStart?: number };
    delete w.__benchStart;
    document.addEventListener('click', () => (w.__benchStart = performance.now()), { capture: true, once: true });
  });

/** Milliseconds from the armed click until `selector` matches an element containing `text`. */
async function msUntil(page: Page, selector: string, text = ''): Promise<number> {
  const handle = await page.waitForFunction(
    ({ selector: wanted, text: needle }) => {
      const start = (window as unknown as { __benchStart?: number }).__benchStart;
      if (start === undefined) return false;
      const found = [...document.querySelectorAll(wanted)].some((element) => element.textContent?.includes(needle));
      return found ? performance.now() - start : false;
    },
    { selector, text },
    { polling: 'raf', timeout: 30_000 },
  );
  return (await handle.jsonValue()) as number;
}

async function choose(page: Page, label: RegExp, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function searchStep(page: Page): Promise<Step> {
  await page.goto('/order/numbers');
  await choose(page, /Country/, SEARCH.country);
  await choose(page, /Type of service/, SEARCH.tos);
  await page.getByRole('checkbox', { name: SEARCH.type }).check();
  await page.waitForLoadState('networkidle');
  const recorder = recordApiRequests(page);
  await armClock(page);
  await page.getByRole('button', { name: 'Search' }).click();
  const time = await msUntil(page, 'main article h3');
  await page.waitForLoadState('networkidle');
  recorder.stop();
  return { ms: time, requests: recorder.requests };
}

async function addStep(page: Page, prefixUrl: string): Promise<Step> {
  await page.goto(prefixUrl);
  const add = page.getByRole('button', { name: /^Add \+\d+ to the cart$/ }).first();
  await add.waitFor();
  await page.waitForLoadState('networkidle');
  const did = ((await add.getAttribute('aria-label')) ?? '').replace(/^Add | to the cart$/g, '');
  const recorder = recordApiRequests(page);
  await armClock(page);
  await add.click();
  const time = await msUntil(page, 'aside li', did);
  await page.waitForLoadState('networkidle');
  recorder.stop();
  return { ms: time, requests: recorder.requests };
}

/** The first prefix with stock of the first plan found, through the page's own picker. */
async function firstPrefixUrl(page: Page): Promise<string> {
  const card = page.locator('main article').first();
  await card.getByRole('button', { name: /^Select / }).click();
  const link = card.getByRole('link').filter({ hasNotText: 'Backorder only' }).first();
  await link.waitFor();
  return (await link.getAttribute('href')) ?? '';
}

export const ordering: Measurement = {
  name: 'ordering',
  async run({ portal: built }): Promise<BenchReport> {
    const server = await startPortal(built.outDir);
    const browser = await launchBrowser();
    try {
      const context = await signedInContext(browser, server.origin, 'demo');
      const searches: Step[] = [];
      const adds: Step[] = [];
      let prefixUrl = '';
      for (let run = 0; run < RUNS; run += 1) {
        const page = await context.newPage();
        searches.push(await searchStep(page));
        prefixUrl ||= await firstPrefixUrl(page);
        adds.push(await addStep(page, prefixUrl));
        await page.close();
      }
      await context.close();
      return report(searches, adds);
    } finally {
      await browser.close();
      await server.close();
    }
  },
};

function check(label: string, steps: Step[]): BudgetCheck {
  const duplicates = steps.flatMap((step, index) =>
    duplicatesOf(step.requests).map((d) => `run ${index + 1}: ${d.request} x ${d.count}`),
  );
  return {
    label: `${label} sends no API request twice`,
    pass: duplicates.length === 0,
    detail: duplicates.length
      ? duplicates.join('; ')
      : `${steps[0].requests.length} requests, each once (${RUNS} runs)`,
  };
}

function report(searches: Step[], adds: Step[]): BenchReport {
  const rows = (label: string, steps: Step[]) => [
    ...steps[0].requests.map(({ method, path }) => [`${label}: API request (run 1)`, `${method} ${path}`]),
    ...steps.map((step, index) => [`${label}: run ${index + 1}`, ms(step.ms)]),
    [`${label}: median`, ms(median(steps.map((step) => step.ms)))],
  ];
  return {
    title: 'Ordering numbers: search -> plan list, Add -> cart panel',
    columns: ['measure', 'value'],
    rows: [...rows('search', searches), ...rows('add', adds)],
    checks: [check('The search', searches), check('Add to cart', adds)],
    notes: [
      `Search: ${SEARCH.country}, ${SEARCH.tos}, ${SEARCH.type}; time from the click on Search until the first plan card is`,
      'rendered. Add: time from the click on Add until the cart side panel lists the number; requests until the network is idle.',
    ],
  };
}
