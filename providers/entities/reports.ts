/** Reports: entities of the portal API (spec part 2 sections 3 and 7 "Reports"). Field names are the API's. */

/** A named place of a call record (country, area, destination); null when the record has none. */
export interface CdrPlace {
  name: string;
}

/** GET customer/reports/pcdrs (a page). Times are ISO 8601 UTC, durations seconds, the price a decimal string. */
export interface CdrRow {
  id?: number | string;
  start_time: string;
  country: CdrPlace | null;
  area: CdrPlace | null;
  destination: CdrPlace | null;
  number_a: string;
  number_b: string;
  /** The customer's number the call went through; kept when the number is gone. */
  related_did: string | null;
  src_ip: string;
  dst_ip: string;
  duration: number;
  rounded_up_duration: number;
  realized: boolean;
  price: string;
  /** Inbound, Outbound, Forwarded: a name, or an object that carries it. */
  traffic_type: string | CdrPlace | null;
}

/** One UTC day of the call records' summary: its calls and how many of them were completed. */
export interface CdrSummaryDay {
  /** YYYY-MM-DD (UTC). */
  day: string;
  calls: number;
  completed: number;
}

/**
 * GET customer/reports/pcdrs/summary, ours (a sandbox extension, not in the spec: a real backend answers 404): the
 * totals of the records under the list's filters, durations in seconds, the cost a decimal string in the customer's
 * currency, and the days with calls, oldest first.
 */
export interface CdrSummary {
  calls: number;
  completed: number;
  duration: number;
  billable_duration: number;
  cost: string;
  days: CdrSummaryDay[];
}

/** GET customer/reports/account-snapshot: one row per country, declared with the dashboard that read it first. */
export type { AccountSnapshotRow as SnapshotRow } from './dashboard';

/** The Completed filter's choices, sent as `realized` (none: any). */
export const CDR_REALIZED = { yes: 'true', no: 'false' } as const;

/** A country or plan of a DID group as reports/didGroups/ names it. */
export interface DidGroupPlace {
  id: number;
  name: string;
}

/** GET reports/didGroups/ (a page): a capacity customer's DID group with its channels and numbers. */
export interface DidGroupReportRow {
  id: number;
  name: string;
  country: DidGroupPlace;
  plan: DidGroupPlace;
  channels: number;
  numbers: number;
  /** The group that holds the country and plan's numbers that were never grouped. */
  is_default: boolean;
}

/** The DID groups section's filters and page, as sent to reports/didGroups/. */
export interface DidGroupReportParams {
  page: number;
  pageSize: number;
  country?: number;
  plan?: number;
}
