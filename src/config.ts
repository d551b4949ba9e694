/** Settings of the portal that are not secrets and do not change per user. */

/** Where customers reach support (maintenance page, server error page, missing profile). */
export const SUPPORT_EMAIL = 'support@example.com';
/** Where customers ask for number ranges. */
export const SALES_EMAIL = 'sales@example.com';

/** Spec part 1 section 9: a dropdown closes this long after the pointer leaves it. */
export const DROPDOWN_CLOSE_DELAY_MS = 300;
/** Spec part 2 section 9: the scroll-to-top button shows past this offset. */
export const SCROLL_TOP_THRESHOLD_PX = 300;
/** Toast auto-close: 5 s by default, 2.5 s for auth, capacity, DID group and list-filter toasts. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SHORT_DURATION_MS = 2500;
