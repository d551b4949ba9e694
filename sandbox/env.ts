/** What every handler can read from its context: the signed-in session (set by the auth middleware). */
import type { Context } from 'hono';
import type { ActivityState } from './activityTypes';
import type { Db } from './db';

export interface Session {
  token: string;
  userId: number;
  customerId: number;
  login: string;
  isHijacked: boolean;
  /** The support login acting for the customer in a hijacked session, else null. */
  staffLogin: string | null;
}

export interface SandboxEnv {
  Variables: { session: Session; activity: ActivityState; client: string };
}

export type SandboxContext = Context<SandboxEnv>;

/** Everything an area module needs to register its routes (prepare statements once, at registration). */
export interface AreaDeps {
  db: Db;
}

export function session(c: SandboxContext): Session {
  const current = c.get('session');
  if (!current) throw new Error('route registered without authentication');
  return current;
}

/** The customer the current session acts for: every customer-owned row is filtered by it. */
export const customerId = (c: SandboxContext): number => session(c).customerId;
