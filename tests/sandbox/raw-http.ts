/** HTTP requests whose answers are kept as sent (fetch would decode a compressed body), and a server on a free port. */
import { request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export function listen(server: Server): Promise<string> {
  return new Promise((done) => {
    server.listen(0, '127.0.0.1', () => done(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
  });
}

/** `path` is sent as it is, without the URL normalisation of fetch (`/../x` stays `/../x`). */
export function rawRequest(
  base: string,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<RawAnswer> {
  const { hostname, port } = new URL(base);
  return new Promise((done, fail) => {
    const req = request({ hostname, port, path, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end();
  });
}
