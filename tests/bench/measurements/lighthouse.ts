/**
 * Lighthouse 12.2.3 itself, with its default mobile profile (simulated slow 4G and a 4x slower CPU), one run per route
 * against the built portal and an in-memory sandbox: /login signed out, then every route of the navigation table
 * signed in as demo. Each run starts with an empty HTTP cache (Lighthouse clears it); the sign-in cookie stays.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium, type BrowserContext } from 'playwright-core';
import { findChromium } from '@/scripts/find-chromium.mjs';
import { NAVIGATION } from '@/src/layout/navigation';
import { startPortal } from '@/tests/bench/browser';
import { startStockServer } from '@/tests/bench/stockServer';
import type { BenchReport, BudgetCheck, Measurement } from '@/tests/bench/types';
import { medianFigures, runCount, type RouteFigures } from '@/tests/bench/medians';

const LOGIN = '/login';
/** The reference row: react-admin's own hello-world list, measured alike and held to no budget (`--route stock`). */
const STOCK = 'stock';
const STOCK_ROW = 'stock react-admin list';

/** The budgets of issue 17 and the architecture note. */
export const BUDGETS = {
  score: 90,
  accessibility: 100,
  cls: 0.1,
  tbtMs: 200,
  lcpMs: 2500,
  loginLcpMs: 2000,
  /** Half the gzip JavaScript of the stock react-admin hello-world. */
  loginKb: 170,
};

/** Links that are actions, not screens: /logout signs the bench out. */
const NOT_A_SCREEN = new Set(['/logout']);

/** Every screen the navigation table links to, once, in the bar's order. */
export function navigationRoutes(): string[] {
  const paths = NAVIGATION.flatMap((section) => section.links.map((link) => link.path));
  return [...new Set(paths)].filter((path) => !NOT_A_SCREEN.has(path));
}

/** `--save DIR` on the command line: each route's whole Lighthouse report is written there, to read its diagnostics. */
function reportFolder(argv = process.argv): string | undefined {
  const index = argv.indexOf('--save');
  return index >= 0 ? argv[index + 1] : undefined;
}

/** `--route /x` on the command line: that route only (`/x,/y`: those routes). */
export function requestedRoute(argv = process.argv): string | undefined {
  const index = argv.indexOf('--route');
  return index >= 0 ? argv[index + 1] : undefined;
}

async function signIn(context: BrowserContext, origin: string): Promise<void> {
  const answer = await fetch(`${origin}/api/v1/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ login: 'demo', password: 'demo' }),
  });
  if (!answer.ok) throw new Error(`bench sign-in failed: ${answer.status}`);
  const { token } = (await answer.json()) as { token: string };
  await context.addCookies([{ name: 'token', value: token, url: origin }]);
}

async function audit(
  url: string,
  port: number,
  endsAt = new URL(url).pathname,
  /** Before the saved report's name: which tree and run it is. */
  prefix = '',
): Promise<Omit<RouteFigures, 'route'>> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits, runtimeError, finalDisplayedUrl } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`);
  // A signed-in route that showed the login page measured the wrong screen.
  if (new URL(finalDisplayedUrl).pathname !== endsAt) throw new Error(`${url} ended at ${finalDisplayedUrl}`);
  const folder = reportFolder();
  if (folder) {
    mkdirSync(folder, { recursive: true });
    const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
    writeFileSync(join(folder, `${prefix}${name}.json`), JSON.stringify(result.lhr, null, 1));
  }
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    lcpMs: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbtMs: value('total-blocking-time'),
    kB: value('total-byte-weight') / 1000,
  };
}

function checksOf(figures: RouteFigures): BudgetCheck[] {
  const isLogin = figures.route === LOGIN;
  const lcpBudget = isLogin ? BUDGETS.loginLcpMs : BUDGETS.lcpMs;
  const checks: BudgetCheck[] = [
    {
      label: 'performance',
      pass: figures.score >= BUDGETS.score,
      detail: `${figures.score} (at least ${BUDGETS.score})`,
    },
    {
      label: 'accessibility',
      pass: figures.accessibility >= BUDGETS.accessibility,
      detail: `${figures.accessibility} (at least ${BUDGETS.accessibility})`,
    },
    {
      label: 'LCP',
      pass: figures.lcpMs <= lcpBudget,
      detail: `${(figures.lcpMs / 1000).toFixed(1)} s (at most ${lcpBudget / 1000} s)`,
    },
    { label: 'CLS', pass: figures.cls <= BUDGETS.cls, detail: `${figures.cls.toFixed(3)} (at most ${BUDGETS.cls})` },
    {
      label: 'TBT',
      pass: figures.tbtMs <= BUDGETS.tbtMs,
      detail: `${Math.round(figures.tbtMs)} ms (at most ${BUDGETS.tbtMs} ms)`,
    },
  ];
  if (isLogin) {
    checks.push({
      label: 'transferred',
      pass: figures.kB <= BUDGETS.loginKb,
      detail: `${Math.round(figures.kB)} kB (at most ${BUDGETS.loginKb} kB)`,
    });
  }
  return checks.map((check) => ({ ...check, label: `${figures.route} ${check.label}` }));
}

/** One tree's portal as the bench serves it, and its figures: each route's runs. */
interface MeasuredTree {
  origin: string;
  runs: Map<string, RouteFigures[]>;
  close: () => Promise<void>;
}

/**
 * `host`: the name the browser uses for it. Two trees need two: cookies are kept per host, not per port, and each
 * sandbox knows only its own sign-in token (127.0.0.1 and localhost are both the loopback and both secure contexts).
 */
