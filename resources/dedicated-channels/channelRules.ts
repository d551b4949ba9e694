/** Dedicated-channel rules (spec section 4): what the + and - buttons of a number allow. */
import type { DedicatedChannelRow } from '@/providers/types';

type Counts = Pick<
  DedicatedChannelRow,
  'n_channels' | 'max_n_channels' | 'cart_channels' | 'n_bought_channels' | 'cancellation_cart_channels'
>;

/** -1 is "no limit". */
export const NO_LIMIT = -1;
export const isUnlimited = (max: number): boolean => max === NO_LIMIT;

/** Ordering: add while the cart and the current channels stay under the maximum; remove what is in the cart. */
export const canAddToOrder = (row: Counts): boolean =>
  isUnlimited(row.max_n_channels) || row.cart_channels + row.n_channels < row.max_n_channels;
export const canRemoveFromOrder = (row: Counts): boolean => row.cart_channels > 0;

/** Cancelling existing channels: add back what is in the cancellation cart; remove while some bought channels are left. */
export const canAddToCancel = (row: Counts): boolean => row.cancellation_cart_channels > 0;
export const canRemoveToCancel = (row: Counts): boolean => row.cancellation_cart_channels < row.n_bought_channels;

/** The maximum as shown: the number, or the infinity sign. */
export const maxChannelsText = (max: number): string => (isUnlimited(max) ? '∞' : String(max));
