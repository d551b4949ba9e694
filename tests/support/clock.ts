/**
 * A clock a test can move ahead (issue 48 item 1): "nothing happens within N ms" is checked by moving the clock past
 * N, not by waiting N ms of real time. Time still flows as it does (`shouldAdvanceTime`), so requests, React and
 * Testing Library's waits behave as without it; `pass(ms)` jumps over a debounce or a delay at once.
 *
 * Start it before the screen renders (the timers it moves are those created after it), and pair each user-event
 * session with it: `userEvent.setup({ advanceTimers: clock.advanceTimers })`. The real timers come back after each test
 * (tests/support/setup-dom.ts).
 */
import { act } from '@testing-library/react';
import { vi } from 'vitest';

export function steerableClock() {
  vi.useFakeTimers({
    shouldAdvanceTime: true,
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
  return {
    /** What user-event's own pauses should advance, so that typing does not wait on the clock's real-time steps. */
    advanceTimers: (ms: number) => vi.advanceTimersByTime(ms),
    /** Moves the clock `ms` ahead, running what falls due on the way, inside act (React's updates are flushed). */
    pass: (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms)),
  };
}
