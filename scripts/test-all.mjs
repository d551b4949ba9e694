#!/usr/bin/env node
// `npm test`: every check in order, stopping at the first failure, then one summary line
// `tests: N passed, N failed[, N skipped]` over the Vitest and Playwright runs.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { ensureChromium } from './find-chromium.mjs';

const bin = (name) => join('node_modules', '.bin', name);
// TypeScript 7, the compiler's native port (README, Choices): typescript-eslint still needs TypeScript 6's API, which
// keeps the name `typescript`, so the two packages' `tsc` share one `.bin` link: the checker is named by its path.
const TYPE_CHECKER = join('node_modules', 'typescript-native', 'bin', 'tsc');
const reportDir = mkdtempSync(join(tmpdir(), 'portal-tests-'));
const vitestReport = join(reportDir, 'vitest.json');
const playwrightReport = join(reportDir, 'playwright.json');
const counts = { passed: 0, failed: 0, skipped: 0 };
/** Each stage's title and seconds, and every test's duration, for the summary at the end. */
const stages = [];
const durations = [];

/** Runs a step with its output shown as it comes (without blocking: a quiet step may run alongside). `stop()` ends it. */
function step(title, command, args, env = {}) {
  console.log(`\n=== ${title}: ${[command, ...args].join(' ')}`);
  const started = Date.now();
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const done = new Promise((resolve) => {
    child.on('close', (status, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const ok = status === 0;
      stages.push({ title, seconds });
      console.log(`=== ${title}: ${ok ? 'ok' : `FAILED (exit ${status ?? signal})`} in ${seconds} s`);
      resolve(ok);
    });
  });
  return Object.assign(done, { stop: () => stopChild(child) });
}

function stopChild(child) {
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
}

function readJson(path) {
  if (!existsSync(path)) return undefined;
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

function addVitestCounts() {
  const report = readJson(vitestReport);
  if (!report) return;
  counts.passed += report.numPassedTests ?? 0;
  counts.failed += report.numFailedTests ?? 0;
  counts.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const file of report.testResults ?? []) {
    const where = relative(process.cwd(), file.name ?? '');
    for (const test of file.assertionResults ?? [])
      durations.push({ title: `${where} › ${test.fullName ?? test.title}`, ms: test.duration ?? 0 });
  }
}

/** Every Playwright test's longest attempt, titled by its file and describe blocks. */
function playwrightDurations(suites = [], path = []) {
  for (const suite of suites) {
    const here = suite.title ? [...path, suite.title] : path;
    for (const spec of suite.specs ?? []) {
      const ms = Math.max(
        0,
        ...(spec.tests ?? []).flatMap((test) => (test.results ?? []).map((run) => run.duration ?? 0)),
      );
      durations.push({ title: [...here, spec.title].join(' › '), ms });
    }
    playwrightDurations(suite.suites, here);
  }
}

/** The titles of the tests whose status is `flaky`: failed, then passed on the retry. */
function flakyTests(suites = [], path = []) {
  return suites.flatMap((suite) => {
    const here = suite.title ? [...path, suite.title] : path;
    const own = (suite.specs ?? [])
      .filter((spec) => spec.tests?.some((test) => test.status === 'flaky'))
      .map((spec) => [...here, spec.title].join(' › '));
    return [...own, ...flakyTests(suite.suites, here)];
  });
}

function addPlaywrightCounts() {
  const report = readJson(playwrightReport);
  const stats = report?.stats;
  if (!stats) return;
  const flaky = flakyTests(report.suites);
  playwrightDurations(report.suites);
  if (flaky.length)
    console.log(`\nPassed only on a retry (${flaky.length}):\n${flaky.map((title) => `  - ${title}`).join('\n')}`);
  // A test that failed once and passed on its retry is "flaky": it passed.
  counts.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  counts.failed += stats.unexpected ?? 0;
  counts.skipped += stats.skipped ?? 0;
}

/** Each stage's time and the ten slowest tests, so that the next slowdown is seen when it lands (issue 48). */
function printTimes() {
  if (stages.length)
    console.log(`\nStages:\n${stages.map(({ title, seconds }) => `  ${seconds.padStart(7)} s  ${title}`).join('\n')}`);
  const slowest = durations.sort((a, b) => b.ms - a.ms).slice(0, 10);
  if (slowest.length)
    console.log(
      `\nThe ten slowest tests:\n${slowest.map(({ title, ms }) => `  ${(ms / 1000).toFixed(1).padStart(7)} s  ${title}`).join('\n')}`,
    );
}

