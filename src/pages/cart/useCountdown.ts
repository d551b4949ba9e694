/** A visible countdown (spec part 1 section 9: the empty cart redirects after 3 s). */
import { useEffect, useEffectEvent, useState } from 'react';

export const EMPTY_CART_REDIRECT_SECONDS = 3;

/**
 * Counts down from `seconds` once `active` is true, one step a second, and calls `onDone` at zero.
 * Answers the seconds left. Going inactive stops and resets the count.
 */
export function useCountdown(active: boolean, onDone: () => void, seconds = EMPTY_CART_REDIRECT_SECONDS): number {
  const [left, setLeft] = useState(seconds);
  const [counting, setCounting] = useState({ active, seconds });
  if (counting.active !== active || counting.seconds !== seconds) {
    setCounting({ active, seconds });
    setLeft(seconds);
  }
  const done = useEffectEvent(onDone);

  useEffect(() => {
    if (!active) return undefined;
    let remaining = seconds;
    const timer = setInterval(() => {
      remaining -= 1;
      setLeft(remaining);
      if (remaining <= 0) {
        clearInterval(timer);
        done();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [active, seconds]);

  return left;
}