async function servedTree(outDir: string, host: '127.0.0.1' | 'localhost'): Promise<MeasuredTree> {
  const running = await startPortal(outDir);
  const origin = new URL(running.origin);
  origin.hostname = host;
  return { origin: origin.origin, runs: new Map(), close: running.close };
}

const row = (figures: RouteFigures) => [
  String(figures.score),
  String(figures.accessibility),
  `${(figures.lcpMs / 1000).toFixed(1)} s`,
  figures.cls.toFixed(3),
  `${Math.round(figures.tbtMs)} ms`,
  String(Math.round(figures.kB)),
];

/** `before -> after` in each cell, for `--against`. */
const comparedRow = (before: RouteFigures | undefined, after: RouteFigures) => {
  const was = before ? row(before) : [];
  return row(after).map((cell, index) => (before ? `${was[index]} -> ${cell}` : cell));
};

export const lighthouseRoutes: Measurement = {
  name: 'lighthouse',
  async run(context): Promise<BenchReport> {
    const only = requestedRoute()?.split(',');
    const routes = only ? only.filter((route) => route !== STOCK) : [LOGIN, ...navigationRoutes()];
    const withStock = !only || only.includes(STOCK);
    const runs = runCount();
    const executablePath = findChromium(process.env, { headlessShell: false });
    if (!executablePath)
      throw new Error('No Chromium found: install one or set CHROMIUM_PATH (see the README, Tests).');
    const current = await servedTree(context.portal.outDir, '127.0.0.1');
    // `--against REF`: REF's build on a sandbox of its own, each route measured on both trees in turn.
    const before = context.against ? await servedTree(context.against.outDir, 'localhost') : undefined;
    const trees = before ? [before, current] : [current];
    const stock = await startStockServer(context.stock.outDir);
    const profile = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
    // Lighthouse drives the browser through this debugging port, in the persistent (default) context that holds the cookie.
    const port = 9300 + Math.floor(Math.random() * 500);
    const browser = await chromium.launchPersistentContext(profile, {
      executablePath,
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        `--remote-debugging-port=${port}`,
      ],
    });
    const reference: RouteFigures[] = [];
    // A route Lighthouse could not measure fails its budget and the others are still measured.
    const unmeasured = new Map<string, BudgetCheck>();
    try {
      for (let round = 1; round <= runs; round++) {
        for (const [index, route] of routes.entries()) {
          // Whichever tree goes second measures slower (by ~70 ms of LCP and 3 points in a run of one tree against
          // itself): the order alternates, so that an even number of runs gives each tree each place as often.
          for (const tree of (round + index) % 2 ? [...trees].reverse() : trees) {
            if (route !== LOGIN && (await browser.cookies(tree.origin)).every((cookie) => cookie.name !== 'token')) {
              await signIn(browser, tree.origin);
            }
            const name = `${tree === before ? 'before-' : ''}${round > 1 ? `run${round}-` : ''}`;
            try {
              const figures = { route, ...(await audit(`${tree.origin}${route}`, port, undefined, name)) };
              tree.runs.set(route, [...(tree.runs.get(route) ?? []), figures]);
            } catch (error) {
              const what = tree === before ? `${route} measured at ${context.against?.ref}` : `${route} measured`;
              unmeasured.set(what, {
                label: what,
                pass: false,
                detail: error instanceof Error ? error.message : String(error),
              });
            }
          }
        }
        if (withStock) reference.push({ route: STOCK_ROW, ...(await audit(`${stock.origin}/#/posts`, port, '/')) });
      }
    } finally {
      await browser.close();
      for (const tree of trees) await tree.close();
      await stock.close();
      rmSync(profile, { recursive: true, force: true });
    }
    const medians = (tree: MeasuredTree) => new Map([...tree.runs].map(([route, all]) => [route, medianFigures(all)]));
    const measured = [...medians(current).values()];
    const was = before ? medians(before) : new Map<string, RouteFigures>();
    const stockRow = reference.length ? [medianFigures(reference)] : [];
    const how = runs === 1 ? 'one run per route' : `medians of ${runs} runs per route, in rounds`;
    return {
      title: `Lighthouse 12.2.3, mobile profile, ${how}${context.against ? `: ${context.against.ref} -> this tree` : ''}`,
      columns: ['route', 'score', 'a11y', 'LCP', 'CLS', 'TBT', 'kB'],
      numeric: [1, 2, 3, 4, 5, 6],
      rows: [
        ...measured.map((figures) => [figures.route, ...comparedRow(was.get(figures.route), figures)]),
        ...stockRow.map((figures) => [figures.route, ...row(figures)]),
      ],
      checks: [...measured.flatMap(checksOf), ...unmeasured.values()],
      notes: [
        `budgets: score >= ${BUDGETS.score}, accessibility ${BUDGETS.accessibility}, LCP <= ${BUDGETS.lcpMs / 1000} s ` +
          `(/login ${BUDGETS.loginLcpMs / 1000} s), CLS <= ${BUDGETS.cls}, TBT <= ${BUDGETS.tbtMs} ms, /login <= ${BUDGETS.loginKb} kB`,
        `"${STOCK_ROW}": react-admin's hello-world (ListGuesser on 25 posts, 10 a page), served with Brotli, for ` +
          'reference: no budget',
        ...(context.against
          ? [
              `--against ${context.against.ref}: that revision's build, served by this tree's sandbox, each route measured ` +
                'on both in turn (which goes first alternates); the budgets are checked on this tree only',
            ]
          : []),
      ],
    };
  },
};
