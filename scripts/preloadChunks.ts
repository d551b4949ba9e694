/**
 * Chunks that a first load needs are announced before the entry has run, so that they download beside it instead of
 * after it (Lighthouse's phone pays each wave of files a round trip and the entry's run):
 * - `/login`, most visits' first page: its screen's chunk (`login`, see chunkGroups.ts) and every chunk it imports, as
 *   `modulepreload` links in index.html;
 * - a signed-in portal route: the admin shell's chunk (`console`) and its imports, by a small script that index.html loads
 *   `async` (the links depend on the sign-in cookie and the path, which a static page cannot know; a file of its own
 *   rather than an inline script keeps the content security policy free of `'unsafe-inline'`).
 */
import type { Plugin, Rolldown } from 'vite';
import { PUBLIC_PATHS } from '../src/paths';

export const LOGIN_PAGE_MODULE = 'src/pages/auth/LoginPage.tsx';
export const SHELL_MODULE = 'src/PortalAdmin.tsx';

/**
 * The boot script's body, run in the page as it loads: adds `modulepreload` links for `files` when the visitor holds
 * a session (the `token` cookie) and the path is not a public one. Written without closures over this module: the
 * build serialises it with `toString()`.
 */
export function preloadShell(files: readonly string[], publicPaths: readonly string[], doc: Document): void {
  if (publicPaths.includes(doc.location.pathname)) return;
  if (!/(?:^|;\s*)token=[^;]/.test(doc.cookie)) return;
  for (const href of files) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    doc.head.appendChild(link);
  }
}

type Chunk = Rolldown.OutputChunk;

/** A chunk's file and every file it imports, transitively (with Rolldown, a chunk's `imports` are only its own). */
function closure(byFile: Map<string, Chunk>, start: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    byFile.get(file)?.imports.forEach(visit);
  };
  start.forEach(visit);
  return seen;
}

function chunkOf(chunks: Chunk[], module: string): Chunk {
  const chunk = chunks.find((candidate) => candidate.moduleIds.some((id) => id.endsWith(module)));
  if (!chunk) throw new Error(`preload-chunks: no chunk for ${module}`);
  return chunk;
}

export function preloadChunks(): Plugin {
  let bootFile: string | undefined;
  let loginFiles: string[] = [];
  return {
    name: 'preload-chunks',
    apply: 'build',
    generateBundle: {
      // Before Vite writes index.html (its own generateBundle), which reads `bootFile` and `loginFiles`.
      order: 'pre',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const entry = chunks.find((chunk) => chunk.isEntry);
        const loaded = closure(byFile, entry ? [entry.fileName] : []);
        loginFiles = [...closure(byFile, [chunkOf(chunks, LOGIN_PAGE_MODULE).fileName])].filter((f) => !loaded.has(f));
        const announced = new Set([...loaded, ...loginFiles]);
        const shellFiles = [...closure(byFile, [chunkOf(chunks, SHELL_MODULE).fileName])]
          .filter((file) => !announced.has(file))
          .map((file) => `/${file}`);
        const source = `(${preloadShell.toString()})(${JSON.stringify(shellFiles)}, ${JSON.stringify(PUBLIC_PATHS)}, document);\n`;
        bootFile = this.getFileName(this.emitFile({ type: 'asset', name: 'preload-shell.js', source }));
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler() {
        if (!bootFile) return [];
        return [
          { tag: 'script', attrs: { async: true, src: `/${bootFile}` }, injectTo: 'head' as const },
          ...loginFiles.map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
  };
}