function finish(failure) {
  rmSync(reportDir, { recursive: true, force: true });
  printTimes();
  if (failure) console.log(`\nnpm test stopped: ${failure}.`);
  const skipped = counts.skipped ? `, ${counts.skipped} skipped` : '';
  console.log(`\ntests: ${counts.passed} passed, ${counts.failed} failed${skipped}`);
  process.exit(failure || counts.failed ? 1 : 0);
}

/**
 * Runs a check with its output kept, so that checks can run side by side and still print one after another.
 * `stop()` ends it early; `idle` runs it at the lowest priority, on what the other steps leave of the cores.
 */
function quietStep(title, command, args, { idle = false } = {}) {
  const started = Date.now();
  // Through `nice`, so that every thread the check starts (TypeScript 7 checks on several) has its priority.
  const child = idle
    ? spawn('nice', ['-n', '19', command, ...args], { env: process.env })
    : spawn(command, args, { env: process.env });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const done = new Promise((resolve) => {
    child.on('close', (status, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const ok = status === 0;
      stages.push({ title, seconds });
      const verdict = ok ? 'ok' : `FAILED (exit ${status ?? signal})`;
      console.log(
        `\n=== ${title}: ${[command, ...args].join(' ')}\n${output.trimEnd()}\n=== ${title}: ${verdict} in ${seconds} s`,
      );
      resolve(ok);
    });
  });
  return Object.assign(done, { stop: () => stopChild(child) });
}

// Vitest's workers wait on timers and promises often enough to leave a core idle now and then (its two workers keep
// the cores some 85 % busy): the production build and the three static checks, which read the sources only, run
// alongside it. The static checks run at the lowest priority, on what Vitest leaves, so that they never slow its tests;
// whatever is left of them runs on beside the browser tests, still at that priority. A failing static check stops the
// rest.
console.log(
  "\n=== Type check, lint, format and build: started alongside Vitest (each one's output follows when it ends)",
);
const statics = [
  [
    quietStep('Type check', 'node', [TYPE_CHECKER, '--noEmit', '-p', 'tsconfig.json'], { idle: true }),
    'the type check failed',
  ],
  [quietStep('Lint', bin('eslint'), ['.'], { idle: true }), 'the linter found errors'],
  [
    // Prettier's new CLI (the default of Prettier 4): the same check in 9 s of CPU rather than 23 on this tree.
    quietStep('Format', bin('prettier'), ['--experimental-cli', '--check', '.'], { idle: true }),
    'some files are not formatted: run npm run format',
  ],
];
const build = quietStep('Build', bin('vite'), ['build', '--configLoader', 'runner', '--logLevel', 'warn']);
const vitest = step('Unit, component and sandbox tests', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
// The browser tests join them once Vitest and the build are done (below): a failing static check stops them too, and
// is what the run reports (the steps it stopped fail for that reason, not their own).
const running = [vitest, build, ...statics.map(([check]) => check)];
let firstFailure;
const stopAll = () => running.forEach((step) => step.stop());
for (const [check, message] of statics)
  check.then((ok) => {
    if (ok) return;
    firstFailure ??= message;
    stopAll();
  });
const vitestOk = await vitest;
if (!vitestOk) {
  firstFailure ??= 'Vitest failed';
  stopAll();
}
const buildOk = await build;
addVitestCounts();
if (!buildOk) firstFailure ??= 'the production build failed';
if (firstFailure) finish(firstFailure);

// The static checks still running (the linter, some 40 s after Vitest on two cores) go on beside the browser tests,
// at their lowest priority: the browser tests no longer wait for them.
console.log('\n=== Browser tests: looking for Chromium');
console.log(`Chromium for the browser tests: ${ensureChromium()}`);
const browser = step('Browser tests', bin('playwright'), ['test'], { E2E_JSON_REPORT: playwrightReport });
running.push(browser);
const playwrightOk = await browser;
await Promise.all(statics.map(([check]) => check));
addPlaywrightCounts();
finish(firstFailure ?? (playwrightOk ? undefined : 'the browser tests failed'));
