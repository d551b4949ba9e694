/** The channel rules of spec part 1 section 4: dedicated channels (ordering and cancelling) and shared channels. */
import { describe, expect, it } from 'vitest';
import * as dedicatedRules from '@/resources/dedicated-channels/channelRules';
import * as pageRules from '@/src/pages/order/channels/channelRules';

const { canAddToCancel, canAddToOrder, canRemoveFromOrder, canRemoveToCancel, maxChannelsText } = dedicatedRules;
const {
  sharedCanAdd,
  sharedCanCancelOne,
  sharedCanKeepOne,
  sharedCanRemove,
  sharedCanRemoveFromOrder,
  sharedToBuy,
  sharedToCancel,
} = pageRules;

const dedicated = (over: Partial<Parameters<typeof canAddToOrder>[0]> = {}) => ({
  n_channels: 2,
  max_n_channels: 5,
  cart_channels: 0,
  n_bought_channels: 2,
  cancellation_cart_channels: 0,
  ...over,
});
const shared = (current_channel_orders: number, channel_amount = 3, max_channel_amount = 5) => ({
  current_channel_orders,
  channel_amount,
  max_channel_amount,
});

describe('one definition of the dedicated-channel rules', () => {
  it('the ordering and cancelling pages use the rules of /capacity/dedicated-channels', () => {
    for (const name of [
      'canAddToOrder',
      'canRemoveFromOrder',
      'canAddToCancel',
      'canRemoveToCancel',
      'maxChannelsText',
      'isUnlimited',
    ] as const) {
      expect(pageRules[name]).toBe(dedicatedRules[name]);
    }
  });
});

describe('dedicated-channel ordering rules', () => {
  it('canAdd while cart + channels < max, stops at the max', () => {
    expect(canAddToOrder(dedicated({ cart_channels: 0 }))).toBe(true);
    expect(canAddToOrder(dedicated({ cart_channels: 2 }))).toBe(true);
    expect(canAddToOrder(dedicated({ cart_channels: 3 }))).toBe(false);
    expect(canAddToOrder(dedicated({ n_channels: 5, cart_channels: 0 }))).toBe(false);
  });
  it('max -1 means no limit; max 0 allows nothing', () => {
    expect(canAddToOrder(dedicated({ max_n_channels: -1, n_channels: 500, cart_channels: 500 }))).toBe(true);
    expect(canAddToOrder(dedicated({ max_n_channels: -1, cart_channels: 100 }))).toBe(true);
    expect(canAddToOrder(dedicated({ max_n_channels: 0, n_channels: 0 }))).toBe(false);
    expect(maxChannelsText(-1)).toBe('∞');
    expect(maxChannelsText(0)).toBe('0');
    expect(maxChannelsText(4)).toBe('4');
  });
  it('canRemove only when the cart holds channels of the number', () => {
    expect(canRemoveFromOrder(dedicated({ cart_channels: 0 }))).toBe(false);
    expect(canRemoveFromOrder(dedicated({ cart_channels: 1 }))).toBe(true);
  });
});

describe('dedicated-channel cancelling rules', () => {
  it('canAdd (keep one more) when the cancellation cart holds channels', () => {
    expect(canAddToCancel(dedicated({ cancellation_cart_channels: 0 }))).toBe(false);
    expect(canAddToCancel(dedicated({ cancellation_cart_channels: 1 }))).toBe(true);
  });
  it('canRemove (cancel one more) only while fewer than the bought channels are in the cancellation cart', () => {
    expect(canRemoveToCancel(dedicated({ n_bought_channels: 2, cancellation_cart_channels: 1 }))).toBe(true);
    expect(canRemoveToCancel(dedicated({ n_bought_channels: 2, cancellation_cart_channels: 2 }))).toBe(false);
    expect(canRemoveToCancel(dedicated({ n_bought_channels: 0, cancellation_cart_channels: 0 }))).toBe(false);
  });
});

describe('shared-channel rules', () => {
  it('canAdd while orders + channels < max', () => {
    expect(sharedCanAdd(shared(1))).toBe(true);
    expect(sharedCanAdd(shared(2))).toBe(false);
    expect(sharedCanAdd(shared(-1))).toBe(true);
    expect(sharedCanAdd(shared(0, 5, 5))).toBe(false);
  });
  it('canRemove when orders > 0 or |orders| < channels', () => {
    expect(sharedCanRemove(shared(2))).toBe(true);
    expect(sharedCanRemove(shared(0))).toBe(true);
    expect(sharedCanRemove(shared(-2))).toBe(true);
    expect(sharedCanRemove(shared(-3))).toBe(false);
    expect(sharedCanRemove(shared(0, 0))).toBe(false);
  });
  it('ordering page: - only while a purchase order is pending', () => {
    expect(sharedCanRemoveFromOrder(shared(0))).toBe(false);
    expect(sharedCanRemoveFromOrder(shared(-1))).toBe(false);
    expect(sharedCanRemoveFromOrder(shared(1))).toBe(true);
  });
  it('cancel page: - cancels one more down to every channel of the group; + gives back what is marked', () => {
    expect(sharedCanCancelOne(shared(0))).toBe(true);
    expect(sharedCanCancelOne(shared(-2))).toBe(true);
    expect(sharedCanCancelOne(shared(-3))).toBe(false);
    expect(sharedCanCancelOne(shared(1))).toBe(false);
    expect(sharedCanCancelOne(shared(0, 0))).toBe(false);
    expect(sharedCanKeepOne(shared(0))).toBe(false);
    expect(sharedCanKeepOne(shared(-1))).toBe(true);
    expect(sharedCanKeepOne(shared(-1, 6, 5))).toBe(false);
  });
  it('splits the order into channels to buy and to cancel', () => {
    expect([sharedToBuy(shared(2)), sharedToCancel(shared(2))]).toEqual([2, 0]);
    expect([sharedToBuy(shared(-2)), sharedToCancel(shared(-2))]).toEqual([0, 2]);
  });
});
