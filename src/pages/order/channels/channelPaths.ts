/** The routes of the channel pages and where their buttons lead (spec section 2 "Ordering numbers"). */
export const CHANNEL_PATHS = {
  dedicated: '/order/dedicated-channels',
  dedicatedCancel: '/order/dedicated-channels/cancel',
  shared: '/order/shared-channels',
  sharedCancel: '/order/shared-channels/cancel',
  checkout: '/cart/checkout',
  cancellation: '/cart/cancellation',
} as const;
