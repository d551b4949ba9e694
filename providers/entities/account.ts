/** Account, session, contacts and lookups: entities of the portal API (spec section 3). Field names are the API's. */
import type { CartLineKind } from './cart';

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
/** A session's token; or, for an account with two-factor sign-in (issue 47, ours), the second step's challenge. */
export type LoginAnswer = { token: string } | { two_factor_required: true; challenge: string };

/** POST user/login/two-factor (issue 47): a code from the app, or a recovery code. */
export interface SecondStepBody {
  challenge: string;
  code?: string;
  recovery_code?: string;
  remember?: boolean;
}

/** GET customer/two-factor (issue 47) */
export interface TwoFactorStatus {
  enabled: boolean;
  enabled_at: string | null;
  recovery_codes_left: number;
}

/** POST customer/two-factor/setup: the one answer that carries the secret. */
export interface TwoFactorSetup {
  secret: string;
  otpauth_uri: string;
}

/** POST customer/two-factor/confirm and customer/two-factor/recovery-codes: shown once. */
export interface RecoveryCodes {
  recovery_codes: string[];
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
  kind: CartLineKind;
  description: string;
  amount: number;
  /** Unit prices; the total multiplies them by the amount. */
  mrc_price: string;
  nrc_price: string;
  is_backorder: boolean;
  /**
   * False for a number, backorder or PSTN-upgrade line whose end user, trunk and use case are not saved yet: the
   * checkout refuses the cart until every line is configured. Absent: not known.
   */
  configured?: boolean;
  /** The line's plan and the plan's type: with `prefix_id`, where the line is configured. */
  plan?: { id: number; type: number };
  /** The line's prefix (area) id; null for lines of no prefix (channels). */
  prefix_id?: number | null;
}

/** The DRF error body of a 400: field name -> messages, plus `non_field_errors` / `detail`. */
export type DrfErrorBody = Record<string, string[] | string | undefined> & {
  non_field_errors?: string[];
  detail?: string;
};
