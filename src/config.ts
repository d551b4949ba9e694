/** Settings of the portal that are not secrets and do not change per user. */

/** Where customers reach support (maintenance page, server error page, missing profile). */
export const SUPPORT_EMAIL = 'support@example.com';
/** Where customers ask for number ranges. */
export const SALES_EMAIL = 'sales@example.com';

/** Spec part 1 section 9: a dropdown closes this long after the pointer leaves it. */
export const DROPDOWN_CLOSE_DELAY_MS = 300;
/** Spec part 2 section 9: the scroll-to-top button shows past this offset. */
export const SCROLL_TOP_THRESHOLD_PX = 300;
/**
 * Toast auto-close, the one table of durations, a rule per part of the spec. Part 1 section 9: auth, capacity and DID
 * group toasts close after 2.5 s, order and cart toasts after 5 s. Part 2 section 9: its toasts (profiles, billing,
 * support, settings) close after 5 s, list-filter errors after 2.5 s. A screen passes its area's:
 * `notify(message, { type, ...toastOf('capacity') })`; a toast that names none closes after `TOAST_DURATION_MS`.
 */
export const TOAST_MS = {
  auth: 2500,
  capacity: 2500,
  didGroups: 2500,
  orders: 5000,
  cart: 5000,
  account: 5000,
  listFilter: 2500,
} as const;
export type ToastArea = keyof typeof TOAST_MS;
export const toastOf = (area: ToastArea) => ({ autoHideDuration: TOAST_MS[area] });
/** The default: part 2's 5 s, also part 1's orders and cart. */
export const TOAST_DURATION_MS = 5000;
