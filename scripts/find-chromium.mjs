#!/usr/bin/env node
// Finds the Chromium the browser tests drive. Never downloads a browser build: on a Debian or
// Ubuntu machine run as root it installs the distribution's `chromium` package; elsewhere it stops
// with one line telling how to get one. Imported by playwright.config.ts, which only looks.
import { accessSync, constants, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

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

/** The first Chromium found (`CHROMIUM_PATH` first), or undefined. Only looks. */
export function findChromium(env = process.env) {
  const configured = env.CHROMIUM_PATH?.trim();
  if (configured) return isExecutable(configured) ? configured : undefined;
  return CANDIDATES.find(isExecutable);
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

/** Finds a Chromium, installing Debian's package when allowed; exits the process when it cannot. */
export function ensureChromium() {
  const configured = process.env.CHROMIUM_PATH?.trim();
  const found = findChromium();
  if (found) return found;
  if (configured) {
    console.error(`CHROMIUM_PATH=${configured} is not an executable file: point it at a Chromium or Chrome binary.`);
    process.exit(1);
  }
  if (isRoot() && isDebianLike()) {
    console.log('No Chromium found: installing Debian\'s "chromium" package (apt-get install -y chromium)...');
    if (run('apt-get', ['update']) && run('apt-get', ['install', '-y', 'chromium'])) {
      const installed = findChromium();
      if (installed) return installed;
    }
    console.error('Installing chromium with apt-get failed: install it yourself or set CHROMIUM_PATH.');
    process.exit(1);
  }
  console.error(
    'No Chromium found: install one (Debian/Ubuntu: sudo apt-get install chromium) or set CHROMIUM_PATH to a Chromium or Chrome binary.',
  );
  process.exit(1);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log(`Chromium for the browser tests: ${ensureChromium()}`);
}
