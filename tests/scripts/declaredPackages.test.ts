/**
 * Every package the code imports is declared in package.json (issue 48 item 5: `tests/support/lean-styles.ts` imported
 * `@emotion/sheet`, which only npm's hoisting provided; another layout of node_modules would break it).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const FOLDERS = ['src', 'resources', 'providers', 'sandbox', 'tests', 'scripts'];
const SOURCE = /\.(ts|tsx|mjs|js)$/;
// Static imports and re-exports (over several lines), side-effect imports, and the calls import, require and vi.mock with a string.
const SPECIFIER =
  /^\s*(?:import|export)\s[^;'"]*?\bfrom\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]|\b(?:import|require|vi\.mock)\(\s*['"]([^'"]+)['"]/gm;

function sources(): string[] {
  const top = readdirSync(ROOT).filter((name) => /\.config\.(ts|js|mjs)$/.test(name));
  const nested = FOLDERS.flatMap((folder) =>
    readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
      .filter((name) => SOURCE.test(name) && !name.includes('node_modules'))
      .map((name) => join(folder, name)),
  );
  return [...top, ...nested];
}

/** The package a bare specifier names (`@scope/name/sub` is `@scope/name`), or undefined for paths and built-ins. */
function packageOf(specifier: string): string | undefined {
  if (/^(\.|\/|@\/|node:|virtual:|~)/.test(specifier)) return undefined;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  return builtinModules.includes(name) ? undefined : name;
}

describe('imported packages', () => {
  it('are all declared in dependencies or devDependencies', () => {
    const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
      devDependencies?: Record<string, string>;
    };
    const declared = new Set([
      ...Object.keys(manifest.dependencies ?? {}),
      ...Object.keys(manifest.devDependencies ?? {}),
    ]);
    const undeclared = sources().flatMap((file) =>
      [...readFileSync(join(ROOT, file), 'utf8').matchAll(SPECIFIER)]
        .map((match) => packageOf(match[1] ?? match[2] ?? match[3]))
        .filter((name): name is string => name !== undefined && !declared.has(name))
        .map((name) => `${file}: ${name}`),
    );
    expect([...new Set(undeclared)]).toEqual([]);
  });
});
