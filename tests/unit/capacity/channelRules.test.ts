import { describe, expect, it } from 'vitest';
import {
  canAddToCancel,
  canAddToOrder,
  canRemoveFromOrder,
  canRemoveToCancel,
  maxChannelsText,
} from '../../../resources/dedicated-channels/channelRules';

const counts = (over: Partial<Parameters<typeof canAddToOrder>[0]> = {}) => ({
  n_channels: 2,
  max_n_channels: 5,
  cart_channels: 0,
  n_bought_channels: 2,
  cancellation_cart_channels: 0,
  ...over,
});

describe('dedicated-channel rules', () => {
  it('ordering: add while cart + current channels < max', () => {
    expect(canAddToOrder(counts({ cart_channels: 2 }))).toBe(true);
    expect(canAddToOrder(counts({ cart_channels: 3 }))).toBe(false);
    expect(canAddToOrder(counts({ cart_channels: 100, max_n_channels: -1 }))).toBe(true);
  });
  it('ordering: remove when the cart holds channels', () => {
    expect(canRemoveFromOrder(counts())).toBe(false);
    expect(canRemoveFromOrder(counts({ cart_channels: 1 }))).toBe(true);
  });
  it('cancelling: add when the cancellation cart holds channels', () => {
    expect(canAddToCancel(counts())).toBe(false);
    expect(canAddToCancel(counts({ cancellation_cart_channels: 1 }))).toBe(true);
  });
  it('cancelling: remove only while cancellation cart < bought channels', () => {
    expect(canRemoveToCancel(counts({ cancellation_cart_channels: 1 }))).toBe(true);
    expect(canRemoveToCancel(counts({ cancellation_cart_channels: 2 }))).toBe(false);
  });
  it('shows -1 as infinity', () => {
    expect(maxChannelsText(-1)).toBe('∞');
    expect(maxChannelsText(4)).toBe('4');
  });
});
