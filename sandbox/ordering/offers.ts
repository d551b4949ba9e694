/** A plan with its offer (sandbox/db/schema-ordering.ts plan_offers), and how its parts are answered. */
import type { Db } from '@/sandbox/db';
import { notFound } from '@/sandbox/errors';

export interface PlanOffer {
  id: number;
  name: string;
  country_id: number;
  country_name: string;
  plan_type: number;
  type_name: string;
  tos: number;
  nrc_cents: number;
  mrc_cents: number;
  default_channels: number;
  max_channels: number;
  channel_nrc_cents: number;
  channel_mrc_cents: number;
  shared_channel_nrc_cents: number;
  shared_channel_mrc_lt_10_cents: number;
  shared_channel_mrc_10_to_100_cents: number;
  shared_channel_mrc_gt_100_cents: number;
  max_shared_channels: number;
  call_set_up_e4: number;
  price_min_fix_e4: number;
  price_min_mob_e4: number;
  billing_increment: string;
  contract_months: number;
  cancellation_months: number;
  leadtime: number;
  leadtime_no_stock: number;
  porting: number;
  lt_available: number;
  pstn_available: number;
  sms_available: number;
  outbound_lt: 'active' | 'upgradable' | 'unavailable';
  outbound_pstn: 'active' | 'upgradable' | 'unavailable';
  restrictions: string | null;
  remarks: string;
  national_fixed: number;
  national_mobile: number;
  international: number;
  calling_card: number;
  voip_services: number;
  call_back: number;
  max_call_duration: number | null;
  max_min_day: number | null;
  allowed_services: string;
  reachability_remarks: string;
}

export const SELECT_PLAN_OFFER = `SELECT p.id, p.name, p.country_id, c.name AS country_name, p.plan_type, t.name AS type_name, p.tos,
  o.* FROM plans p JOIN plan_offers o ON o.plan_id = p.id JOIN countries c ON c.id = p.country_id JOIN number_types t ON t.id = p.plan_type`;

/** Per-minute prices are stored in ten-thousandths: "0.0120". */
export const rate = (e4: number): string => (e4 / 10_000).toFixed(4);

export const OUTBOUND_UNAVAILABLE = 'Outbound calling is not available for numbers of this country.';

export function outboundOf(offer: Pick<PlanOffer, 'outbound_lt' | 'outbound_pstn'>) {
  const state = (value: PlanOffer['outbound_lt']) => ({
    active: value === 'active',
    can_be_upgraded: value === 'upgradable',
  });
  const lt = state(offer.outbound_lt);
  const pstn = state(offer.outbound_pstn);
  return { lt, pstn, error_message: !lt.active && !lt.can_be_upgraded ? OUTBOUND_UNAVAILABLE : null };
}

/** The outbound plan a cart line shows: the most a number of the plan can call out with. */
export const outboundPlanOf = (offer: Pick<PlanOffer, 'outbound_lt' | 'outbound_pstn'>): string | null =>
  offer.outbound_pstn === 'active' ? 'PSTN outbound' : offer.outbound_lt === 'active' ? 'LT outbound' : null;

/** `planOffer(id)`: the plan and its offer, or undefined. `planOfType(id, type)` is the same but 404s unless the type matches. */
export function planOfferQueries(db: Db) {
  const byId = db.prepare<[number], PlanOffer>(`${SELECT_PLAN_OFFER} WHERE p.id = ?`);
  const planOffer = (id: number): PlanOffer | undefined => byId.get(id);
  const planOfType = (rawId: string | undefined, rawType: string | undefined): PlanOffer => {
    const offer = planOffer(Number(rawId));
    if (!offer || offer.plan_type !== Number(rawType)) throw notFound();
    return offer;
  };
  return { planOffer, planOfType };
}
