/** The carts: DIDs, backorders, PSTN upgrades, channels, checkout and cancellation (spec part 1 section 7 "Cart"). */

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

/** POST customer/cart/cancellations/process: the message and what was cancelled (the cart's items as processed). */
export interface CancellationResult {
  message: string;
  /** Absent from an answer that does not list them: the cart's items as the page showed them are what was sent. */
  cancelled?: CancellationCartItem[];
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
