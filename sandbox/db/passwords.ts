/** Password hashes: `scrypt$<N>$<salt hex>$<hash hex>` (node:crypto scrypt). */
import { createHash, randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

// A low cost keeps sign-in and seeding fast: these are sandbox accounts, not production secrets.
const COST = 1024;
const KEY_LENGTH = 32;

/** The one key derivation of every hash and check, as an object so that a test can count its runs (vi.spyOn). */
export const keyDerivation = {
  derive: (password: string, salt: string, length: number, cost: number): Buffer =>
    scryptSync(password, salt, length, { N: cost }),
};

export function hashPassword(password: string, salt: string = randomBytes(16).toString('hex')): string {
  const hash = keyDerivation.derive(password, salt, KEY_LENGTH, COST).toString('hex');
  return `scrypt$${COST}$${salt}$${hash}`;
}

/** A deterministic salt, so that the seed gives byte-identical databases. */
export function seedSalt(login: string): string {
  return createHash('sha256').update(`sandbox-seed:${login}`).digest('hex').slice(0, 32);
}

export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, cost, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !cost || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'hex');
  const actual = keyDerivation.derive(password, salt, expected.length, Number(cost));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let dummy: string | undefined;

/**
 * A hash of no one's password, at the cost of the real ones: an unknown login is checked against it, so that a sign-in
 * does the same scrypt work whether or not the login exists (its answer time tells nothing about which logins exist).
 */
export function dummyHash(): string {
  dummy ??= hashPassword(randomBytes(16).toString('hex'));
  return dummy;
}
