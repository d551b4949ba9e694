/**
 * Sign-in throttling: 5 failed passwords for one login within 15 minutes lock that login until the oldest
 * failure leaves the window. Unknown logins are counted the same way, so the answer tells nothing about
 * which logins exist. Kept in memory: a restart or POST /__sandbox/reset forgets it.
 */
import type { Clock } from './auth';
import { DrfError } from './errors';

export const MAX_FAILED_SIGN_INS = 5;
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;

const MINUTE_MS = 60 * 1000;

export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly now: Clock = Date.now) {}

  /** Throws the 429 while the login is locked; call before checking the password. */
  check(login: string): void {
    const recent = this.recent(this.key(login));
    if (recent.length < MAX_FAILED_SIGN_INS) return;
    const wait = recent[0] + SIGN_IN_WINDOW_MS - this.now();
    const minutes = Math.max(1, Math.ceil(wait / MINUTE_MS));
    throw new DrfError(
      429,
      { non_field_errors: [`Too many failed sign-ins. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`] },
      { 'Retry-After': String(Math.max(1, Math.ceil(wait / 1000))) },
    );
  }

  failed(login: string): void {
    this.forgetStale();
    const key = this.key(login);
    this.failures.set(key, [...this.recent(key), this.now()]);
  }

  succeeded(login: string): void {
    this.failures.delete(this.key(login));
  }

  clear(): void {
    this.failures.clear();
  }

  // Logins differing only in case or surrounding blanks are one login here, so they cannot add attempts.
  private key(login: string): string {
    return login.trim().toLowerCase();
  }

  /** The failures still inside the window, oldest first. */
  private recent(key: string): number[] {
    const since = this.now() - SIGN_IN_WINDOW_MS;
    return (this.failures.get(key) ?? []).filter((at) => at > since);
  }

  private forgetStale(): void {
    for (const key of [...this.failures.keys()]) if (this.recent(key).length === 0) this.failures.delete(key);
  }
}
