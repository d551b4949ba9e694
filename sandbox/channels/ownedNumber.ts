/** The `{did}` of the dedicated-channel calls: one of the customer's numbers (not being cancelled), by its digits. */
import type { Db } from '@/sandbox/db';
import { MESSAGES, badRequest } from '@/sandbox/errors';

export interface OwnedNumber {
  id: number;
  did: string;
  plan_id: number;
  plan_type: number;
  tos: number;
  n_channels: number;
  max_n_channels: number;
}

export const INVALID_DID = 'Select a valid DID.';

export function ownedNumberLookup(db: Db): (customer: number, did: string) => OwnedNumber | undefined {
  const get = db.prepare<[string, number], OwnedNumber>(
    `SELECT d.id, d.did, d.plan_id, p.plan_type, p.tos, d.n_channels, d.max_n_channels FROM dids d JOIN plans p ON p.id = d.plan_id
     WHERE d.did = ? AND d.customer_id = ? AND d.is_being_cancelled = 0`,
  );
  return (customer, did) => get.get(did, customer);
}

/** The number named by a body's or path's `did`: 400 `{did: [...]}` when missing or not the customer's. */
export function requireOwnedNumber(
  lookup: ReturnType<typeof ownedNumberLookup>,
  customer: number,
  value: unknown,
): OwnedNumber {
  if (value === undefined || value === null || value === '') throw badRequest({ did: [MESSAGES.required] });
  const did = typeof value === 'string' || typeof value === 'number' ? String(value).replace(/^\+/, '') : '';
  const number = did ? lookup(customer, did) : undefined;
  if (!number) throw badRequest({ did: [INVALID_DID] });
  return number;
}
