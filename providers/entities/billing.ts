/** Billing: entities of the portal API (spec part 2 sections 3 and 7 "Billing"). Field names are the API's. */

/** GET customer/invoices (a page) and customer/invoices/{uuid}. Dates are YYYY-MM-DD; amounts decimal strings. */
export interface Invoice {
  uuid: string;
  reference_number: string;
  date_created: string;
  date_due: string;
  period_start?: string;
  period_end?: string;
  total: string;
  traffic: string;
  numbers: string;
  /** A signed link to the PDF, valid for an hour from the answer. */
  pdf_location: string;
}

/** PATCH customer/balance */
export interface BalanceThresholdBody {
  desired_balance_limit: string;
}

/** GET customer/balance/history: `show` 1 with calls, 2 without. */
export interface BalanceHistoryRow {
  id: number;
  /** ISO date-time. */
  date_modified: string;
  description: string;
  value: string;
  balance: string;
}

export const BALANCE_HISTORY_SHOW = { withCalls: 1, withoutCalls: 2 } as const;

/** GET customer/balance/top-up/options */
export interface TopUpOption {
  value: string;
  /** What the sender pays: the value and PayPal's handling fee. */
  value_with_fee: string;
}

export interface TopUpOptions {
  currency: string;
  options: TopUpOption[];
}

/** POST customer/paypal/transaction/create */
export interface PayPalOrderAnswer {
  order_id: string;
}

/** POST customer/paypal/transaction/capture: an `error` says why the payment was not captured. */
export interface PayPalCaptureAnswer {
  status?: string;
  order_id?: string;
  balance?: string;
  error?: string;
}
