import { defineConfig, devices, type ReporterDescription } from '@playwright/test';
import { findChromium } from './scripts/find-chromium.mjs';

// E2E_PORT lets a second checkout run its browser tests beside this one.
const PORT = Number(process.env.E2E_PORT ?? 4173);
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
const reporter: ReporterDescription[] = jsonReport
  ? [['list'], ['json', { outputFile: jsonReport }]]
  : [['list']];

export default defineConfig({
  testDir: 'tests/e2e',
  // The sandbox is one shared state: specs run one at a time and mutating ones reset it.
  workers: 1,
  fullyParallel: false,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter,
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://localhost:${PORT}`,
    trace: 'on-first-retry',
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
      ],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    // The server that `npm start` runs, on an in-memory sandbox; dist/ is built first when missing or stale.
    command: 'node scripts/build-if-missing.mjs && node --import tsx sandbox/server.ts',
    url: `http://127.0.0.1:${PORT}/version.json`,
    env: { PORT: String(PORT), HOST: '127.0.0.1', SANDBOX_DATA: ':memory:' },
    reuseExistingServer: !CI,
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
