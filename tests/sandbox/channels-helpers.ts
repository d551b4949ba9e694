/** Shared by the channel, PSTN-upgrade and cancellation-cart sandbox tests: typed reads and seeded rows to act on. */
import type { Db } from '@/sandbox/db';
import type { Client } from './client';

export async function json<T>(response: Response | Promise<Response>): Promise<T> {
  const answer = await response;
  if (answer.status >= 300) throw new Error(`${answer.status}: ${await answer.text()}`);
  return (await answer.json()) as T;
}

export const getJson = <T>(client: Client, path: string): Promise<T> => json<T>(client.get(path));

export interface SeededNumber {
  id: number;
  did: string;
  plan_id: number;
  n_channels: number;
  max_n_channels: number;
  earliest_cancel: string;
}

/** The customer's numbers not being cancelled that match `where` (a SQL condition on dids), ordered by DID. */
export const numbersWhere = (db: Db, customer: number, where: string): SeededNumber[] =>
  db
    .prepare<[number], SeededNumber>(
      `SELECT id, did, plan_id, n_channels, max_n_channels, earliest_cancel FROM dids
       WHERE customer_id = ? AND is_being_cancelled = 0 AND ${where} ORDER BY did`,
    )
    .all(customer);

export const numberRow = (db: Db, id: number) =>
  db
    .prepare<[number], SeededNumber & { is_being_cancelled: number; cancellation_date: string | null }>(
      'SELECT id, did, plan_id, n_channels, max_n_channels, earliest_cancel, is_being_cancelled, cancellation_date FROM dids WHERE id = ?',
    )
    .get(id)!;

export const groupRow = (db: Db, name: string) =>
  db
    .prepare<[string], { id: number; channel_amount: number; max_shared_channels: number; plan_id: number }>(
      'SELECT id, channel_amount, max_shared_channels, plan_id FROM did_groups WHERE name = ?',
    )
    .get(name)!;

export const today = () => new Date().toISOString().slice(0, 10);
