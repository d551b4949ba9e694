/**
 * Token authentication and the CSRF check. A session token arrives as `Authorization: Token <key>`;
 * a mutation must also echo the `csrftoken` cookie in `X-CSRFToken`. A session lasts 14 days from sign-in,
 * however often it is used (spec: auth/CSRF cookie expiry 14 days).
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { Db } from './db';
import { DrfError, MESSAGES } from './errors';
import type { SandboxContext, SandboxEnv, Session } from './env';

export const CSRF_COOKIE = 'csrftoken';
export const SESSION_LIFETIME_MS = 14 * 24 * 3600 * 1000;
const CSRF_MAX_AGE = SESSION_LIFETIME_MS / 1000;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Milliseconds since the epoch; injectable so that tests can move time. */
export type Clock = () => number;

/** 40 hex characters, like a DRF token. */
export const newToken = (): string => randomBytes(20).toString('hex');

/** Over https, directly or behind a proxy that terminated TLS (either one is enough: Secure only narrows a cookie). */
export function isHttps(c: SandboxContext): boolean {
  const forwarded = c.req.header('X-Forwarded-Proto')?.split(',')[0]?.trim().toLowerCase();
  return forwarded === 'https' || new URL(c.req.url).protocol === 'https:';
}

export function issueCsrfCookie(c: SandboxContext): void {
  setCookie(c, CSRF_COOKIE, randomBytes(16).toString('hex'), {
    path: '/',
    sameSite: 'Lax',
    maxAge: CSRF_MAX_AGE,
    secure: isHttps(c),
  });
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

const unauthorized = (detail: string) => new DrfError(401, { detail }, { 'WWW-Authenticate': 'Token' });

interface SessionRow {
  token: string;
  user_id: number;
  customer_id: number;
  login: string;
  is_hijacked: number;
  staff_login: string | null;
  created_at: string;
}

export interface Auth {
  /** Requires a valid, unexpired session token, and the CSRF header on mutations. */
  authenticate: MiddlewareHandler<SandboxEnv>;
  /** Starts a session (and deletes the expired ones). */
  open(userId: number, customerId: number, staffUserId: number | null): string;
  close(token: string): void;
  closeAllOf(customerId: number): void;
}

export function createAuth(db: Db, now: Clock = Date.now): Auth {
  const find = db.prepare<
    [string],
    SessionRow
  >(`SELECT s.token, s.user_id, s.customer_id, s.is_hijacked, s.created_at, u.login, staff.login AS staff_login
    FROM sessions s JOIN users u ON u.id = s.user_id LEFT JOIN users staff ON staff.id = s.staff_user_id
    WHERE s.token = ?`);
  const insert = db.prepare(`INSERT INTO sessions (token, user_id, customer_id, is_hijacked, staff_user_id, created_at)
    VALUES (?, ?, ?, ?, ?, ?)`);
  const remove = db.prepare('DELETE FROM sessions WHERE token = ?');
  const removeAll = db.prepare('DELETE FROM sessions WHERE customer_id = ?');
  // created_at is an ISO 8601 UTC timestamp, so text order is time order.
  const sweep = db.prepare('DELETE FROM sessions WHERE created_at <= ?');

  const expiredBefore = () => new Date(now() - SESSION_LIFETIME_MS).toISOString();

  const authenticate: MiddlewareHandler<SandboxEnv> = async (c, next) => {
    const header = c.req.header('Authorization') ?? '';
    const [scheme, key, ...rest] = header.trim().split(/\s+/);
    if (scheme?.toLowerCase() !== 'token') throw unauthorized(MESSAGES.notAuthenticated);
    if (!key || rest.length > 0) throw unauthorized(MESSAGES.invalidToken);
    const row = find.get(key);
    if (!row) throw unauthorized(MESSAGES.invalidToken);
    if (row.created_at <= expiredBefore()) {
      remove.run(row.token);
      throw unauthorized(MESSAGES.invalidToken);
    }
    const cookie = getCookie(c, CSRF_COOKIE);
    if (!SAFE_METHODS.has(c.req.method)) {
      const sent = c.req.header('X-CSRFToken');
      if (!cookie || !sent || !sameText(cookie, sent)) throw new DrfError(403, { detail: MESSAGES.csrf });
    }
    const current: Session = {
      token: row.token,
      userId: row.user_id,
      customerId: row.customer_id,
      login: row.login,
      isHijacked: row.is_hijacked === 1,
      staffLogin: row.is_hijacked === 1 ? row.staff_login : null,
    };
    c.set('session', current);
    if (!cookie && SAFE_METHODS.has(c.req.method)) issueCsrfCookie(c);
    await next();
  };

  return {
    authenticate,
    open(userId, customerId, staffUserId) {
      sweep.run(expiredBefore());
      const token = newToken();
      insert.run(token, userId, customerId, staffUserId === null ? 0 : 1, staffUserId, new Date(now()).toISOString());
      return token;
    },
    close: (token) => void remove.run(token),
    closeAllOf: (customerId) => void removeAll.run(customerId),
  };
}
