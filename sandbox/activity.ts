/**
 * The account's activity trail (issue 35): every write the sandbox accepts records one event in its own transaction.
 *
 * One mechanism: `activityMiddleware` runs every mutating API request (POST, PUT, PATCH, DELETE) inside one SQLite
 * transaction, committed when the answer is a success (< 400) and rolled back otherwise, so a refused or failing
 * write leaves neither its rows nor its event. Handlers only call `record(c, kind, object, summary)`. Handlers are
 * async, so mutating requests take turns (a queue, after their body has arrived): two transactions never interleave on
 * the one connection.
 * A failed sign-in is the one event kept although its answer is a refusal (`record(..., { keepOnFailure: true })`).
 *
 * Never put a secret in an event: no password, token or file content; a summary names what changed, not its value
 * when the value is a credential.
 */

import type { MiddlewareHandler } from 'hono';
import type { Clock } from './auth';
import type { Db } from './db';
import type { ActivityEvent, ActivityKind, ActivityObject, Actor } from './activityTypes';
import { type SandboxContext, type SandboxEnv, session } from './env';
import { bufferBody } from './validation';

export * from './activityTypes';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const MAX_SUMMARY = 300;

/** One line: line breaks and runs of blanks become one space; capped. */
export function oneLine(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > MAX_SUMMARY ? `${flat.slice(0, MAX_SUMMARY - 1)}…` : flat;
}

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/**
 * The client's address: the connection's peer (Node's socket), or, when the peer is this machine (a local proxy,
 * the Vite dev server) or there is no socket (tests through `app.request()`), the first `X-Forwarded-For` entry.
 */
export function clientIp(c: SandboxContext): string {
  const peer = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress;
  const forwarded = c.req.header('X-Forwarded-For')?.split(',')[0]?.trim();
  const address = (!peer || LOOPBACK.test(peer)) && forwarded ? forwarded : (peer ?? '');
  return address.replace(/^::ffff:(?=\d+\.)/, '').slice(0, 64);
}

/** The actor of the signed-in session: the support login in a hijacked session, else the customer's login. */
export function sessionActor(c: SandboxContext): Actor {
  const current = session(c);
  return current.staffLogin
    ? { customerId: current.customerId, login: current.staffLogin, type: 'support' }
    : { customerId: current.customerId, login: current.login, type: 'customer' };
}

/**
 * Records one event of the current request (in its transaction). `actor` defaults to the session's; sign-in gives it.
 * `keepOnFailure`: written after the request even when it is refused (failed sign-in only).
 */
export function record(
  c: SandboxContext,
  kind: ActivityKind,
  object: ActivityObject | null,
  summary: string,
  options: { actor?: Actor; keepOnFailure?: boolean } = {},
): void {
  const state = c.get('activity');
  if (!state) throw new Error('activity recorded outside the API');
  const actor = options.actor ?? sessionActor(c);
  state.write({ actor, kind, object, summary: oneLine(summary), ip: clientIp(c) }, options.keepOnFailure ?? false);
}

/** The account itself (password, API key, balance threshold), named by the customer's login. */
export function accountObject(c: SandboxContext): ActivityObject {
  const current = session(c);
  return { type: 'account', id: current.customerId, name: current.login };
}

/** The customer's one cart, and its cancellation cart (there is one of each). */
export const cartObject = (c: SandboxContext): ActivityObject => ({
  type: 'cart',
  id: session(c).customerId,
  name: 'Cart',
});
export const cancellationCartObject = (c: SandboxContext): ActivityObject => ({
  type: 'cancellation_cart',
  id: session(c).customerId,
  name: 'Cancellation cart',
});

/** A number as an object: its digits (E.164 without +, the portal's number path) and `+digits`. */
export const didObject = (did: string): ActivityObject => ({ type: 'did', id: did, name: `+${did}` });

/**
 * Takes turns: each `run` starts when the previous one has ended. Mutating API requests and the reset switch share one,
 * so a reset never lands inside a request's open transaction (whose rollback would undo it).
 */
export class WriteQueue {
  private last: Promise<unknown> = Promise.resolve();

  run<T>(task: () => T | Promise<T>): Promise<T> {
    const mine = this.last.then(task, task);
    this.last = mine.catch(() => undefined);
    return mine;
  }
}

/** Runs mutating API requests one at a time, each in one transaction (see the module's comment). */
export function activityMiddleware(
  db: Db,
  now: Clock = Date.now,
  queue: WriteQueue = new WriteQueue(),
): MiddlewareHandler<SandboxEnv> {
  const insert = db.prepare(`INSERT INTO activity_events
    (customer_id, time, actor, actor_type, kind, object_type, object_id, object_name, summary, ip)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const write = (event: ActivityEvent) =>
    insert.run(
      event.actor.customerId,
      new Date(now()).toISOString(),
      event.actor.login,
      event.actor.type,
      event.kind,
      event.object?.type ?? null,
      event.object === null ? null : String(event.object.id),
      event.object?.name ?? null,
      event.summary,
      event.ip,
    );

  return async (c, next) => {
    if (!MUTATING.has(c.req.method)) {
      // Reads record nothing; a handler calling record() on a read is a bug worth seeing.
      c.set('activity', {
        write: () => {
          throw new Error('activity recorded by a read');
        },
      });
      await next();
      return;
    }
    // The body first, outside the turn: a slow client does not hold the other writes (Hono keeps it for the handler,
    // which meets the same error if reading failed).
    await bufferBody(c);
    await queue.run(async () => {
      const kept: ActivityEvent[] = [];
      c.set('activity', { write: (event, keepOnFailure) => (keepOnFailure ? kept.push(event) : write(event)) });
      db.exec('BEGIN IMMEDIATE');
      let accepted = false;
      try {
        await next();
        accepted = c.error === undefined && c.res.status < 400;
      } finally {
        try {
          if (accepted) db.exec('COMMIT');
        } finally {
          // Refused, failed, or a COMMIT that failed (the answer then becomes a 500). SQLite may have ended it already.
          if (db.inTransaction) db.exec('ROLLBACK');
          for (const event of kept) write(event);
        }
      }
    });
  };
}
