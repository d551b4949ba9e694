import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const { version } = JSON.parse(readFileSync(new URL('./public/version.json', import.meta.url), 'utf8')) as {
  version: string;
};

/** `npm run dev` mounts the portal API sandbox in Vite's own server: nothing else to start. */
function sandbox(): Plugin {
  return {
    name: 'portal-api-sandbox',
    apply: 'serve',
    async configureServer(server) {
      const { createSandboxMiddleware } = await import('./sandbox/node');
      server.middlewares.use(createSandboxMiddleware({ dataDir: process.env.SANDBOX_DATA ?? '.sandbox' }));
    },
  };
}

export default defineConfig({
  plugins: [react(), sandbox()],
  define: { __APP_VERSION__: JSON.stringify(version) },
  server: { port: Number(process.env.PORT ?? 5173) },
  build: {
    manifest: true,
    rollupOptions: {
      onwarn(warning, warn) {
        // ra-core's util index and its FieldTitle import each other, so Rollup warns that the
        // chunks may run out of order. FieldTitle is only used when rendering, never while the
        // modules load, so the order is harmless. Keeping them in one chunk would pull React into
        // it and add about 60 kB (gzip) to /login.
        if (warning.message.includes('ra-core/dist/util/FieldTitle.js')) return;
        warn(warning);
      },
    },
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
  },
});
