/** Production builds with the repository's own Vite, each read back through its manifest. */
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
