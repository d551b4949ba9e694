/** Orders (spec part 1 sections 3 and 7 "Orders"). */

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
