/** Entities of the portal API (spec part 1 and part 2, section 3). Field names are the API's. */

/** A page of a list: lists send `page` (1-based) and `page_size`, and read `results` and `count`. */
export interface Paginated<T> {
  results: T[];
  count: number;
}

/** `value`/`name` pairs of every `.../for-select` lookup. */
export interface SelectOption<V = number | string> {
  value: V;
  name: string;
}

/** Prepaid customers have `customer_type` 1. */
export const PREPAID_CUSTOMER_TYPE = 1;

export type PaymentModel = 'metered' | 'capacity';

/** GET customer/me */
export interface CurrentUser {
  login: string;
  customer_type: number;
  payment_model: PaymentModel;
  is_hijacked: boolean;
  company_name: string;
  currency: string;
}

/** Flags derived from `customer/me`: react-admin's permissions. */
export interface Permissions {
  isPrepaid: boolean;
  isCapacity: boolean;
  isHijacked: boolean;
}

/** POST user/login */
export interface LoginBody {
  login: string;
  password: string;
}
export interface LoginAnswer {
  token: string;
}

/** POST user/release-hijack */
export interface ReleaseHijackAnswer {
  location: string;
}

/** GET customer/balance */
export interface Balance {
  balance: string;
  /** Carries a trailing currency character, stripped to give a number. */
  balance_threshold: string;
  is_below_threshold: boolean;
  currency: string;
}

/** GET customer/auth-token */
export interface AuthToken {
  token: string;
  docs_location: string | null;
}

/** GET customer/details */
export interface CustomerDetails {
  company_name: string;
  address: string;
  city: string;
  postal_code: string;
  website: string;
  vat_number: string;
  company_registration_number: string;
  timezone: string;
  login: string;
  currency: string;
  customer_type: number;
  channels: number;
  dids_count: number;
  status: string;
}

/** POST customer/password/change */
export interface PasswordChangeBody {
  old_password: string;
  new_password1: string;
  new_password2: string;
}

/** GET customer/contacts (list rows) and customer/contacts/{id} (adds the phones). */
export interface Contact {
  id: number;
  level: number;
  name: string;
  email: string;
  type: { id: number; name?: string };
  mail_subscription: { id: number; name?: string }[];
  mobile_phone?: string;
  fixed_phone?: string;
}

/** POST customer/contacts, PUT customer/contacts/{id} */
export interface ContactBody {
  level: number;
  reg_type: number;
  name: string;
  mobile_phone: string;
  fixed_phone: string;
  email: string;
  mail_subscription: number[];
}

/** GET customer/contacts/types, customer/contacts/levels, mail-subscriptions */
export interface ContactType {
  id: number;
  name: string;
}
export interface ContactLevel {
  id: number;
  level: number;
  description?: string;
}
export interface MailSubscription {
  id: number;
  name: string;
}

/** GET customer/plan-field-description */
export interface PlanFieldDescription {
  accessor: string;
  description: string;
  visible: boolean;
}

/** GET customer/cart/check-out: the checkout summary. The cart icon counts `rows`. */
export interface CheckoutSummary {
  rows: CheckoutRow[];
  total: { mrc: string; nrc: string };
  restrictions: string[];
}
export interface CheckoutRow {
  id: number;
  description: string;
  amount: number;
  mrc_price: string;
  nrc_price: string;
  is_backorder?: boolean;
}

/** The DRF error body of a 400: field name -> messages, plus `non_field_errors` / `detail`. */
export type DrfErrorBody = Record<string, string[] | string | undefined> & {
  non_field_errors?: string[];
  detail?: string;
};

/* ---------- End-user profiles (spec part 2, sections 3 and 7 "Profiles") ---------- */

/** GET customer/account: a row of the profiles list. Filters: `name` (contains), `country` (country id). */
export interface ProfileRow {
  id: number;
  name: string;
  blocked: boolean;
  /** False while required data or documents are missing or rejected. */
  valid: boolean;
  is_default: boolean;
  /** City (area name) and country name of the end user's address, when known. */
  area: string | null;
  country: string | null;
}

/** GET customer/account/{id} */
export interface Profile {
  id: number;
  name: string;
  default: boolean;
  blocked: boolean;
  valid: boolean;
  is_draft: boolean;
}

/** One end-user data field of the profile form, with its server-side name. */
export interface ProfileFormField {
  field: string;
  label: string;
  value: string | number | null;
  required: boolean;
}

/** A document type as the server defines it. */
export interface DocumentDefinition {
  id: number;
  label: string;
  /** Several versions may be active at once. */
  multiple: boolean;
  /** Tooltip text. */
  info: string;
  new_version_required: boolean;
  country_specific: boolean;
  area_specific: boolean;
}

/** A submitted document (all versions, newest first). */
export interface ProfileDocument {
  id: number;
  document_type: { id: number; name: string };
  active: boolean;
  /** Status text: Pending, Validated or Rejected. */
  validated: 'Pending' | 'Validated' | 'Rejected';
  /** ISO date-time. */
  date_submitted: string;
  document_filename: string;
  /** URL that opens the file (signed: no Authorization header needed, so a new tab can open it). */
  document_file: string;
}

/** A document of the profile form: its definition, whether this plan requires it, its versions. */
export interface ProfileDocumentSlot extends DocumentDefinition {
  required: boolean;
  uploaded: ProfileDocument[];
}

export interface DocumentTemplate {
  label: string;
  location: string;
}

/** GET customer/account/{id}/form[/plan/{planId}/type/{type}] */
export interface ProfileForm {
  is_draft: boolean;
  fields: ProfileFormField[];
  documents: ProfileDocumentSlot[];
  templates: DocumentTemplate[];
}

/** Body of POST customer/account/{id}/end-user-data and PUT .../end-user-data/update: server names -> values. */
export type EndUserData = Record<string, string | number | null>;

/** GET customer/plans/countries/{id}/for-select: plans carry their type (the number type id). */
export interface PlanOption extends SelectOption<number> {
  plan_type: number;
}

/** GET customer/did-service-type */
export interface DidServiceType {
  id: number;
  name: string;
}

/* ---------- Numbers, trunks, DID groups, dedicated channels (spec part 1, sections 3 and 7) ---------- */

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
