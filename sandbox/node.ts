/** The sandbox on Node's http: a request listener, and the connect-style middleware Vite's dev server mounts. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { createApp } from './app';
import { databaseFile, openDatabase, type Db } from './db';
import { isSandboxPath } from './paths';
import { FileStore } from './fileStore';

export interface SandboxHandle {
  db: Db;
  /** Answers one request through the Hono app. */
  listener: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  /** The stored files (uploaded documents) and their folder. */
  files: FileStore;
  /** Closes the database and removes a temporary uploads folder. */
  close(): void;
}

/**
 * `dataDir` `:memory:` keeps the data in memory and the uploads in a temporary folder; otherwise
 * `<dataDir>/sandbox.sqlite` and `<dataDir>/uploads/`.
 */
export function openSandbox(options: { dataDir: string; versionFile?: string }): SandboxHandle {
  const db = openDatabase(databaseFile(options.dataDir));
  const files = new FileStore({ dir: options.dataDir === ':memory:' ? undefined : join(options.dataDir, 'uploads') });
  const app = createApp({ db, versionFile: options.versionFile, files });
  return {
    db,
    files,
    listener: getRequestListener(app.fetch),
    close: () => {
      db.close();
      files.close();
    },
  };
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
