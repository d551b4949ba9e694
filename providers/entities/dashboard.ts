/** Dashboard: entities of the portal API (spec part 2 sections 3 and 7 "Dashboard"). Field names are the API's. */

/** A lookup the API may answer as a plain name or as an object that carries one (country, area, plan, type). */
export type Named = string | { name?: string; description?: string } | null | undefined;

/** GET customer/dashboard/news: `alert` news is highlighted. */
export interface NewsItem {
  id: number;
  /** ISO date-time. */
  created: string;
  notification_type: 'alert' | 'info' | string;
  description: string;
}

/** GET customer/dashboard/user-manual-data */
export interface UserManual {
  description: string;
  /** Where the manual is: opened in a new tab when it is an http(s) location the portal trusts. */
  location: string;
}

/** A document an open order waits for; `status` is Pending, Validated or Rejected. */
export interface DashboardDocument {
  country: Named;
  area: Named;
  document_type: Named;
  status: Named;
}

export interface DashboardOrder {
  uuid: string;
  reference_number: string;
  order_date: string;
  documents: DashboardDocument[];
}

export interface DashboardDidOrder {
  plan: Named;
  country: Named;
  area: Named;
  type: Named;
  amount: number;
}

export interface DashboardBackorder {
  uuid: string;
  reference_number: string;
  order_date: string;
  didorders: DashboardDidOrder[];
}

/** GET customer/orders/dashboard */
export interface DashboardOrders {
  orders: DashboardOrder[];
  backorders: DashboardBackorder[];
}

/** GET customer/reports/account-snapshot (a list): one row per country; the client adds totals (spec section 4). */
export interface AccountSnapshotRow {
  country: { name: string; flag_href: string };
  dids_amount: number;
  cancellations_30_days: number;
  minutes_last_7_days: { inbound: number; outbound: number };
}
