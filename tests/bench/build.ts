/** Production builds with the repository's own Vite, each read back through its manifest. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type InlineConfig } from 'vite';
import { readManifest, type BuiltApp } from './manifest';

async function viteBuild(name: string, config: InlineConfig, outDir: string): Promise<BuiltApp> {
  const started = Date.now();
  await build({ logLevel: 'warn', mode: 'production', configLoader: 'runner', ...config });
  console.log(`built ${name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { name, outDir, manifest: readManifest(outDir) };
}

export const buildPortal = (root: string): Promise<BuiltApp> =>
  viteBuild('the portal', { root, configFile: join(root, 'vite.config.ts') }, join(root, 'dist'));

export const buildStock = (root: string): Promise<BuiltApp> => {
  const stockRoot = join(root, 'tests', 'bench', 'stock');
  return viteBuild(
    'the stock react-admin hello-world',
    { root: stockRoot, configFile: join(stockRoot, 'vite.config.ts') },
    join(stockRoot, 'dist'),
  );
};

/**
 * `--against REF`: the portal as it was at a git revision, checked out into a temporary worktree that uses this tree's
 * node_modules, built with its own Vite config. `remove()` deletes the worktree and its build.
 */
export async function buildRevision(
  root: string,
  ref: string,
): Promise<BuiltApp & { ref: string; remove: () => void }> {
  const folder = mkdtempSync(join(tmpdir(), 'bench-against-'));
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  git('worktree', 'add', '--detach', folder, ref);
  const remove = () => {
    git('worktree', 'remove', '--force', folder);
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    symlinkSync(join(root, 'node_modules'), join(folder, 'node_modules'), 'dir');
    const built = await viteBuild(
      `the portal at ${ref}`,
      { root: folder, configFile: join(folder, 'vite.config.ts') },
      join(folder, 'dist'),
    );
    return { ...built, ref, remove };
  } catch (error) {
    remove();
    throw error;
  }
}
