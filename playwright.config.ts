import { availableParallelism } from 'node:os';
import { defineConfig, devices, type ReporterDescription } from '@playwright/test';
import { findChromium } from './scripts/find-chromium.mjs';

const CI = Boolean(process.env.CI);

// Only looks: installing is the job of `node scripts/find-chromium.mjs` (run by `npm test` and `npm run test:e2e`).
const executablePath = findChromium();
if (!executablePath) {
  throw new Error(
    'No Chromium found for the browser tests: run `node scripts/find-chromium.mjs` or set CHROMIUM_PATH.',
  );
}

// `npm test` asks for a JSON report too, to sum the counts of every suite.
const jsonReport = process.env.E2E_JSON_REPORT;
const reporter: ReporterDescription[] = jsonReport ? [['list'], ['json', { outputFile: jsonReport }]] : [['list']];

export default defineConfig({
  testDir: 'tests/e2e',
  // Each worker has its own server and sandbox (tests/e2e/fixtures.ts), so spec files run side by side; the tests
  // of one file run in order, as some of them build on the data of the one before.
  // One worker more than the cores: a worker's browser and its test process wait on each other, on timers and on
  // debounces, so a worker keeps some three quarters of a core busy (two workers on two cores: 803 s of CPU in 537 s).
  workers: Number(process.env.E2E_WORKERS ?? availableParallelism() + 1),
  fullyParallel: false,
  globalSetup: './tests/e2e/globalSetup.ts',
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter,
  use: {
    ...devices['Desktop Chrome'],
    trace: 'on-first-retry',
    // Most flows run as for a customer who asked the system for less motion (the portal honours it: theme.ts): no
    // transition to wait for or to paint, 5-10 % less CPU over the suite (issue 48). The flows where motion is part of
    // the interaction run with it: keyboard.spec.ts (dialogs, toasts and menus by keyboard), navigation.spec.ts (the
    // hover menus) and mobile.spec.ts (the drawer).
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // V8 without its helper threads (background compiling, concurrent marking): on two cores shared by three
        // browsers, that work only competed with the other workers' pages, and synchronising with it cost system time.
        // Whole browser run, two cores: 1,278 -> 1,124 s of CPU, 646 -> 571 s (2026-11-29). And without its optimising
        // compilers (`--max-opt=1`: bytecode and Sparkplug's baseline code only): a test's pages live seconds, too
        // short for Maglev's and TurboFan's work to pay back. Four specs of page loads (dashboard, settings, billing,
        // phone lists; one worker): 188 and 201 -> 176 and 180 s of CPU; axe-routes and keyboard: 111 -> 107 s
        // (2026-11-29). Page behaviour is V8's alike.
        '--js-flags=--single-threaded --max-opt=1',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
});
