/**
 * The channel limits of spec part 1 section 4 ("Dedicated-channel rules", "Shared-channel rules"), as the server
 * enforces them: it refuses what the portal's canAdd / canRemove would disable. A maximum of -1 means no limit.
 */

/** One more dedicated channel of a number in the cart: while cart + bought < max. */
export const canOrderDedicated = (cartChannels: number, nChannels: number, maxChannels: number): boolean =>
  maxChannels === -1 || cartChannels + nChannels < maxChannels;

/** One more dedicated channel of a number in the cancellation cart: while fewer than the channels bought. */
export const canCancelDedicated = (cancellationChannels: number, nChannels: number): boolean =>
  cancellationChannels < nChannels;

/** +1 shared channel for a DID group (current orders: positive to buy, negative to cancel). */
export const canAddShared = (currentOrders: number, channelAmount: number, maxChannels: number): boolean =>
  maxChannels === -1 || currentOrders + channelAmount < maxChannels;

/** -1 shared channel for a DID group: taking back an order, or cancelling a channel the group has. */
export const canRemoveShared = (currentOrders: number, channelAmount: number): boolean =>
  -currentOrders < channelAmount;
