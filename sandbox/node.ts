/** The sandbox on Node's http: a request listener, and the connect-style middleware Vite's dev server mounts. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createApp } from './app';
import { databaseFile, openDatabase, type Db } from './db';
import { isSandboxPath } from './paths';

export interface SandboxHandle {
  db: Db;
  /** Answers one request through the Hono app. */
  listener: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
}

/** `dataDir` `:memory:` keeps the data in memory; otherwise `<dataDir>/sandbox.sqlite`. */
export function openSandbox(options: { dataDir: string; versionFile?: string }): SandboxHandle {
  const db = openDatabase(databaseFile(options.dataDir));
  const app = createApp({ db, versionFile: options.versionFile });
  return { db, listener: getRequestListener(app.fetch) };
}

export const pathnameOf = (req: IncomingMessage): string => {
  try {
    return new URL(req.url ?? '/', 'http://localhost').pathname;
  } catch {
    return '/';
  }
};

/** Answers /api/v1/*, /__sandbox/* and /version.json; everything else goes to `next()`. */
export function createSandboxMiddleware(options: { dataDir: string }) {
  const sandbox = openSandbox(options);
  return (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void): void => {
    if (!isSandboxPath(pathnameOf(req))) {
      next();
      return;
    }
    sandbox.listener(req, res).catch(next);
  };
}
