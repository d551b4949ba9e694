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
