/**
 * `/login` is most visits' first page: its screen (a lazy chunk) and every chunk it imports are announced in
 * index.html with `modulepreload`, so they download with the entry instead of after it (one round trip less
 * before the sign-in form shows). On other pages they are a few kB that the browser fetches in parallel.
 */
import type { Plugin } from 'vite';

export const LOGIN_PAGE_MODULE = 'src/pages/auth/LoginPage.tsx';

export function preloadLogin(): Plugin {
  return {
    name: 'preload-login',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
        const login = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(LOGIN_PAGE_MODULE));
        if (!login) throw new Error(`preload-login: no chunk for ${LOGIN_PAGE_MODULE}`);
        const entry = chunks.find((chunk) => chunk.isEntry);
        // The chunk and everything it imports, less what the entry already loads. A chunk's `imports` are only its
        // direct ones with Rolldown (Rollup hoisted the transitive ones into them), hence the walk.
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const closure = (start: string[]): Set<string> => {
          const seen = new Set<string>();
          const visit = (file: string) => {
            if (seen.has(file)) return;
            seen.add(file);
            byFile.get(file)?.imports.forEach(visit);
          };
          start.forEach(visit);
          return seen;
        };
        const loaded = closure(entry ? [entry.fileName] : []);
        const files = [...closure([login.fileName])].filter((file) => !loaded.has(file));
        return files.map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
