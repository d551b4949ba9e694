/**
 * Two-factor sign-in (issue 47; ours, a sandbox extension): time-based one-time codes per RFC 6238 (otpauth: SHA-1,
 * 6 digits, 30 s, one step of drift either way), recovery codes, and the pending second steps of sign-ins.
 *
 * A code works once: the user's newest accepted time step is kept, and a code of that step or an older one is refused
 * (RFC 6238 section 5.2). A second step lives 5 minutes and takes 5 wrong codes; it is kept in memory like the sign-in
 * throttle (a refused answer rolls its transaction back, and the count of wrong codes must survive that).
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { Clock } from './auth';

export const ISSUER = 'DID Customer Portal';
const PERIOD_S = 30;
const DIGITS = 6;
/** Steps accepted either side of now: a phone's clock a little off, a code typed as it changed. */
const DRIFT_STEPS = 1;

export const CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;
export const MAX_WRONG_CODES = 5;
export const RECOVERY_CODE_COUNT = 10;
export const REMEMBER_DAYS = 30;
export const REMEMBER_COOKIE = 'two_factor_browser';

/** A new secret: 160 bits (RFC 4226's recommended length), base32 as authenticator apps take it. */
export const newSecret = (): string => new Secret({ size: 20 }).base32;

const totpOf = (secret: string, login = '') =>
  new TOTP({
    issuer: ISSUER,
    label: login,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD_S,
  });

/** The `otpauth://totp/…` URI the QR code carries. */
export const otpauthUri = (secret: string, login: string): string => totpOf(secret, login).toString();

export const isCodeShape = (code: string): boolean => /^\d{6}$/.test(code);

/** The time step `code` belongs to, within the drift either side of `now`; null when it is no code of that secret. */
export function stepOfCode(secret: string, code: string, now: number): number | null {
  if (!isCodeShape(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: DRIFT_STEPS });
  return delta === null ? null : TOTP.counter({ period: PERIOD_S, timestamp: now }) + delta;
}

/** The code of `secret` at `now` (the sandbox's tests sign in with it). */
export const codeAt = (secret: string, now: number): string => totpOf(secret).generate({ timestamp: now });

// No 0/o, 1/l/i: a code read from paper is typed right.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_LENGTH = 10;

/** Ten codes like `k7m2p-x9q4r` (about 50 bits each). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: RECOVERY_LENGTH }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
  });
}

/** A recovery code as typed (any case, with or without its dash and blanks), or null when it cannot be one. */
export function normalRecoveryCode(typed: string): string | null {
  const compact = typed.toLowerCase().replace(/[\s-]/g, '');
  return /^[a-z0-9]{10}$/.test(compact) ? compact : null;
}

export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');
export const newBrowserToken = (): string => randomBytes(20).toString('hex');

/** A sign-in waiting for its second step. */
export interface Challenge {
  userId: number;
  customerId: number;
  login: string;
  opened: number;
  wrongCodes: number;
}

export type ChallengeLookup =
  | { state: 'open'; challenge: Challenge }
  /** Unknown, ended, or older than 5 minutes. */
  | { state: 'gone' };

export class Challenges {
  private readonly open = new Map<string, Challenge>();

  constructor(private readonly now: Clock = Date.now) {}

  start(userId: number, customerId: number, login: string): string {
    this.forgetExpired();
    const token = randomBytes(20).toString('hex');
    this.open.set(token, { userId, customerId, login, opened: this.now(), wrongCodes: 0 });
    return token;
  }

  find(token: string): ChallengeLookup {
    const challenge = this.open.get(token);
    if (!challenge) return { state: 'gone' };
    if (this.now() - challenge.opened >= CHALLENGE_LIFETIME_MS) {
      this.open.delete(token);
      return { state: 'gone' };
    }
    return { state: 'open', challenge };
  }

  /** Counts a wrong code; answers the tries left (0: the challenge has ended). */
  wrongCode(token: string): number {
    const challenge = this.open.get(token);
    if (!challenge) return 0;
    challenge.wrongCodes += 1;
    const left = MAX_WRONG_CODES - challenge.wrongCodes;
    if (left <= 0) this.open.delete(token);
    return Math.max(0, left);
  }

  end(token: string): void {
    this.open.delete(token);
  }

  clear(): void {
    this.open.clear();
  }

  private forgetExpired(): void {
    const since = this.now() - CHALLENGE_LIFETIME_MS;
    for (const [token, challenge] of this.open) if (challenge.opened <= since) this.open.delete(token);
  }
}
