/**
 * `npm start`'s server (the built portal and the sandbox, seeded afresh in memory) on a free port, in this process:
 * each browser-test worker and each bench measurement has one of its own.
 */
import type { AddressInfo } from 'node:net';
import { createServer, type PortalServer } from './serve';

export interface RunningPortal {
  /** e.g. http://127.0.0.1:41234 */
  origin: string;
  portal: PortalServer;
  close(): Promise<void>;
}

export async function startPortal(distDir: string): Promise<RunningPortal> {
  const portal = createServer({ distDir, dataDir: ':memory:' });
  // A test's API client keeps its connection from a test's first reset to its last: a connection the server ends
  // after 5 s idle, at the moment the client sends on it, resets that request (Node's agent does not retry a POST).
  // No test idles a minute.
  portal.server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve, reject) => {
    portal.server.once('error', reject);
    portal.server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = portal.server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, portal, close: () => portal.close() };
}
