/** The sandbox-only switches under /__sandbox: maintenance, latency, failures, re-seeding, version override. */
import { WriteQueue } from '@/sandbox/activity';
import type { Challenges } from '@/sandbox/twoFactor';
import type { Hono, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { reseed, type Db } from '@/sandbox/db';
import { DrfError, badRequest } from '@/sandbox/errors';
import type { Faults, FailRule } from '@/sandbox/faults';
import type { LoginThrottle } from '@/sandbox/loginThrottle';
import { type Body, FieldErrors, readJson } from '@/sandbox/validation';
import type { SandboxContext, SandboxEnv } from '@/sandbox/env';
import type { FileStore } from '@/sandbox/fileStore';
import type { PortingBackOffice } from './portingBackOffice';
import { PAYPAL_OUTCOMES, type PayPalOutcome, type PayPalStandIn, STAND_IN_SDK_PATH } from '@/sandbox/paypal/standIn';

/** The frontend version that /version.json answers: the built one unless overridden. */
export class VersionState {
  override: string | null = null;

  constructor(private readonly built: () => string) {}

  current(): string {
    return this.override ?? this.built();
  }
}

const MAX_LATENCY_MS = 60_000;

function integer(body: Body, field: string, errors: FieldErrors, min: number, max: number): number | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    errors.add(field, `Enter a whole number from ${min} to ${max}.`);
    return undefined;
  }
  return value;
}

async function failRule(c: SandboxContext): Promise<FailRule> {
  const body = await readJson(c);
  const errors = new FieldErrors();
  if (typeof body.path !== 'string' || !body.path.trim()) errors.add('path', 'This field is required.');
  const status = integer(body, 'status', errors, 400, 599);
  if (body.status === undefined) errors.add('status', 'This field is required.');
  if (body.method !== undefined && (typeof body.method !== 'string' || !/^[a-z]+$/i.test(body.method))) {
    errors.add('method', 'Enter an HTTP method such as GET or POST.');
  }
  const times = integer(body, 'times', errors, 1, 1_000_000);
  const extra = body.body;
  if (extra !== undefined && (extra === null || typeof extra !== 'object' || Array.isArray(extra))) {
    errors.add('body', 'Expected a JSON object.');
  }
  errors.check();
  return {
    path: String(body.path).trim(),
    status: status as ContentfulStatusCode,
    ...(typeof body.method === 'string' ? { method: body.method.toUpperCase() } : {}),
    ...(times !== undefined ? { times } : {}),
    ...(extra ? { body: extra as Record<string, unknown> } : {}),
  };
}

/**
 * A page on another site can send a form post or a no-cors fetch without a preflight, but only with a form or
 * text/plain content type: asking for application/json on every mutation keeps such pages from switching.
 */
const jsonOnly: MiddlewareHandler<SandboxEnv> = async (c, next) => {
  if (!['GET', 'HEAD', 'OPTIONS'].includes(c.req.method)) {
    const type = (c.req.header('Content-Type') ?? '').split(';')[0].trim().toLowerCase();
    if (type !== 'application/json') {
      throw new DrfError(415, {
        detail: `Unsupported media type "${type || '(none)'}" in request. Send application/json.`,
      });
    }
  }
  await next();
};

/** The host names the switches answer on: loopback's, and those of `SANDBOX_HOSTS` (comma-separated). */
export function switchHosts(setting: string | undefined = process.env.SANDBOX_HOSTS): Set<string> {
  const names = (setting ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  return new Set(['localhost', '127.0.0.1', '[::1]', ...names]);
}

const hostOf = (url: string): string | undefined => {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return undefined;
  }
};

/**
 * A page of another site whose name the attacker points at this machine (DNS rebinding) reaches the switches with its
 * own host name: the switches answer only for the configured names, and only to pages of those names (issue 50 item
 * 11).
 */
const configuredHostsOnly =
  (hosts: Set<string>): MiddlewareHandler<SandboxEnv> =>
  async (c, next) => {
    const host = hostOf(c.req.url);
    const origin = c.req.header('Origin');
    const originHost = origin === undefined || origin === 'null' ? undefined : hostOf(origin);
    if (!host || !hosts.has(host) || (origin !== undefined && (!originHost || !hosts.has(originHost)))) {
      throw new DrfError(403, { detail: 'The sandbox switches answer only on the configured host names.' });
    }
    await next();
  };

