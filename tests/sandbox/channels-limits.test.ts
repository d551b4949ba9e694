import { describe, expect, it } from 'vitest';
import { canAddShared, canCancelDedicated, canOrderDedicated, canRemoveShared } from '@/sandbox/channels/limits';
import { cancellationDateOf } from '@/sandbox/channels/dates';

describe('the limits the sandbox enforces (spec "Dedicated-channel rules", "Shared-channel rules")', () => {
  it('orders dedicated channels while cart + bought < max; -1 never limits', () => {
    expect(canOrderDedicated(0, 1, 2)).toBe(true);
    expect(canOrderDedicated(1, 1, 2)).toBe(false);
    expect(canOrderDedicated(0, 2, 2)).toBe(false);
    expect(canOrderDedicated(0, 0, 0)).toBe(false);
    expect(canOrderDedicated(1000, 1000, -1)).toBe(true);
  });

  it('cancels dedicated channels while fewer than bought are in the cancellation cart', () => {
    expect(canCancelDedicated(0, 1)).toBe(true);
    expect(canCancelDedicated(1, 1)).toBe(false);
    expect(canCancelDedicated(0, 0)).toBe(false);
  });

  it('adds a shared channel while orders + channels < max; -1 never limits', () => {
    expect(canAddShared(0, 99, 100)).toBe(true);
    expect(canAddShared(1, 99, 100)).toBe(false);
    expect(canAddShared(-1, 100, 100)).toBe(true);
    expect(canAddShared(500, 500, -1)).toBe(true);
  });

  it('removes a shared channel while there is an order to take back or a channel left to cancel', () => {
    expect(canRemoveShared(1, 0)).toBe(true);
    expect(canRemoveShared(0, 0)).toBe(false);
    expect(canRemoveShared(0, 1)).toBe(true);
    expect(canRemoveShared(-1, 1)).toBe(false);
    expect(canRemoveShared(-1, 2)).toBe(true);
  });

  it('cancels a number on its earliest cancellation date, or today once that has passed', () => {
    expect(cancellationDateOf('2030-01-31', '2026-11-22')).toBe('2030-01-31');
    expect(cancellationDateOf('2025-01-31', '2026-11-22')).toBe('2026-11-22');
    expect(cancellationDateOf('2026-11-22', '2026-11-22')).toBe('2026-11-22');
  });
});
