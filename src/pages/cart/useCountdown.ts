/** A visible countdown (spec part 1 section 9: the empty cart redirects after 3 s). */
import { useEffect, useRef, useState } from 'react';

export const EMPTY_CART_REDIRECT_SECONDS = 3;

/**
 * Counts down from `seconds` once `active` is true, one step a second, and calls `onDone` at zero.
 * Answers the seconds left. Going inactive stops and resets the count.
 */
export function useCountdown(active: boolean, onDone: () => void, seconds = EMPTY_CART_REDIRECT_SECONDS): number {
  const [left, setLeft] = useState(seconds);
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    if (!active) {
      setLeft(seconds);
      return undefined;
    }
    let remaining = seconds;
    setLeft(remaining);
    const timer = setInterval(() => {
      remaining -= 1;
      setLeft(remaining);
      if (remaining <= 0) {
        clearInterval(timer);
        done.current();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [active, seconds]);

  return left;
}