export function registerSwitches(
  app: Hono<SandboxEnv>,
  deps: {
    db: Db;
    faults: Faults;
    version: VersionState;
    files: FileStore;
    throttle: LoginThrottle;
    /** Sign-ins waiting for their second step (twoFactor.ts). */
    challenges?: Challenges;
    paypal: PayPalStandIn;
    /** The API writes' turns (activity.ts); a reset waits for its turn. */
    writes?: WriteQueue;
    /** The provider's staff moving porting requests (routes/porting.ts). */
    porting?: PortingBackOffice;
  },
): void {
  const { db, faults, version, files, throttle, paypal } = deps;
  const writes = deps.writes ?? new WriteQueue();
  const sandbox = app.basePath('/__sandbox');
  sandbox.use('*', configuredHostsOnly(switchHosts()));
  sandbox.use('*', jsonOnly);

  sandbox.get('/state', (c) =>
    c.json({ ...faults.snapshot(), version: version.current(), version_override: version.override }),
  );

  sandbox.post('/maintenance', async (c) => {
    const body = await readJson(c);
    if (typeof body.on !== 'boolean') throw badRequest({ on: ['Must be a valid boolean.'] });
    faults.maintenance = body.on;
    return c.json({ maintenance: faults.maintenance });
  });

  sandbox.post('/latency', async (c) => {
    const errors = new FieldErrors();
    const body = await readJson(c);
    const ms = integer(body, 'ms', errors, 0, MAX_LATENCY_MS);
    if (body.ms === undefined) errors.add('ms', 'This field is required.');
    errors.check();
    faults.latencyMs = ms ?? 0;
    return c.json({ latency_ms: faults.latencyMs });
  });

  sandbox.post('/fail', async (c) => {
    faults.rules.push(await failRule(c));
    return c.json({ fail: faults.snapshot().fail }, 201);
  });

  sandbox.delete('/fail', (c) => {
    faults.rules = [];
    return c.body(null, 204);
  });

  sandbox.post('/reset', async (c) => {
    // After any API write in flight (its transaction would otherwise hold the reseed).
    await writes.run(() => {
      faults.clear();
      version.override = null;
      reseed(db);
      files.reset();
      throttle.clear();
      deps.challenges?.clear();
      paypal.clear();
    });
    return c.json({ detail: 'Sandbox re-seeded.' });
  });

  sandbox.post('/porting', async (c) => {
    if (!deps.porting) throw new DrfError(404, { detail: 'Not found.' });
    const body = await readJson(c);
    const porting = deps.porting;
    // In the API writes' turn: the move and its trail event land between requests, never inside one's transaction.
    return c.json(await writes.run(() => porting.move(body)));
  });

  sandbox.post('/version', async (c) => {
    const body = await readJson(c);
    if (body.version !== null && (typeof body.version !== 'string' || !body.version.trim())) {
      throw badRequest({ version: ['Enter a version string, or null to restore the built one.'] });
    }
    version.override = body.version === null ? null : String(body.version).trim();
    return c.json({ version: version.current() });
  });

  sandbox.get(STAND_IN_SDK_PATH, (c) => {
    if (!paypal.available) return c.text('PayPal is unavailable.', 503, { 'Cache-Control': 'no-store' });
    return c.body(paypal.script, 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-store',
    });
  });
  sandbox.get('/paypal', (c) => c.json({ outcome: paypal.outcome, available: paypal.available }));
  sandbox.post('/paypal', async (c) => {
    const body = await readJson(c);
    const errors = new FieldErrors();
    if (body.outcome !== undefined && !PAYPAL_OUTCOMES.includes(body.outcome as PayPalOutcome)) {
      errors.add('outcome', `Choose one of ${PAYPAL_OUTCOMES.join(', ')}.`);
    }
    if (body.available !== undefined && typeof body.available !== 'boolean')
      errors.add('available', 'Must be a valid boolean.');
    errors.check();
    if (body.outcome !== undefined) paypal.outcome = body.outcome as PayPalOutcome;
    if (typeof body.available === 'boolean') paypal.available = body.available;
    return c.json({ outcome: paypal.outcome, available: paypal.available });
  });
}
