import { availableParallelism } from 'node:os';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** The portal's tests mirror its source folders: tests/src, tests/resources, tests/providers, tests/public. */
const DOM_FOLDERS = ['src', 'resources', 'providers', 'public'];
const DOM_TESTS = DOM_FOLDERS.map((folder) => `tests/${folder}/**/*.test.{ts,tsx}`);

/**
 * The test files that replace modules (vi.mock) or load them afresh (vi.resetModules): they need a module graph of
 * their own. The others share one per worker, which takes the suite's imports from minutes to seconds.
 */
function filesThatMockModules(): string[] {
  const files = DOM_FOLDERS.flatMap((folder) =>
    readdirSync(join('tests', folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.test\.tsx?$/.test(file))
      .map((file) => join('tests', folder, file)),
  );
  return files.filter((file) => /\bvi\.(mock|doMock|resetModules)\(/.test(readFileSync(file, 'utf8')));
}
const MOCKING = filesThatMockModules();

const dom = { environment: 'jsdom', setupFiles: ['tests/support/setup-dom.ts'], testTimeout: 20000 };

export default defineConfig({
  plugins: [react()],
  // `@/` is the repository's root, as in vite.config.ts (tsconfig.json's `paths`).
  resolve: { tsconfigPaths: true },
  define: { __APP_VERSION__: JSON.stringify('v2025.09.02') },
  test: {
    // Vitest's default (CPUs - 1) is one worker on a two-core CI machine: two run the suite in ~60% of the time. A
    // third gained nothing on two cores (205 -> 212 s, 2026-11-29): the workers keep the cores busy.
    maxWorkers: Math.max(2, availableParallelism()),
    // Worker threads rather than child processes: less start-up and messaging per file (whole run on two loaded
    // cores 407 -> 344 s, sum of file times 761 -> 641 s); every project passes in them, the sandbox's SQLite too.
    pool: 'threads',
    projects: [
      { extends: true, test: { ...dom, name: 'dom', include: DOM_TESTS, exclude: MOCKING, isolate: false } },
      { extends: true, test: { ...dom, name: 'dom-mocks', include: MOCKING } },
      {
        extends: true,
        // Each file opens fresh sandboxes from the seeded image: sharing the modules keeps one image per worker. The
        // build's own scripts run in Node alike.
        test: {
          name: 'sandbox',
          include: ['tests/sandbox/**/*.test.ts', 'tests/scripts/**/*.test.ts', 'tests/bench/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/support/setup-sandbox.ts'],
          testTimeout: 20000,
          isolate: false,
        },
      },
    ],
  },
});
