/** One HTTP server for `npm start`: the sandbox (API, switches, version file) plus the built portal. */
import { existsSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import { join, resolve } from 'node:path';
import type { Db } from './db';
import { openSandbox, pathnameOf } from './node';
import { isSandboxPath } from './paths';
import { createStaticHandler } from './static';
import { VIEWER_PATH, pageHeaders, viewerHeaders } from './pageHeaders';

export interface ServerOptions {
  /** The built portal; ignored with `apiOnly`. */
  distDir: string;
  /** Data folder, or `:memory:`. */
  dataDir: string;
  apiOnly?: boolean;
}

export interface PortalServer {
  server: Server;
  db: Db;
  /** Stops accepting connections, ends the open ones and closes the database. */
  close(): Promise<void>;
}

export function createServer(options: ServerOptions): PortalServer {
  const distDir = resolve(options.distDir);
  // The deployed version is the built one (dist/version.json); the repository's public/ one otherwise.
  const builtVersion = join(distDir, 'version.json');
  const sandbox = openSandbox({
    dataDir: options.dataDir,
    versionFile: !options.apiOnly && existsSync(builtVersion) ? builtVersion : undefined,
  });
  const serveStatic = options.apiOnly
    ? undefined
    : createStaticHandler(distDir, pageHeaders(process.env), { [VIEWER_PATH]: viewerHeaders() });

  const server = createHttpServer((req, res) => {
    const pathname = pathnameOf(req);
    if (!isSandboxPath(pathname) && !serveStatic) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not Found');
      return;
    }
    const answer =
      serveStatic && !isSandboxPath(pathname) ? serveStatic(req, res, pathname) : sandbox.listener(req, res);
    answer.catch(() => {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end();
    });
  });
  server.keepAliveTimeout = 5000;

  return {
    server,
    db: sandbox.db,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => {
          sandbox.close();
          done();
        });
        server.closeAllConnections();
      }),
  };
}
