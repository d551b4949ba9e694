/** Reading a Vite build manifest: which files a page loads, and their gzip sizes. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export interface BuiltApp {
  name: string;
  /** Absolute path of the build output. */
  outDir: string;
  manifest: Manifest;
}

export function readManifest(outDir: string): Manifest {
  return JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** The HTML entry chunk (index.html). */
export function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((name) => manifest[name].isEntry && manifest[name].file.endsWith('.js'));
  if (!key) throw new Error('The build manifest has no JavaScript entry');
  return key;
}

/** The manifest key of a chunk that scripts/chunkGroups.ts makes, e.g. `login`. */
export function keyOfGroup(manifest: Manifest, name: string): string {
  const key = Object.keys(manifest).find((candidate) => !manifest[candidate].src && manifest[candidate].name === name);
  if (!key) throw new Error(`The build has no chunk named ${name} (see scripts/chunkGroups.ts)`);
  return key;
}

/** The JavaScript files a chunk loads before it runs: itself and its static imports, transitively. */
export function staticClosure(manifest: Manifest, keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    staticClosure(manifest, manifest[key]?.imports ?? [], seen);
  }
  return seen;
}

export const filesOf = (manifest: Manifest, keys: Iterable<string>): string[] =>
  [...new Set([...keys].map((key) => manifest[key].file))].filter((file) => file.endsWith('.js'));

const gzipCache = new Map<string, number>();

/** Gzip size (level 9) of one built file. */
export function gzipSize(app: BuiltApp, file: string): number {
  const path = join(app.outDir, file);
  let size = gzipCache.get(path);
  if (size === undefined) {
    size = gzipSync(readFileSync(path), { level: 9 }).length;
    gzipCache.set(path, size);
  }
  return size;
}

export const totalGzip = (app: BuiltApp, files: Iterable<string>): number =>
  [...files].reduce((sum, file) => sum + gzipSize(app, file), 0);

/** JavaScript loaded at start: the entry chunk and its static imports. */
export const initialFiles = (app: BuiltApp): string[] =>
  filesOf(app.manifest, staticClosure(app.manifest, [entryKey(app.manifest)]));

export const kB = (bytes: number): string => `${(bytes / 1024).toFixed(1)} kB`;
