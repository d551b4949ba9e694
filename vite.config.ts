import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VIEWER_PATH, pageHeaders, viewerHeaders } from './sandbox/pageHeaders';
import { precompress } from './scripts/precompress';
import { chunkGroups } from './scripts/chunkGroups';
import { preloadChunks } from './scripts/preloadChunks';

const { version } = JSON.parse(readFileSync(new URL('./public/version.json', import.meta.url), 'utf8')) as {
  version: string;
};

/**
 * `npm run dev` mounts the portal API sandbox in Vite's own server: nothing else to start. Its pages carry the
 * same security headers as `npm start`'s (with what hot reload needs).
 */
function sandbox(env: Record<string, string>): Plugin {
  return {
    name: 'portal-api-sandbox',
    apply: 'serve',
    async configureServer(server) {
      // Through the dev server's own module loader: the one that read this file is closed by now.
      const { createSandboxMiddleware } = (await server.ssrLoadModule(
        '/sandbox/node.ts',
      )) as typeof import('./sandbox/node');
      const headers = pageHeaders({ ...process.env, ...env }, { dev: true });
      const viewer = viewerHeaders();
      server.middlewares.use((req, res, next) => {
        const own = req.url?.split('?')[0] === VIEWER_PATH ? viewer : headers;
        for (const [name, value] of Object.entries(own)) res.setHeader(name, value);
        next();
      });
      server.middlewares.use(createSandboxMiddleware({ dataDir: process.env.SANDBOX_DATA ?? '.sandbox' }));
    },
  };
}

/**
 * node-polyglot (react-admin's translator) polyfills Object.entries and Object.hasOwn with es-shims that bring
 * get-intrinsic and a dozen helpers (about 17 kB) into the first load; every browser the portal supports has both.
 */
const NATIVE = {
  'object.entries': fileURLToPath(new URL('./src/system/native/object-entries.cjs', import.meta.url)),
  hasown: fileURLToPath(new URL('./src/system/native/hasown.cjs', import.meta.url)),
};

const chunks = chunkGroups();

export default defineConfig(({ mode }) => ({
  resolve: {
    // `@/` is the repository's root (tsconfig.json's `paths`): one import style for every folder.
    tsconfigPaths: true,
    alias: Object.entries(NATIVE).map(([name, replacement]) => ({ find: new RegExp(`^${name}$`), replacement })),
  },
  plugins: [react(), sandbox(loadEnv(mode, process.cwd(), 'VITE_')), chunks.plugin, preloadChunks(), precompress()],
  define: { __APP_VERSION__: JSON.stringify(version) },
  server: { port: Number(process.env.PORT ?? 5173) },
  build: {
    manifest: true,
    rolldownOptions: {
      onwarn(warning, warn) {
        // ra-core's util index and its FieldTitle import each other. FieldTitle is only used when rendering, never
        // while the modules load, so their order is harmless; keeping them in one chunk would pull React into it and
        // add about 60 kB (gzip) to /login. Rollup warned that the two chunks may run out of order; Rolldown does not
        // warn today (its circular-dependency check is off), and this keeps it quiet if it ever does.
        if (warning.message.includes('ra-core/dist/util/FieldTitle.js')) return;
        warn(warning);
      },
      output: {
        codeSplitting: { groups: chunks.groups },
      },
    },
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
  },
}));
