/**
 * Number porting (issue 46; ours, a sandbox extension: customer/porting-requests): a customer's requests to bring the
 * numbers it holds at another carrier. The contract of the sandbox (sandbox/README.md, "Number porting") and the screens.
 */

export const PORTING_STATUSES = [
  'draft',
  'submitted',
  'in_progress',
  'foc_confirmed',
  'completed',
  'rejected',
  'cancelled',
] as const;
export type PortingStatus = (typeof PORTING_STATUSES)[number];

/** A request as the list answers it. */
export interface PortingRow {
  id: number;
  /** E.164 with its +. */
  numbers: string[];
  country: { id: number; name: string };
  donor_carrier: string;
  donor_account: string;
  /** The PIN at the current carrier is never answered: whether there is one. */
  pin_set: boolean;
  authorized_name: string;
  service_address: string;
  /** YYYY-MM-DD, or none yet in a draft. */
  desired_date: string | null;
  status: PortingStatus;
  /** The day the numbers move, once the carrier confirmed it (YYYY-MM-DD). */
  foc_date: string | null;
  rejection_reason: string | null;
  created: string;
  updated: string;
}

export interface PortingDocument {
  kind: 'loa' | 'invoice';
  file_name: string;
  /** A signed link of the file module. */
  content_url: string;
  uploaded: string;
}

/** One event of the request in the account's activity trail. */
export interface PortingEvent {
  time: string;
  kind: string;
  summary: string;
  actor_type: 'customer' | 'support';
}

/** customer/porting-requests/{id}: the row, its documents and its timeline. */
export interface PortingRequest extends PortingRow {
  documents: PortingDocument[];
  timeline: PortingEvent[];
}

/** A request may be changed (and its documents sent) while it is a draft or was rejected. */
export const isEditablePorting = (status: string): boolean => status === 'draft' || status === 'rejected';
/** A request may be cancelled while it is a draft or waits for the carrier. */
export const isCancellablePorting = (status: string): boolean => status === 'draft' || status === 'submitted';
