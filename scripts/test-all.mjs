#!/usr/bin/env node
// `npm test`: every check in order, stopping at the first failure, then one summary line
// `tests: N passed, N failed[, N skipped]` over the Vitest and Playwright runs.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChromium } from './find-chromium.mjs';

const bin = (name) => join('node_modules', '.bin', name);
const reportDir = mkdtempSync(join(tmpdir(), 'portal-tests-'));
const vitestReport = join(reportDir, 'vitest.json');
const playwrightReport = join(reportDir, 'playwright.json');
const counts = { passed: 0, failed: 0, skipped: 0 };

function step(title, command, args, env = {}) {
  console.log(`\n=== ${title}: ${[command, ...args].join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  console.log(`=== ${title}: ${ok ? 'ok' : `FAILED (exit ${result.status ?? result.signal})`} in ${seconds} s`);
  return ok;
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
  if (flaky.length)
    console.log(`\nPassed only on a retry (${flaky.length}):\n${flaky.map((title) => `  - ${title}`).join('\n')}`);
  // A test that failed once and passed on its retry is "flaky": it passed.
  counts.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  counts.failed += stats.unexpected ?? 0;
  counts.skipped += stats.skipped ?? 0;
}

function finish(failure) {
  rmSync(reportDir, { recursive: true, force: true });
  if (failure) console.log(`\nnpm test stopped: ${failure}.`);
  const skipped = counts.skipped ? `, ${counts.skipped} skipped` : '';
  console.log(`\ntests: ${counts.passed} passed, ${counts.failed} failed${skipped}`);
  process.exit(failure || counts.failed ? 1 : 0);
}

/** Runs a check with its output kept, so that checks can run side by side and still print one after another. */
function quietStep(title, command, args) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { env: process.env });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const ok = status === 0;
      const verdict = ok ? 'ok' : `FAILED (exit ${status ?? signal})`;
      console.log(
        `\n=== ${title}: ${[command, ...args].join(' ')}\n${output.trimEnd()}\n=== ${title}: ${verdict} in ${seconds} s`,
      );
      resolve(ok);
    });
  });
}

// The three static checks read the sources only: side by side they take the time of the slowest.
const [typesOk, lintOk, formatOk] = await Promise.all([
  quietStep('Type check', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']),
  quietStep('Lint', bin('eslint'), ['.']),
  quietStep('Format', bin('prettier'), ['--check', '.']),
]);
if (!typesOk) finish('the type check failed');
if (!lintOk) finish('the linter found errors');
if (!formatOk) finish('some files are not formatted: run npm run format');

const vitestOk = step('Unit, component and sandbox tests', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
addVitestCounts();
if (!vitestOk) finish('Vitest failed');

console.log('\n=== Browser tests: looking for Chromium');
console.log(`Chromium for the browser tests: ${ensureChromium()}`);
if (!step('Build', bin('vite'), ['build', '--logLevel', 'warn'])) finish('the production build failed');
const playwrightOk = step('Browser tests', bin('playwright'), ['test'], { E2E_JSON_REPORT: playwrightReport });
addPlaywrightCounts();
finish(playwrightOk ? undefined : 'the browser tests failed');
