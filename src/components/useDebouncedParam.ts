/**
 * A text input bound to a URL parameter, written 500 ms after the last keystroke (spec section 5 "Filter and search
 * inputs"); `resets` names parameters that a new text makes stale (a list's page).
 */
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

export const SEARCH_DEBOUNCE_MS = 500;

export function useDebouncedParam(name: string, resets: readonly string[] = []): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const inUrl = params.get(name) ?? '';
  const [text, setText] = useState(inUrl);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // The URL changed by other means (another plan chosen, back button): show what it says.
  const [shownUrl, setShownUrl] = useState(inUrl);
  if (shownUrl !== inUrl) {
    setShownUrl(inUrl);
    setText(inUrl);
  }
  const onChange = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(name, value);
          else next.delete(name);
          for (const stale of resets) next.delete(stale);
          return next;
        },
        { replace: true },
      );
    }, SEARCH_DEBOUNCE_MS);
  };
  return [text, onChange];
}
