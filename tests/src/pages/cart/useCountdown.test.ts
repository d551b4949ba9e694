import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useCountdown } from '@/src/pages/cart/useCountdown';

describe('useCountdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts 3, 2, 1 a second apart and calls back once at zero', () => {
    const done = vi.fn();
    const { result } = renderHook(() => useCountdown(true, done));
    expect(result.current).toBe(3);
    act(() => void vi.advanceTimersByTime(1000));
    expect(result.current).toBe(2);
    act(() => void vi.advanceTimersByTime(1000));
    expect(result.current).toBe(1);
    expect(done).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1000));
    expect(done).toHaveBeenCalledTimes(1);
    act(() => void vi.advanceTimersByTime(5000));
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('does not run while inactive, and stops when it becomes inactive', () => {
    const done = vi.fn();
    const { result, rerender } = renderHook(({ active }) => useCountdown(active, done), {
      initialProps: { active: false },
    });
    act(() => void vi.advanceTimersByTime(5000));
    expect(result.current).toBe(3);
    expect(done).not.toHaveBeenCalled();
    rerender({ active: true });
    act(() => void vi.advanceTimersByTime(2000));
    expect(result.current).toBe(1);
    rerender({ active: false });
    act(() => void vi.advanceTimersByTime(5000));
    expect(done).not.toHaveBeenCalled();
    expect(result.current).toBe(3);
  });

  it('stops when unmounted (the user left the page)', () => {
    const done = vi.fn();
    const { unmount } = renderHook(() => useCountdown(true, done, 2));
    unmount();
    act(() => void vi.advanceTimersByTime(5000));
    expect(done).not.toHaveBeenCalled();
  });
});
