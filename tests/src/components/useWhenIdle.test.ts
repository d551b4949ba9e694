import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWhenIdle } from '@/src/components/useWhenIdle';

describe('useWhenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('stays false while the main content is not ready, then turns true after an idle moment', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ ready }) => useWhenIdle(ready), { initialProps: { ready: false } });
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current).toBe(false);
    rerender({ ready: true });
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('waits for requestIdleCallback where the browser has it, and stays true once true', () => {
    const callbacks: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => callbacks.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const { result, rerender } = renderHook(({ ready }) => useWhenIdle(ready), { initialProps: { ready: true } });
    expect(result.current).toBe(false);
    expect(callbacks).toHaveLength(1);
    act(() => callbacks[0]());
    expect(result.current).toBe(true);
    rerender({ ready: false });
    expect(result.current).toBe(true);
  });
});
