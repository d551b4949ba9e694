/**
 * The account's activity trail (issue 35): every write the sandbox accepts records one event in its own transaction.
 *
 * One mechanism: `activityMiddleware` runs every mutating API request (POST, PUT, PATCH, DELETE) inside one SQLite
 * transaction, committed when the answer is a success (< 400) and rolled back otherwise, so a refused or failing
 * write leaves neither its rows nor its event. Handlers only call `record(c, kind, object, summary)`. Handlers are
 * async, so mutating requests take turns (a queue, after their body has arrived): two transactions never interleave on
 * the one connection.
 * A failed sign-in is the one event kept although its answer is a refusal (`record(..., { keepOnFailure: true })`); it
 * is written just after the answer (`WriteQueue.later`), before any later read or write sees the trail.
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

/** The client's address, a parsed IP or '' (see `clientAddress.ts`; set for every request by `clientMiddleware`). */
export const clientIp = (c: SandboxContext): string => c.get('client') ?? '';

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
 * `later` keeps a write for after the answer: it runs at the start of the next turn (before a reset, say), or in a
 * turn of its own once the answer has gone, whichever comes first; `flush` runs what is waiting.
 */
export class WriteQueue {
  private last: Promise<unknown> = Promise.resolve();
  private deferred: (() => void)[] = [];

  run<T>(task: () => T | Promise<T>): Promise<T> {
    const turn = () => {
      this.flush();
      return task();
    };
    const mine = this.last.then(turn, turn);
    this.last = mine.catch(() => undefined);
    return mine;
  }

  later(task: () => void): void {
    this.deferred.push(task);
    setImmediate(() => {
      this.run(() => undefined).catch(() => undefined);
    });
  }

  /** Runs the deferred writes now. Outside a turn, call it only while no transaction is open. */
  flush(): void {
    const tasks = this.deferred;
    this.deferred = [];
    for (const task of tasks) {
      try {
        task();
      } catch {
        // A write that fails here (the database closed at shutdown) must not fail the request whose turn runs it.
      }
    }
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
  const write = (event: ActivityEvent, at = now()) =>
    insert.run(
      event.actor.customerId,
      new Date(at).toISOString(),
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
      // A read sees the events of the answers before it (unless a turn's transaction is open: it waits for its turn).
      if (!db.inTransaction) queue.flush();
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
      const kept: { event: ActivityEvent; at: number }[] = [];
      c.set('activity', {
        write: (event, keepOnFailure) => (keepOnFailure ? kept.push({ event, at: now() }) : write(event)),
      });
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
          // After the answer: a failed sign-in's answer then takes the same time whether or not the login has a trail.
          for (const { event, at } of kept) queue.later(() => write(event, at));
        }
      }
    });
  };
}
