#!/usr/bin/env node
// Finds the Chromium the browser tests drive. Never downloads a browser build: on a Debian or
// Ubuntu machine run as root it installs the distribution's `chromium-headless-shell` package (or
// `chromium`); elsewhere it stops with one line telling how to get one. Imported by
// playwright.config.ts, which only looks.
import { accessSync, constants, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * Chromium's headless shell first: the same Blink without the browser's windowing layers, as Playwright's own
 * headless Chromium is. The browser tests took 22 % less CPU in it than in the full `chromium` (same tests, one
 * worker). It has no PDF viewer: a PDF opened in a new tab is saved rather than shown.
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

const isExecutable = (path) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/**
 * The first Chromium found (`CHROMIUM_PATH` first, then the headless shell unless `headlessShell` is false: the
 * benchmarks measure the full browser), or undefined. Only looks.
 */
export function findChromium(env = process.env, { headlessShell = true } = {}) {
  const configured = env.CHROMIUM_PATH?.trim();
  if (configured) return isExecutable(configured) ? configured : undefined;
  return [...(headlessShell ? [HEADLESS_SHELL] : []), ...CANDIDATES].find(isExecutable);
}

function isDebianLike() {
  try {
    const release = readFileSync('/etc/os-release', 'utf8');
    const fields = release.match(/^(ID|ID_LIKE)=.*$/gm) ?? [];
    return fields.some((line) => /debian|ubuntu/i.test(line));
  } catch {
    return false;
  }
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

function run(command, args) {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

/**
 * Finds a Chromium, installing Debian's package when allowed (root on Debian or Ubuntu, no CHROMIUM_PATH): the
 * headless shell even beside a full chromium, which stays the fallback. Exits the process when it finds none.
 */
export function ensureChromium() {
  const configured = process.env.CHROMIUM_PATH?.trim();
  const found = findChromium();
  if (configured) {
    if (found) return found;
    console.error(`CHROMIUM_PATH=${configured} is not an executable file: point it at a Chromium or Chrome binary.`);
    process.exit(1);
  }
  if (found === HEADLESS_SHELL) return found;
  if (isRoot() && isDebianLike()) {
    const missing = found ? ['chromium-headless-shell'] : ['chromium-headless-shell', 'chromium'];
    console.log(`No Chromium headless shell: installing Debian's "${missing[0]}" package (apt-get install -y)...`);
    if (run('apt-get', ['update'])) {
      for (const name of missing) {
        const installed = run('apt-get', ['install', '-y', name]) && findChromium();
        if (installed) return installed;
      }
    }
    if (found) return found;
    console.error(
      'Installing chromium-headless-shell or chromium with apt-get failed: install it yourself or set CHROMIUM_PATH.',
    );
    process.exit(1);
  }
  if (found) return found;
  console.error(
    'No Chromium found: install one (Debian/Ubuntu: sudo apt-get install chromium-headless-shell) or set CHROMIUM_PATH to a Chromium or Chrome binary.',
  );
  process.exit(1);
}

/**
 * The full browser for `npm run bench` (it measures what a customer's Chromium does, not the headless shell): found,
 * or installed as Debian's `chromium` package when allowed, as `ensureChromium` does; otherwise it throws an error
 * naming the one command to run.
 */
export function ensureFullChromium() {
  const found = findChromium(process.env, { headlessShell: false });
  if (found) return found;
  if (!process.env.CHROMIUM_PATH?.trim() && isRoot() && isDebianLike()) {
    console.log('No full Chromium for the bench: installing Debian\'s "chromium" package (apt-get install -y)...');
    const installed =
      run('apt-get', ['update']) &&
      run('apt-get', ['install', '-y', 'chromium']) &&
      findChromium(process.env, { headlessShell: false });
    if (installed) return installed;
  }
  throw new Error(
    'The bench measures the full Chromium, and none was found: run `sudo apt-get install chromium` (Debian/Ubuntu) or set CHROMIUM_PATH to a Chromium or Chrome binary.',
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log(`Chromium for the browser tests: ${ensureChromium()}`);
}
