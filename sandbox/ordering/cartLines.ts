/** Cart lines as the configuration screens read them (CartDidLine), for DID, backorder and PSTN-upgrade lines. */
import type { Db } from '@/sandbox/db';
import { money } from '@/sandbox/money';
import type { CartDidLine, CartLineKind } from '@/providers/types';
import { outboundPlanOf, type PlanOffer } from './offers';

export interface CartLineRow {
  id: number;
  customer_id: number;
  kind: CartLineKind;
  plan_id: number;
  area_id: number | null;
  stock_did_id: number | null;
  did_id: number | null;
  did_group_id: number | null;
  did: string | null;
  description: string;
  amount: number;
  mrc_cents: number;
  nrc_cents: number;
  profile_id: number | null;
  trunk_id: number | null;
  use_case: number | null;
  saved: number;
  created_at: string;
}

interface CartLineView extends CartLineRow {
  plan_name: string;
  plan_type: number;
  tos: number;
  country_id: number;
  country_name: string;
  area_name: string | null;
  area_prefix: string | null;
  contract_months: number;
  outbound_lt: PlanOffer['outbound_lt'];
  outbound_pstn: PlanOffer['outbound_pstn'];
}

const SELECT_VIEW = `SELECT l.*, p.name AS plan_name, p.plan_type, p.tos, p.country_id, c.name AS country_name, a.name AS area_name,
  a.prefix AS area_prefix, o.contract_months, o.outbound_lt, o.outbound_pstn FROM cart_lines l JOIN plans p ON p.id = l.plan_id
  JOIN countries c ON c.id = p.country_id JOIN plan_offers o ON o.plan_id = p.id LEFT JOIN areas a ON a.id = l.area_id`;

export function toCartDidLine(row: CartLineView): CartDidLine {
  return {
    id: row.id,
    kind: row.kind,
    is_backorder: row.kind === 'backorder',
    country: { id: row.country_id, name: row.country_name },
    tos: row.tos,
    area: {
      id: row.area_id ?? 0,
      name: row.area_name ?? '',
      prefix: row.area_prefix ?? '',
      area_group_id: row.area_id ?? 0,
    },
    plan: { id: row.plan_id, name: row.plan_name, type: row.plan_type },
    outbound_plan: outboundPlanOf(row),
    amount: row.amount,
    did: row.did,
    nrc_price: money(row.nrc_cents),
    mrc_price: money(row.mrc_cents),
    duration: row.contract_months,
    location: row.area_name ? `${row.area_name}, ${row.country_name}` : row.country_name,
    is_dedicated_channel: row.kind === 'dedicated_channel',
    is_shared_channel: row.kind === 'shared_channel',
    is_pstn_upgrade: row.kind === 'pstn_upgrade',
    profile: row.profile_id,
    trunk: row.trunk_id,
    use_case: row.use_case,
    saved: row.saved === 1,
  };
}

/** Reads of a customer's cart lines, answered as CartDidLine. */
export function cartLineQueries(db: Db) {
  const byId = db.prepare<[number], CartLineView>(`${SELECT_VIEW} WHERE l.id = ?`);
  const ofPrefix = db.prepare<[number, string, number, number], CartLineView>(
    `${SELECT_VIEW} WHERE l.customer_id = ? AND l.kind = ? AND l.plan_id = ? AND l.area_id = ? ORDER BY l.id`,
  );
  const ofPlan = db.prepare<[number, number], CartLineView>(
    `${SELECT_VIEW} WHERE l.customer_id = ? AND l.kind IN ('did', 'backorder') AND l.plan_id = ? ORDER BY l.kind DESC, l.area_id, l.id`,
  );
  const ofKind = db.prepare<[number, string, number], CartLineView>(
    `${SELECT_VIEW} WHERE l.customer_id = ? AND l.kind = ? AND l.plan_id = ? ORDER BY l.id`,
  );
  return {
    line: (id: number) => {
      const row = byId.get(id);
      return row ? toCartDidLine(row) : undefined;
    },
    prefixLines: (customer: number, kind: CartLineKind, planId: number, areaId: number) =>
      ofPrefix.all(customer, kind, planId, areaId).map(toCartDidLine),
    planLines: (customer: number, planId: number) => ofPlan.all(customer, planId).map(toCartDidLine),
    kindLines: (customer: number, kind: CartLineKind, planId: number) =>
      ofKind.all(customer, kind, planId).map(toCartDidLine),
  };
}

/** "Netherlands, Amsterdam (+31 20), Geographic: 31201234567": the checkout row's description. */
export function lineDescription(
  place: { country: string; dialling: string; area: string; prefix: string; type: string },
  what: string,
): string {
  return `${place.country}, ${place.area} (+${place.dialling} ${place.prefix}), ${place.type}: ${what}`;
}
