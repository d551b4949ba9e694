/**
 * Fault injection for tests and demos: maintenance mode (503 + X-Maintenance on every API answer),
 * latency, and failing chosen API paths with a chosen status, optionally only for one method or N times.
 */
import type { MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { API_PREFIX } from './paths';

export interface FailRule {
  /** Relative to the API root, e.g. `customer/details`; a trailing `*` matches a prefix. */
  path: string;
  status: ContentfulStatusCode;
  method?: string;
  /** How many more answers fail; undefined fails until cleared. */
  times?: number;
  body?: Record<string, unknown>;
}

export class Faults {
  maintenance = false;
  latencyMs = 0;
  rules: FailRule[] = [];

  clear(): void {
    this.maintenance = false;
    this.latencyMs = 0;
    this.rules = [];
  }

  /** The first rule matching, consuming one of its `times`. */
  take(path: string, method: string): FailRule | undefined {
    const index = this.rules.findIndex((rule) => matches(rule, path, method));
    if (index < 0) return undefined;
    const rule = this.rules[index];
    if (rule.times !== undefined) {
      rule.times -= 1;
      if (rule.times <= 0) this.rules.splice(index, 1);
    }
    return rule;
  }

  snapshot() {
    return { maintenance: this.maintenance, latency_ms: this.latencyMs, fail: this.rules.map((rule) => ({ ...rule })) };
  }
}

export const normalisePath = (path: string): string => path.replace(/^\/+/, '').replace(/\/+$/, '');

function matches(rule: FailRule, path: string, method: string): boolean {
  if (rule.method && rule.method.toUpperCase() !== method) return false;
  const pattern = normalisePath(rule.path);
  return pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs before every /api/v1 route (unknown ones included). */
export function faultMiddleware(faults: Faults): MiddlewareHandler {
  return async (c, next) => {
    if (faults.latencyMs > 0) await sleep(faults.latencyMs);
    if (faults.maintenance) {
      return c.json({ detail: 'Service temporarily unavailable, try again later.' }, 503, {
        'X-Maintenance': '1',
        'Retry-After': '30',
      });
    }
    const path = normalisePath(c.req.path.slice(API_PREFIX.length));
    const rule = faults.take(path, c.req.method);
    if (rule) return c.json(rule.body ?? { detail: `Injected failure (HTTP ${rule.status}).` }, rule.status);
    await next();
  };
}
