/** Password hashes: `scrypt$<N>$<salt hex>$<hash hex>` (node:crypto scrypt). */
import { createHash, randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

// A low cost keeps sign-in and seeding fast: these are sandbox accounts, not production secrets.
const COST = 1024;
const KEY_LENGTH = 32;

export function hashPassword(password: string, salt: string = randomBytes(16).toString('hex')): string {
  const hash = scryptSync(password, salt, KEY_LENGTH, { N: COST }).toString('hex');
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
  const actual = scryptSync(password, salt, expected.length, { N: Number(cost) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
