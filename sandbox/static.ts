/**
 * Serving the built portal (dist/): hashed assets cached for good, everything else revalidated,
 * and index.html for every other GET path (the portal's routes are real paths).
 */
import { createReadStream, type Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';

function plain(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers });
  res.end(text);
}

async function fileStats(file: string): Promise<Stats | undefined> {
  try {
    const stats = await stat(file);
    return stats.isFile() ? stats : undefined;
  } catch {
    return undefined;
  }
}

function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  stats: Stats,
  cache: string,
  extra: Record<string, string>,
): void {
  const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
  const headers = {
    ...extra,
    'Content-Type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
    'Cache-Control': cache,
    ETag: etag,
    'Last-Modified': stats.mtime.toUTCString(),
    'X-Content-Type-Options': 'nosniff',
  };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  res.writeHead(200, { ...headers, 'Content-Length': String(stats.size) });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(file)
    .on('error', () => res.destroy())
    .pipe(res);
}

/** `headers`: sent with every file (the pages' security headers, see pageHeaders.ts). */
export function createStaticHandler(distDir: string, headers: Record<string, string> = {}) {
  const root = resolve(distDir);
  const index = join(root, 'index.html');
  return async (req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      plain(res, 405, 'Method Not Allowed', { Allow: 'GET, HEAD' });
      return;
    }
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      plain(res, 400, 'Bad Request');
      return;
    }
    const file = join(root, normalize(decoded));
    if (file !== root && !file.startsWith(root + sep)) {
      plain(res, 404, 'Not Found');
      return;
    }
    const stats = await fileStats(file);
    if (stats) {
      sendFile(req, res, file, stats, decoded.startsWith('/assets/') ? IMMUTABLE : 'no-cache', headers);
      return;
    }
    // A missing file (it has an extension) is a real 404; any other path is a portal route.
    if (extname(decoded.split('/').pop() ?? '')) {
      plain(res, 404, 'Not Found');
      return;
    }
    const indexStats = await fileStats(index);
    if (!indexStats) {
      plain(res, 404, 'Not Found');
      return;
    }
    sendFile(req, res, index, indexStats, 'no-cache', headers);
  };
}
