/**
 * `router.resource(path, { get, post, ... })` registers one API path: authenticated unless `anonymous`,
 * and any other method answers 405 with `Allow`, as DRF does. Area modules register all their paths this way.
 */
import type { Handler, Hono, MiddlewareHandler } from 'hono';
import { methodNotAllowed } from './errors';
import type { SandboxEnv } from './env';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type Methods = Partial<Record<Method, Handler<SandboxEnv>>>;

export interface Router {
  resource(path: string, methods: Methods, options?: { anonymous?: boolean }): void;
}

export function createRouter(api: Hono<SandboxEnv>, authenticate: MiddlewareHandler<SandboxEnv>): Router {
  const registered = new Set<string>();
  return {
    resource(path, methods, { anonymous = false } = {}) {
      // A second registration of a path would be shadowed by the first one's 405: one call per path.
      if (registered.has(path)) throw new Error(`sandbox route registered twice: ${path}`);
      registered.add(path);
      const add = (method: string, handler: Handler<SandboxEnv>) =>
        anonymous ? api.on(method, path, handler) : api.on(method, path, authenticate, handler);
      const allowed = Object.keys(methods).map((m) => m.toUpperCase());
      if (allowed.includes('GET')) allowed.push('HEAD');
      allowed.push('OPTIONS');
      for (const [method, handler] of Object.entries(methods) as [Method, Handler<SandboxEnv>][]) {
        add(method.toUpperCase(), handler);
      }
      api.on('OPTIONS', path, (c) => c.body(null, 200, { Allow: allowed.join(', ') }));
      add('ALL', (c) => {
        throw methodNotAllowed(c.req.method, allowed);
      });
    },
  };
}
