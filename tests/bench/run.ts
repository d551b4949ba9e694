/**
 * `npm run bench`: builds the portal and a stock react-admin hello-world with the same Vite, then
 * prints every measurement and checks the architecture note's budgets. Exits 1 when a budget fails.
 */
import { fileURLToPath } from 'node:url';
import { buildPortal, buildRevision, buildStock } from './build';
import { MEASUREMENTS } from './measurements';
import { lighthouseRoutes, requestedRoute } from './measurements/lighthouse';
import { formatReport } from './table';
import type { BenchContext } from './types';

const root = fileURLToPath(new URL('../..', import.meta.url));

const argumentOf = (flag: string): string | undefined =>
  process.argv.includes(flag) ? process.argv[process.argv.indexOf(flag) + 1] : undefined;

async function main(): Promise<number> {
  const portal = await buildPortal(root);
  const stock = await buildStock(root);
  const against = argumentOf('--against');
  const revision = against ? await buildRevision(root, against) : undefined;
  const context: BenchContext = { root, portal, stock, against: revision };
  try {
    return await measure(context);
  } finally {
    revision?.remove();
  }
}

async function measure(context: BenchContext): Promise<number> {
  let failed = 0;
  // `npm run bench -- --route /numbers/existing`: Lighthouse on that route alone; `-- --only reports`: one measurement.
  const only = argumentOf('--only');
  const measurements = requestedRoute()
    ? [lighthouseRoutes]
    : MEASUREMENTS.filter((measurement) => !only || measurement.name === only);
  if (measurements.length === 0) throw new Error(`No measurement named ${only}: see tests/bench/measurements/index.ts`);
  for (const measurement of measurements) {
    const report = await measurement.run(context);
    console.log(formatReport(report));
    failed += (report.checks ?? []).filter((check) => !check.pass).length;
  }
  console.log(failed ? `\nbench: ${failed} budget(s) exceeded` : '\nbench: every budget met');
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
