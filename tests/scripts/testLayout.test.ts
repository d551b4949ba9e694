/**
 * Tests follow the code (issue 45 item 5): a unit or component test stands at the path of the module it tests, under
 * tests/ (`tests/resources/cdrs/list/cdrFormat.test.ts` tests `resources/cdrs/list/cdrFormat.ts`). A module with
 * several test files names each aspect after its name: `ProfileEdit.save.test.tsx`, `index.list.test.tsx` (a
 * definition's generated list). A test whose module is gone says so here, rather than outliving it.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const FOLDERS = ['src', 'resources', 'providers', 'public'];

/**
 * Tests of several modules at once, each for its reason: what they check lives between the modules (the others were
 * split by module, issue 45 item 5).
 */
const ACROSS_MODULES = new Set([
  // One choice shown in two places: the theme provider, the stored choice, the user menu's items and the phone's select
  // must agree (a choice made in one shows in the other, and survives a new page).
  'tests/src/layout/ColorMode.test.tsx',
  // What the code relies on in react-admin and MUI, over all of src/ and resources/.
  'tests/src/console/libraryContract.test.tsx',
]);

function testFiles(): string[] {
  return FOLDERS.flatMap((folder) =>
    existsSync(join('tests', folder))
      ? readdirSync(join('tests', folder), { recursive: true, encoding: 'utf8' })
          .filter((file) => /\.test\.tsx?$/.test(file))
          .map((file) => join('tests', folder, file))
      : [],
  );
}

/** The module a test file stands for: its path without `tests/` and `.test.ts(x)`, with or without its aspect. */
function hasModule(testFile: string): boolean {
  const base = testFile.replace(/^tests\//, '').replace(/\.test\.tsx?$/, '');
  const names = [base, base.replace(/\.[^./]+$/, '')];
  return names.some((name) => ['.ts', '.tsx', '.js'].some((extension) => existsSync(name + extension)));
}

describe('where the tests stand', () => {
  it('every unit and component test stands at the path of the module it tests', () => {
    const files = testFiles();
    expect(files.length).toBeGreaterThan(100);
    const astray = files.filter((file) => !ACROSS_MODULES.has(file) && !hasModule(file));
    expect(astray).toEqual([]);
  });

  it('the tests of several modules at once are still there (a removed one leaves this list)', () => {
    const files = new Set(testFiles());
    expect([...ACROSS_MODULES].filter((file) => !files.has(file))).toEqual([]);
  });
});
