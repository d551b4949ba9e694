/**
 * `npm start` (after `vite build`): the portal and its API sandbox on one port.
 * `--api-only` (`npm run sandbox`) serves only the sandbox. PORT (8080), HOST (127.0.0.1), SANDBOX_DATA (.sandbox).
 */
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { databaseFile } from './db';
import { createServer } from './serve';

const apiOnly = process.argv.includes('--api-only');
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const dataDir = process.env.SANDBOX_DATA ?? '.sandbox';
const distDir = fileURLToPath(new URL('../dist', import.meta.url));

if (!apiOnly && !existsSync(resolve(distDir, 'index.html'))) {
  process.stderr.write(
    `No built portal in ${distDir}: run \`npm run build\` first (or \`npm start\`, which builds).\n`,
  );
  process.exit(1);
}

const portal = createServer({ distDir, dataDir, apiOnly });
portal.server.on('error', (error: NodeJS.ErrnoException) => {
  const reason = error.code === 'EADDRINUSE' ? `port ${port} is already in use (set PORT)` : error.message;
  process.stderr.write(`Cannot start the server: ${reason}\n`);
  process.exit(1);
});

portal.server.listen(port, host, () => {
  const { port: actual } = portal.server.address() as AddressInfo;
  const file = databaseFile(dataDir);
  const lines = [
    apiOnly ? `Portal API sandbox: http://localhost:${actual}/api/v1/` : `Customer portal: http://localhost:${actual}/`,
    'Demo accounts: demo/demo (prepaid, capacity), metered/metered (postpaid, metered), support/support (support acting for demo)',
    file === ':memory:' ? 'Data: in memory (SANDBOX_DATA=:memory:), seeded afresh on every start' : `Data: ${file}`,
  ];
  console.log(lines.join('\n'));
});

let stopping = false;
function stop(): void {
  if (stopping) return;
  stopping = true;
  portal.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
