/**
 * Sign-in throttling, per client (the request's address, `clientIp` of activity.ts), in a sliding window of 15 minutes:
 * - 5 failed passwords for one login from one client lock that login for that client until the oldest of them leaves
 *   the window. The lock is per login AND client, so that a stranger's wrong passwords never lock the customer out
 *   (a lock per login alone let anyone keep a customer out at will with 5 requests every 15 minutes).
 * - 20 failed sign-ins from one client, whatever the logins, lock every login for that client alike: one password
 *   tried across many logins (password spraying) is slowed as much as many passwords tried on one login.
 * The password change's old password counts as a sign-in of the session's login (`check(..., 'old_password')`), so a
 * stolen session cannot guess the password there either.
 * Unknown logins are counted the same way, so the answer tells nothing about which logins exist. A successful sign-in
 * clears its own login's count for that client, never the client's count (a spray with one's own account in it is not
 * reset by signing in to it). Kept in memory: a restart or POST /__sandbox/reset forgets it.
 *
 * Password-reset requests (`checkReset`, issue 50 item 9) are counted in the same table and window, every request
 * alike (each would send an e-mail): 3 for one address from one client, 10 from one client whatever the addresses.
 * Per address AND client for the same reason as sign-in: a stranger cannot stop a customer's own requests.
 *
 * An IPv6 client is counted by its /64 network (one subscriber's usual allocation), or one customer line would bring
 * 2^64 fresh addresses. Each failure forgets the keys whose newest failure has left the window in constant time
 * (the map is kept in order of last failure, so they are at its front), and the table holds at most
 * MAX_THROTTLE_KEYS keys: past it, the least recently failing key goes first.
 */
import type { Clock } from './auth';
import { addressGroup } from './clientAddress';
import { DrfError } from './errors';

export const MAX_FAILED_SIGN_INS = 5;
export const MAX_FAILED_SIGN_INS_PER_CLIENT = 20;
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_THROTTLE_KEYS = 100_000;
export const MAX_RESETS = 3;
export const MAX_RESETS_PER_CLIENT = 10;

const MINUTE_MS = 60 * 1000;
const TOO_MANY = {
  non_field_errors: 'Too many failed sign-ins.',
  old_password: 'Too many wrong passwords.',
  email: 'Too many reset requests.',
};

export class LoginThrottle {
  /** Failure times by key, oldest first; the keys in order of their newest failure (the stalest first). */
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly now: Clock = Date.now,
    private readonly maxKeys = MAX_THROTTLE_KEYS,
  ) {}

  /**
   * Throws the 429 while the login is locked for this client, or the client for every login; call before checking the
   * password. `field`: where the refusal goes (the password change's old password: its own words, on its field).
   */
  check(login: string, client: string, field: Exclude<keyof typeof TOO_MANY, 'email'> = 'non_field_errors'): void {
    const waits = [
      this.wait(this.loginKey(login, client), MAX_FAILED_SIGN_INS),
      this.wait(this.clientKey(client), MAX_FAILED_SIGN_INS_PER_CLIENT),
    ];
    refuseWhile(Math.max(...waits), field);
  }

  /** Counts one password-reset request for `email` from `client`, or throws the 429 (on `email`) past the limits. */
  checkReset(email: string, client: string): void {
    const key = `reset\n${addressGroup(client)}\n${email.trim().toLowerCase()}`;
    const perClient = `reset-client\n${addressGroup(client)}`;
    refuseWhile(Math.max(this.wait(key, MAX_RESETS), this.wait(perClient, MAX_RESETS_PER_CLIENT)), 'email');
    this.forgetStale();
    this.add(key, MAX_RESETS);
    this.add(perClient, MAX_RESETS_PER_CLIENT);
  }

  failed(login: string, client: string): void {
    this.forgetStale();
    this.add(this.loginKey(login, client), MAX_FAILED_SIGN_INS);
    this.add(this.clientKey(client), MAX_FAILED_SIGN_INS_PER_CLIENT);
  }

  succeeded(login: string, client: string): void {
    this.failures.delete(this.loginKey(login, client));
  }

  clear(): void {
    this.failures.clear();
  }

  // Logins differing only in case or surrounding blanks are one login here, so they cannot add attempts.
  private loginKey(login: string, client: string): string {
    return `login\n${addressGroup(client)}\n${login.trim().toLowerCase()}`;
  }

  private clientKey(client: string): string {
    return `client\n${addressGroup(client)}`;
  }

  /** The number of keys held (for tests of the cap). */
  get size(): number {
    return this.failures.size;
  }

  /** Records a failure; only the newest `limit` matter (the lock lasts until the oldest of them leaves the window). */
  private add(key: string, limit: number): void {
    const times = [...this.recent(key), this.now()].slice(-limit);
    this.failures.delete(key); // set() again moves the key to the end: the map stays in order of newest failure
    this.failures.set(key, times);
  }

  /** Milliseconds until `key` has fewer than `limit` failures in the window; 0 or less: not locked. */
  private wait(key: string, limit: number): number {
    const recent = this.recent(key);
    return recent.length < limit ? 0 : recent[recent.length - limit] + SIGN_IN_WINDOW_MS - this.now();
  }

  /** The failures still inside the window, oldest first. */
  private recent(key: string): number[] {
    const since = this.now() - SIGN_IN_WINDOW_MS;
    return (this.failures.get(key) ?? []).filter((at) => at > since);
  }

  /** Drops stale keys from the front, and the stalest ones beyond the cap (room for the two keys a failure adds). */
  private forgetStale(): void {
    const since = this.now() - SIGN_IN_WINDOW_MS;
    for (const [key, times] of this.failures) {
      if (times[times.length - 1] > since && this.failures.size <= this.maxKeys - 2) return;
      this.failures.delete(key);
    }
  }
}

/** The 429 while `wait` (ms) is positive: "Too many ... Try again in N minutes." on `field`, with Retry-After. */
function refuseWhile(wait: number, field: keyof typeof TOO_MANY): void {
  if (wait <= 0) return;
  const minutes = Math.max(1, Math.ceil(wait / MINUTE_MS));
  throw new DrfError(
    429,
    { [field]: [`${TOO_MANY[field]} Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`] },
    { 'Retry-After': String(Math.max(1, Math.ceil(wait / 1000))) },
  );
}
