/**
 * `router.resource(path, { get, post, ... })` registers one API path: authenticated unless `anonymous`,
 * and any other method answers 405 with `Allow`, as DRF does. Area modules register all their paths this way.
 */
import type { Handler, Hono, MiddlewareHandler } from 'hono';
import { methodNotAllowed } from './errors';
import type { SandboxEnv } from './env';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type Methods = Partial<Record<Method, Handler<SandboxEnv>>>;

/** One registered path (relative to the API root, Hono pattern) and the methods it has, upper case. */
export interface RouteInfo {
  path: string;
  methods: string[];
  anonymous: boolean;
}

export interface Router {
  resource(path: string, methods: Methods, options?: { anonymous?: boolean }): void;
  /** Every path registered so far, in registration order. */
  routes(): RouteInfo[];
}

export function createRouter(api: Hono<SandboxEnv>, authenticate: MiddlewareHandler<SandboxEnv>): Router {
  const registered = new Map<string, RouteInfo>();
  return {
    resource(path, methods, { anonymous = false } = {}) {
      // A second registration of a path would be shadowed by the first one's 405: one call per path.
      if (registered.has(path)) throw new Error(`sandbox route registered twice: ${path}`);
      const declared = Object.keys(methods).map((m) => m.toUpperCase());
      registered.set(path, { path, methods: declared, anonymous });
      const add = (method: string, handler: Handler<SandboxEnv>) =>
        anonymous ? api.on(method, path, handler) : api.on(method, path, authenticate, handler);
      const allowed = [...declared];
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
    routes: () => [...registered.values()].map((route) => ({ ...route, methods: [...route.methods] })),
  };
}
