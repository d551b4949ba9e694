/**
 * Every lazily loaded chunk of the portal (resource routes, pages, public pages, the Admin shell,
 * the French messages): its own gzip size, and what it adds over what is already loaded by then.
 */
import { entryKey, filesOf, gzipSize, kB, staticClosure, totalGzip, type ManifestChunk } from '../manifest';
import type { BenchContext, BenchReport, Measurement } from '../types';

const ADMIN_SOURCE = 'src/PortalAdmin.tsx';
const ADMIN_NAME = 'PortalAdmin';
const PUBLIC_PAGES = ['src/pages/auth/'];

// Rollup may merge a lazy module into a shared chunk: the manifest then names it but gives no `src`.
const sourceOf = (key: string, chunk: ManifestChunk): string =>
  chunk.src ?? (chunk.name === ADMIN_NAME ? ADMIN_SOURCE : `${key} (${chunk.name ?? 'unnamed'})`);

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
    const lazyEntries = Object.entries(manifest).filter(([, chunk]) => chunk.isDynamicEntry);
    const adminKey = lazyEntries.find(([key, chunk]) => sourceOf(key, chunk) === ADMIN_SOURCE)?.[0];
    // Pages behind sign-in render inside the Admin shell, so its imports are loaded by then.
    const withAdmin = adminKey ? staticClosure(manifest, [adminKey], new Set(entry)) : entry;
    const rows = lazyEntries
      .map(([key, chunk]) => {
        const source = sourceOf(key, chunk);
        const kind = kindOf(source);
        const loaded = kind === 'page' || kind === 'resource route' ? withAdmin : entry;
        const loadedFiles = new Set(filesOf(manifest, loaded));
        const added = filesOf(manifest, staticClosure(manifest, [key])).filter((file) => !loadedFiles.has(file));
        return [kind, source, kB(gzipSize(portal, chunk.file)), kB(totalGzip(portal, added))];
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
