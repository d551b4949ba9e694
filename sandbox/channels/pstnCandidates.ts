/**
 * Numbers that can be upgraded to a PSTN plan: the customer's numbers in the plan's country on an LT plan of the same
 * DID type, not being cancelled. `in_cart` when a PSTN-upgrade line of the number is in the cart.
 */
import type { PstnUpgradeCandidate } from '@/providers/types';
import type { Db } from '@/sandbox/db';

export const TOS_LT = 3;
export const TOS_PSTN = 2;

interface CandidateRow {
  id: number;
  did: string;
  area_id: number;
  area_name: string;
  area_prefix: string;
  plan_id: number;
  plan_name: string;
  in_cart: number;
}

export function pstnCandidates(db: Db) {
  const candidates = db.prepare<{ customer: number; plan: number; did: number | null }, CandidateRow>(
    `SELECT d.id, d.did, a.id AS area_id, a.name AS area_name, a.prefix AS area_prefix, p.id AS plan_id, p.name AS plan_name,
       EXISTS (SELECT 1 FROM cart_lines l WHERE l.kind = 'pstn_upgrade' AND l.did_id = d.id) AS in_cart
     FROM plans target JOIN dids d ON d.country_id = target.country_id JOIN plans p ON p.id = d.plan_id
     JOIN areas a ON a.id = d.area_id
     WHERE target.id = @plan AND target.tos = ${TOS_PSTN} AND p.tos = ${TOS_LT} AND p.plan_type = target.plan_type
       AND d.customer_id = @customer AND d.is_being_cancelled = 0 AND (@did IS NULL OR d.id = @did)
     ORDER BY d.did`,
  );
  const toCandidate = (row: CandidateRow): PstnUpgradeCandidate => ({
    id: row.id,
    did: row.did,
    area: { id: row.area_id, name: row.area_name, prefix: row.area_prefix },
    plan: { id: row.plan_id, name: row.plan_name },
    in_cart: row.in_cart === 1,
  });
  return {
    list: (customer: number, plan: number): PstnUpgradeCandidate[] =>
      candidates.all({ customer, plan, did: null }).map(toCandidate),
    one: (customer: number, plan: number, did: number): PstnUpgradeCandidate | undefined => {
      const row = candidates.get({ customer, plan, did });
      return row ? toCandidate(row) : undefined;
    },
  };
}
