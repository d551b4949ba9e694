/**
 * Ordering numbers and coverage (spec part 1 sections 3 and 7 "Plans and lookups"; part 2 "Product information").
 * Prices are decimal strings ("12.50").
 */
import type { OutboundState } from './numbers';

/** Country type of service: 3 LT, 2 PSTN, 10 SMS. */
export const TYPE_OF_SERVICE = { lt: 3, pstn: 2, sms: 10 } as const;
/** DID (number) types. */
export const DID_TYPES = { geographic: 1, mobile: 2, national: 4, tollfree: 5, sharedCost: 6, uifn: 7 } as const;

/** GET customer/countries/{country}/tos: the types of service offered in a country. */
export interface TypeOfServiceOption {
  value: number;
  name: string;
}

/** GET customer/plans/countries/{country}/did-types?tos=: every DID type, flagged when the country has plans of it. */
export interface DidTypeOption {
  id: number;
  name: string;
  available: boolean;
}

/** GET customer/plans?country=&tos=&did-types=1,5 (a plain array). */
export interface PlanListItem {
  id: number;
  /** The DID type id (1 Geographic ... 7 UIFN); `{type}` in the plan's URLs. */
  plan_type: number;
  name: string;
  type: { id: number; name: string };
  country: { id: number; name: string };
  tos: number;
  lt_available: boolean;
  pstn_available: boolean;
  sms_available: boolean;
  nrc: string;
  mrc: string;
  porting: boolean;
  /** Lead times in working days, with stock and without. */
  leadtime: number;
  leadtime_no_stock: number;
  /** Free numbers over every prefix of the plan. */
  stock: number;
  has_outbound_rates: boolean;
  outbound: { lt: OutboundState; pstn: OutboundState; error_message: string | null };
}

/** GET customer/plans/{id}/type/{type}/pricing */
export interface PlanPricing {
  non_usage: {
    did_nrc: string;
    did_mrc: string;
    default_channels: number;
    max_channels: number;
    channel_nrc: string;
    channel_mrc: string;
    shared_channel_nrc: string;
    shared_channel_mrc_lt_10: string;
    shared_channel_mrc_10_to_100: string;
    shared_channel_mrc_gt_100: string;
    max_shared_channels: number;
  };
  usage: { call_set_up: string; price_min_fix: string; price_min_mob: string; billing_increment: string };
  /** Months. */
  contract: { duration: number; cancellation: number };
}

export interface PlanRequirement {
  name: string;
  description: string;
}
/** GET customer/plans/{id}/type/{type}/requirements */
export interface PlanRequirements {
  results: { user_detail: PlanRequirement[]; document: PlanRequirement[] };
  remarks: string;
}

/** GET customer/plans/{id}/type/{type}/prefixes?prefix=&name= (a plain array). `id` is the area id. */
export interface Prefix {
  id: number;
  prefix: string;
  name: string;
  stock: number;
  isBackorder: boolean;
}

/** GET customer/plans/{id}/type/{type}/prefixes/{prefixID}/dids/available (free numbers, not in any cart; at most 50). */
export interface AvailableDid {
  id: number;
  did: string;
  lt_available: boolean;
  pstn_available: boolean;
  sms_available: boolean;
  plan: { name: string };
  tos: { id: number };
}

/** GET customer/plans/{id}/type/{type}/check-profiles: end users against what the plan needs. */
export interface ProfileCheckColumn {
  /** A field accessor, or `document_<typeId>`. */
  key: string;
  label: string;
  required: boolean;
}
export interface ProfileCheckRow {
  id: number;
  name: string;
  blocked: boolean;
  /** Keyed by column key; null when absent. Documents give their status (Pending, Validated, Rejected), translated. */
  values: Record<string, string | null>;
  /** Each document column's status as the API names it, whatever the language: how the cell is coloured. */
  documentStatuses?: Record<string, 'Pending' | 'Validated' | 'Rejected'>;
}
export interface ProfileCheck {
  columns: ProfileCheckColumn[];
  profiles: ProfileCheckRow[];
}

/** GET customer/plans/coverage (paginated; filter country). */
export interface CoverageRow {
  id: number;
  country: { id: number; name: string };
  /** Type of service id (3 LT, 2 PSTN, 10 SMS). */
  type_of_service: number;
  type: { id: number; name: string };
  name: string;
  stock: number;
  leadtime: number;
  leadtime_no_stock: number;
  porting: boolean;
  nrc: string;
  mrc: string;
  plan_type: number;
  lt_available: boolean;
}
