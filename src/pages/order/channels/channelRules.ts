/**
 * The channel rules of spec part 1 section 4, in one place for the ordering and cancelling pages.
 * The dedicated-channel rules already lived with /capacity/dedicated-channels: they are re-exported
 * from there (one definition), the shared-channel rules are defined here.
 */
import type { SharedChannelCartRow } from '@/providers/types';

export {
  canAddToCancel,
  canAddToOrder,
  canRemoveFromOrder,
  canRemoveToCancel,
  isUnlimited,
  maxChannelsText,
  NO_LIMIT,
} from '@/resources/dedicated-channels/channelRules';

type SharedCounts = Pick<SharedChannelCartRow, 'channel_amount' | 'max_channel_amount' | 'current_channel_orders'>;

/** Spec "Shared-channel rules" canAdd: while current_channel_orders + channel_amount < max_channel_amount. */
export const sharedCanAdd = (row: SharedCounts): boolean =>
  row.current_channel_orders + row.channel_amount < row.max_channel_amount;

/** Spec "Shared-channel rules" canRemove: current_channel_orders > 0 or |current_channel_orders| < channel_amount. */
export const sharedCanRemove = (row: SharedCounts): boolean =>
  row.current_channel_orders > 0 || Math.abs(row.current_channel_orders) < row.channel_amount;

/** Ordering page: - only takes back channels of the purchase order (never starts a cancellation). */
export const sharedCanRemoveFromOrder = (row: SharedCounts): boolean =>
  row.current_channel_orders > 0 && sharedCanRemove(row);

/** Cancelling page: - puts one more of the group's channels to cancel (only while no purchase is pending). */
export const sharedCanCancelOne = (row: SharedCounts): boolean =>
  row.current_channel_orders <= 0 && sharedCanRemove(row);

/** Cancelling page: + gives back one channel marked to cancel. */
export const sharedCanKeepOne = (row: SharedCounts): boolean => row.current_channel_orders < 0 && sharedCanAdd(row);

/** Channels marked to cancel (the negative part of the order). */
export const sharedToCancel = (row: SharedCounts): number => Math.max(0, -row.current_channel_orders);
/** Channels in the purchase order (the positive part). */
export const sharedToBuy = (row: SharedCounts): number => Math.max(0, row.current_channel_orders);
