/**
 * Ordering, carts, checkout, cancellation, orders and coverage (spec part 1 sections 3 and 7 "Plans and
 * lookups", "Cart", "Orders"; part 2 "Product information"). Prices are decimal strings ("12.50").
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

/** GET customer/cart/backorders/plans/{id}/type/{type}/prefixes/{prefixID}: the pending backorder and the cap. */
export interface BackorderState {
  /** The pending backorder line, null when none. */
  id: number | null;
  /** Quantity already pending in the cart. */
  amount: number;
  /** How many numbers of the prefix can be backordered in all; the input's maximum is stock - amount. */
  stock: number;
}
/** POST customer/cart/backorders/add */
export interface BackorderBody {
  amount: number;
  plan: number;
  plan_type: number;
  area: number;
}

export type CartLineKind = 'did' | 'backorder' | 'pstn_upgrade' | 'dedicated_channel' | 'shared_channel';

/**
 * A cart line to configure (DIDs, backorders, PSTN upgrades): GET customer/cart/dids/plans/{id}/type/{type}/prefixes/{prefixID}
 * (the prefix's DID lines), GET customer/cart/plans/{id}/type/{type}/prefixes/{prefixID} (every DID and backorder line of the
 * plan), GET customer/cart/dids/plans/{id}/type/{type}/pstn-upgrade (the PSTN-upgrade lines of the plan).
 */
export interface CartDidLine {
  id: number;
  kind: CartLineKind;
  is_backorder: boolean;
  country: { id: number; name: string };
  tos: number;
  area: { id: number; name: string; prefix: string; area_group_id: number };
  plan: { id: number; name: string; type: number };
  outbound_plan: string | null;
  /** Number of DIDs: 1 for a DID line, the quantity for a backorder. */
  amount: number;
  /** The number (E.164 without +); null for a backorder. */
  did: string | null;
  nrc_price: string;
  mrc_price: string;
  /** Contract months. */
  duration: number;
  location: string;
  is_dedicated_channel: boolean;
  is_shared_channel: boolean;
  is_pstn_upgrade: boolean;
  /** The configuration saved so far (null until saved). */
  profile: number | null;
  trunk: number | null;
  use_case: number | null;
  saved: boolean;
}

/** One line of POST customer/cart/dids/save and POST customer/cart/backorders/save (a list). */
export interface CartLineSave {
  id: number;
  profile: number;
  trunk: number;
  use_case: number;
}
/** A 400 of a save: one error object per line, in the order sent (DRF list serializer). */
export type CartSaveErrors = Array<Partial<Record<keyof CartLineSave | 'non_field_errors', string[]>>>;

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
  /** Keyed by column key; null when absent. Documents give their status (Pending, Validated, Rejected). */
  values: Record<string, string | null>;
}
export interface ProfileCheck {
  columns: ProfileCheckColumn[];
  profiles: ProfileCheckRow[];
}

/** POST customer/cart/check-out */
export interface CheckoutBody {
  termsAndConditions: boolean;
  serviceRestrictions?: boolean;
}
export interface CheckoutResult {
  uuid: string;
  reference_number: string;
}

/** PSTN upgrade: GET customer/dids/pstn-upgrade/available/countries/{country}/plans/{plan} (a plain array). */
export interface PstnUpgradeCandidate {
  id: number;
  did: string;
  area: { id: number; name: string; prefix: string };
  /** The number's current plan. */
  plan: { id: number; name: string };
  in_cart: boolean;
}
/** POST customer/cart/dids/pstn-upgrade */
export interface PstnUpgradeBody {
  plan: number;
  dids: number[];
}

/** GET customer/cart/cancellations: numbers and channels about to be cancelled. */
export interface CancellationCartItem {
  id: number;
  did: string;
  country: string;
  area: string;
  type_of_service: string;
  cancellation_date: string;
  /** type_of_service 'Dedicated Channels'; removed with DELETE customer/cart/cancellations/{id}/delete-channel-order. */
  isDedicatedChannel: boolean;
  /** type_of_service 'Shared Channels' (did is the DID group's name); removed like a dedicated-channel item. */
  isSharedChannel: boolean;
  /** Numbers: 1; channel items: how many channels. */
  amount: number;
}

/** GET customer/cart/shared-channels?country=&plan=&type= : one row per DID group. */
export interface SharedChannelCartRow {
  id: number;
  name: string;
  country: string;
  plan: string;
  nrc: string;
  mrc: string;
  /** Channels the group has. */
  channel_amount: number;
  max_channel_amount: number;
  /** Channels in the cart for this group: positive to buy, negative to cancel. */
  current_channel_orders: number;
}

/** GET order-statuses */
export interface OrderStatus {
  id: number;
  description: string;
}
/** Statuses drawn in red (spec "Order statuses"). */
export const ALERT_ORDER_STATUSES = [2, 3];

/** GET customer/orders/open, /history, /incomplete (paginated). Filters: country, area, did, profile, status. */
export interface OrderListItem {
  uuid: string;
  reference_number: string;
  /** 'order' or 'backorder'. */
  type: string;
  profiles: { name: string }[];
  date_commit: string;
  count_did: number;
  count_channel: number;
  status: OrderStatus;
  count_bo: number;
  pending_docs: number;
  rejected_documents: number;
  sof_document: boolean;
  sof_compulsory: boolean;
  country: { id: number; name: string } | null;
  area: { description: string; code: string } | null;
}

export interface OrderDidLine {
  id: number;
  did: string | null;
  country: string;
  area: string;
  plan: string;
  amount: number;
  is_backorder: boolean;
  nrc: string;
  mrc: string;
}
export interface OrderChannelLine {
  id: number;
  /** The number (dedicated) or the DID group's name (shared). */
  name: string;
  amount: number;
  nrc: string;
  mrc: string;
}
export interface OrderProfile {
  id: number;
  name: string;
  status: OrderStatus;
  documents: { id: number; description: string }[];
  location: string;
  country_id: number;
  plan_id: number;
  plan_type: number;
}
/** GET customer/orders/{uuid} (404 when unknown). */
export interface OrderDetails {
  uuid: string;
  reference_number: string;
  date_commit: string;
  status: OrderStatus;
  cancellation: boolean;
  message: string | null;
  price: { nrc: string; mrc: string };
  didorders: OrderDidLine[];
  dedicated_channelorders: OrderChannelLine[];
  shared_channelorders: OrderChannelLine[];
  profiles: OrderProfile[];
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
