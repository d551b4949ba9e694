/**
 * The stock react-admin hello-world served over HTTP for Lighthouse (the list-time bench answers it inside the browser
 * instead, stockList.ts): its built files, Brotli-encoded when asked for as the portal's are, and `/posts` in
 * ra-data-simple-rest's dialect (`range` in, `Content-Range` out).
 */
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
};

/** Posts as a blog's: the hello-world guesses its columns from them. */
export const STOCK_POSTS = Array.from({ length: 25 }, (_, index) => ({
  id: index + 1,
  title: `Post number ${index + 1}`,
  teaser: 'A short text that says what the post is about, as a blog list shows it.',
  published_at: new Date(Date.UTC(2026, 0, 1 + index)).toISOString().slice(0, 10),
  views: 100 + index * 7,
}));

export interface StockServer {
  origin: string;
  close: () => Promise<void>;
}

export async function startStockServer(outDir: string): Promise<StockServer> {
  const encoded = new Map<string, Buffer>();
  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://stock');
      if (url.pathname === '/posts') {
        const [start, end] = JSON.parse(url.searchParams.get('range') ?? '[0,9]') as [number, number];
        const page = STOCK_POSTS.slice(start, end + 1);
        response.writeHead(200, {
          'Content-Type': 'application/json',
          'Content-Range': `posts ${start}-${start + page.length - 1}/${STOCK_POSTS.length}`,
        });
        response.end(JSON.stringify(page));
        return;
      }
      const file = url.pathname === '/' ? 'index.html' : normalize(url.pathname).replace(/^[/\\]+/, '');
      if (file.startsWith('..')) return void response.writeHead(400).end();
      try {
        const body = await readFile(join(outDir, file));
        const brotli = /\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''));
        if (brotli && !encoded.has(file)) encoded.set(file, brotliCompressSync(body));
        response.writeHead(200, {
          'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
          ...(brotli ? { 'Content-Encoding': 'br' } : {}),
          Vary: 'Accept-Encoding',
        });
        response.end(brotli ? encoded.get(file) : body);
      } catch {
        response.writeHead(404).end('Not Found');
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
