#!/usr/bin/env node
// Pre-step of the browser tests' server: builds dist/ (or E2E_DIST) when it is missing or older than the sources,
// so `npm run test:e2e` works alone (`npm test` always builds first, then this does nothing).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';

const OUT_DIR = process.env.E2E_DIST || 'dist';
const MANIFEST = join(OUT_DIR, '.vite/manifest.json');
const SOURCES = [
  'src',
  'resources',
  'providers',
  'public',
  'index.html',
  'vite.config.ts',
  'scripts/precompress.ts',
  'scripts/preloadChunks.ts',
  'sandbox/encoding.ts',
  'package.json',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestMtime(join(path, entry))), stat.mtimeMs);
}

const builtAt = existsSync(MANIFEST) ? statSync(MANIFEST).mtimeMs : 0;
const changedAt = Math.max(...SOURCES.map(newestMtime));
if (builtAt < changedAt) {
  console.log(
    builtAt
      ? `${OUT_DIR} is older than the sources: building (vite build)...`
      : `No ${OUT_DIR}: building (vite build)...`,
  );
  const result = spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--configLoader', 'runner', '--logLevel', 'warn', '--outDir', OUT_DIR],
    {
      stdio: 'inherit',
    },
  );
  process.exit(result.status ?? 1);
}
