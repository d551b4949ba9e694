/**
 * Every lazily loaded chunk of the portal (resource routes, pages, public pages, the Admin shell,
 * the French messages): its own gzip size, and what it adds over what is already loaded by then.
 */
import {
  entryKey,
  filesOf,
  gzipSize,
  kB,
  keyOfGroup,
  staticClosure,
  totalGzip,
  type Manifest,
} from '@/tests/bench/manifest';
import type { BenchContext, BenchReport, Measurement } from '@/tests/bench/types';

const ADMIN_SOURCE = 'src/PortalAdmin.tsx';
const PUBLIC_PAGES = ['src/pages/auth/'];
/** The sign-in page and the admin shell are in the chunks that scripts/chunkGroups.ts names after them. */
const IN_GROUPS: Record<string, string> = { login: 'src/pages/auth/LoginPage.tsx', console: ADMIN_SOURCE };

/** Each lazily loaded module's chunk, by source file. */
function lazyChunks(manifest: Manifest): [string, string][] {
  const groups = Object.entries(IN_GROUPS).map(([name, source]): [string, string] => [
    keyOfGroup(manifest, name),
    source,
  ]);
  const entries = Object.entries(manifest).flatMap(([key, chunk]): [string, string][] =>
    chunk.isDynamicEntry && chunk.src ? [[key, chunk.src]] : [],
  );
  return [...groups, ...entries];
}

function kindOf(source: string): string {
  if (source === ADMIN_SOURCE) return 'admin shell';
  if (PUBLIC_PAGES.some((prefix) => source.startsWith(prefix))) return 'public page';
  if (source.startsWith('src/pages/')) return 'page';
  if (source.startsWith('resources/')) return 'resource route';
  if (source.startsWith('src/i18n/')) return 'messages';
  return 'other lazy';
}

const ORDER = ['admin shell', 'public page', 'page', 'resource route', 'messages', 'other lazy'];

export const routeChunks: Measurement = {
  name: 'route-chunks',
  run({ portal }: BenchContext): BenchReport {
    const { manifest } = portal;
    const entry = staticClosure(manifest, [entryKey(manifest)]);
    const lazy = lazyChunks(manifest);
    // Pages behind sign-in render inside the Admin shell, so its imports are loaded by then.
    const withAdmin = staticClosure(manifest, [keyOfGroup(manifest, 'console')], new Set(entry));
    const rows = lazy
      .map(([key, source]) => {
        const kind = kindOf(source);
        const loaded = kind === 'page' || kind === 'resource route' ? withAdmin : entry;
        const loadedFiles = new Set(filesOf(manifest, loaded));
        const added = filesOf(manifest, staticClosure(manifest, [key])).filter((file) => !loadedFiles.has(file));
        return [kind, source, kB(gzipSize(portal, manifest[key].file)), kB(totalGzip(portal, added))];
      })
      .sort((a, b) => ORDER.indexOf(a[0]) - ORDER.indexOf(b[0]) || a[1].localeCompare(b[1]));
    return {
      title: 'Lazily loaded chunks (gzip)',
      columns: ['kind', 'source', 'chunk', 'adds'],
      numeric: [2, 3],
      rows,
      notes: [
        '"adds": the chunk and its static imports not yet loaded (entry, plus the admin shell for pages behind sign-in).',
      ],
    };
  },
};
