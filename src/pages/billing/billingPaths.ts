/** The balance screens' URLs (spec part 2 section 2 "Billing"), prepaid customers only (navigation table). */
export const BALANCE_PATH = '/billing/balance';
export const BALANCE_HISTORY_PATH = '/billing/balance/history';
