/** What every route of a number reads: the ExistingNumber row of a DID the signed-in customer owns. */
import type { Db } from '@/sandbox/db';
import { type SandboxContext, customerId } from '@/sandbox/env';
import { badRequest, notFound } from '@/sandbox/errors';
import { money } from '@/sandbox/money';

/** A DID in a path: digits only, so that fixed segments (export, dedicated-channels) never match it. */
export const DID = ':did{[0-9]+}';

export interface NumberRow {
  id: number;
  did: string;
  customer_id: number;
  profile_id: number | null;
  profile_name: string | null;
  area_id: number;
  area_name: string;
  area_prefix: string;
  country_id: number;
  country_name: string;
  plan_id: number;
  plan_name: string;
  plan_type: number;
  type_name: string;
  tos: number;
  tos_name: string;
  mrc_cents: number;
  nrc_cents: number;
  trunk_id: number | null;
  trunk_name: string | null;
  start_date: string;
  earliest_cancel: string;
  is_being_cancelled: number;
  cancellation_date: string | null;
  did_group_id: number | null;
  n_channels: number;
  max_n_channels: number;
  outbound_lt: number;
  outbound_pstn: number;
  payment_model: 'capacity' | 'metered';
}

export const SELECT_NUMBER = `SELECT d.id, d.did, d.customer_id, d.profile_id, f.name AS profile_name, a.id AS area_id,
  a.name AS area_name, a.prefix AS area_prefix, k.id AS country_id, k.name AS country_name, p.id AS plan_id, p.name AS plan_name,
  p.plan_type, nt.name AS type_name, p.tos, st.name AS tos_name, d.mrc_cents, d.nrc_cents, t.id AS trunk_id, t.name AS trunk_name,
  d.start_date, d.earliest_cancel, d.is_being_cancelled, d.cancellation_date, d.did_group_id, d.n_channels, d.max_n_channels,
  d.outbound_lt, d.outbound_pstn, cu.payment_model
  FROM dids d JOIN countries k ON k.id = d.country_id JOIN areas a ON a.id = d.area_id JOIN plans p ON p.id = d.plan_id
  JOIN number_types nt ON nt.id = p.plan_type JOIN did_service_types st ON st.id = p.tos JOIN customers cu ON cu.id = d.customer_id
  LEFT JOIN profiles f ON f.id = d.profile_id LEFT JOIN trunks t ON t.id = d.customer_trunk_id`;

export function existingNumber(row: NumberRow) {
  return {
    id: row.id,
    did: row.did,
    profile: row.profile_id === null ? null : { id: row.profile_id, name: row.profile_name ?? '' },
    area: { id: row.area_id, name: row.area_name, prefix: row.area_prefix },
    country: { id: row.country_id, name: row.country_name },
    mrc: money(row.mrc_cents),
    customer_trunk: row.trunk_id === null ? null : { id: row.trunk_id, name: row.trunk_name ?? '' },
    earliest_cancel: row.earliest_cancel,
    is_being_cancelled: row.is_being_cancelled === 1,
    is_capacity: row.payment_model === 'capacity',
  };
}

/** `ownNumber(c)` reads the path's DID; another customer's DID is as unknown as a DID nobody has (404). */
export function numberFinder(db: Db): (c: SandboxContext) => NumberRow {
  const one = db.prepare<[string, number], NumberRow>(`${SELECT_NUMBER} WHERE d.did = ? AND d.customer_id = ?`);
  return (c) => {
    const row = one.get(c.req.param('did') ?? '', customerId(c));
    if (!row) throw notFound();
    return row;
  };
}

/** An optional id filter of a list's query; anything but digits is a 400 (the portal shows "Filtering data failed."). */
export function idFilter(c: SandboxContext, name: string): number | null {
  const raw = c.req.query(name);
  if (raw === undefined || raw === '') return null;
  if (!/^\d+$/.test(raw))
    throw badRequest({ [name]: ['Select a valid choice. That choice is not one of the available choices.'] });
  return Number(raw);
}

/** A DID filter as typed (+31 20 123...): spaces and the plus are not part of the stored E.164. */
export const didFilter = (c: SandboxContext): string | null => (c.req.query('did') ?? '').replace(/[\s+]/g, '') || null;
