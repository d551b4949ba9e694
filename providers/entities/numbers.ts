/** Numbers, trunks, DID groups, dedicated channels (spec part 1, sections 3 and 7). */

/** GET customer/dids: a row of My Numbers. Filters: country (id), area (id), did (contains), profile (name contains). */
export interface ExistingNumber {
  id: number;
  did: string;
  profile: { id: number; name: string } | null;
  area: { id: number; name: string; prefix: string };
  country: { id: number; name: string };
  mrc: string;
  customer_trunk: { id: number; name: string } | null;
  earliest_cancel: string;
  is_being_cancelled: boolean;
  is_capacity: boolean;
}

export interface OutboundState {
  active: boolean;
  can_be_upgraded: boolean;
}

/** GET customer/dids/{did}/general */
export interface NumberDetails {
  did: string;
  country: { id: number; name: string };
  type: string;
  type_of_service: string;
  area: { id: number; name: string; prefix: string };
  start_date: string;
  earliest_cancel: string;
  rate_type: string;
  nrc_price: string;
  mrc_price: string;
  default_channels: number;
  max_channels: number;
  nrc_extra_channel_price: string;
  mrc_extra_channel_price: string;
  port_out_fee_price: string;
  shared_channel_nrc: string;
  shared_channel_mrc_lt_10: string;
  shared_channel_mrc_10_to_100: string;
  shared_channel_mrc_gt_100: string;
  max_shared_channels: number;
  call_setup_price: string;
  minute_fixed_price: string;
  minute_mobile_price: string;
  billing_increment: string;
  is_capacity: boolean;
  did_group_id: number | null;
  profile: { id: number; name: string } | null;
  customer_trunk: { id: number; name: string } | null;
  outbound: { lt: OutboundState; pstn: OutboundState; error_message: string | null };
  is_being_cancelled: boolean;
  cancellation_date: string | null;
}

/** GET customer/dids/{did}/reachability-and-services (and the plan's reachability when ordering). */
export interface Reachability {
  national_fixed: boolean;
  national_mobile: boolean;
  international: boolean;
  services: { calling_card: boolean; voip_services: boolean; call_back: boolean };
  minutes: { max_call_duration: number | null; max_min_day: number | null };
  allowed_services: string[];
  remarks: string;
}

/** GET customer/dids/{did}/outbound-rates (and a plan's outbound rates). */
export interface OutboundRate {
  destination: string;
  call_set_up: string;
  price_min: string;
  currency_traffic: string;
  billing_method: string;
}

/** GET customer/dids/{did}/statistics: keyed by window (1, 7 or 30 days). */
export interface StatisticsRow {
  scope: string;
  unsuccessful_calls: number;
  successful_calls: number;
  minutes: number;
}
export type StatisticsWindow = '1' | '7' | '30';
export interface NumberStatistics {
  inbound: Record<StatisticsWindow, StatisticsRow>;
  outbound: Record<StatisticsWindow, StatisticsRow>;
}

/** GET customer/dids/{did}/routing/routing-number (at most 3). */
export interface RoutingEntry {
  id: number;
  nature: { id: number; name?: string };
  number_out: string;
}
/** GET customer/dids/{did}/routing/shadow-routing-number */
export interface ShadowRoutingNumber {
  id: number;
  number: string;
}

export const TRUNK_TYPES = { inbound: 1, outbound: 2 } as const;
export const DEFAULT_TRUNK_PORT = 5060;
export const MAX_ROUTING_NUMBERS = 3;

/** GET customer/trunks */
export interface Trunk {
  id: number;
  name: string;
  type: { id: number; name: string };
  prefix: string | null;
  channels: number;
  amount_dids: number;
}
/** POST customer/trunks, PUT customer/trunks/{id} */
export interface TrunkBody {
  name: string;
  type_id: number;
  prefix: string;
}
/** GET customer/trunks/{id}/ip-addresses; new rows carry a temporary id starting with 'new' until saved. */
export interface TrunkAddress {
  id: number | string;
  address: string;
  port: number;
  failover: boolean;
  primary: boolean;
}

/** GET customer/capacity/did-groups (rows) and .../{id} (with dids). */
export interface DidGroup {
  id: number;
  name: string;
  country: { id: number; name: string };
  plan: { pk: number; name: string; is_pstn: boolean };
  plan_type: number;
  channel_amount: number;
  max_shared_channels: number;
  is_default: boolean;
  default_group_id: number | null;
  dids?: { did: string; profile: string | null }[];
}

/** GET customer/dids/dedicated-channels/existing and /available. `max_n_channels` -1 means no limit. */
export interface DedicatedChannelRow {
  did: string;
  country: string;
  account: string;
  plan: string;
  n_channels: number;
  max_n_channels: number;
  mrc_did: string;
  mrc_channels: string;
  nrc_channels: string;
  cart_channels: number;
  n_bought_channels: number;
  cancellation_cart_channels: number;
}
