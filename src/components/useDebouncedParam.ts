/**
 * Text inputs bound to URL parameters, written 500 ms after the last keystroke (spec section 5 "Filter and search
 * inputs"); `resets` names parameters that a new text makes stale (a list's page).
 * The inputs of one screen share one hook (`useDebouncedParams`) and so one timer: what was typed in each is written
 * together, after the last keystroke in any of them. Two timers each wrote the URL as it stood when its input was
 * typed in, and the later one brought back what the earlier one had just cleared (issue 33 item 6).
 */
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

export const SEARCH_DEBOUNCE_MS = 500;

type Texts<N extends string> = Record<N, string>;

const textsOf = <N extends string>(names: readonly N[], params: URLSearchParams) =>
  Object.fromEntries(names.map((name) => [name, params.get(name) ?? ''])) as Texts<N>;

const same = <N extends string>(a: Texts<N>, b: Texts<N>, names: readonly N[]) =>
  names.every((name) => a[name] === b[name]);

export function useDebouncedParams<N extends string>(
  names: readonly N[],
  resets: readonly string[] = [],
): [Texts<N>, (name: N, value: string) => void] {
  const [params, setParams] = useSearchParams();
  const inUrl = textsOf(names, params);
  const [texts, setTexts] = useState(inUrl);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // The timer writes over the URL as it is when it fires, not as it was at the keystroke.
  const latestSet = useRef(setParams);
  useEffect(() => {
    latestSet.current = setParams;
  }, [setParams]);
  // What this hook last wrote: the URL arriving with it is no news, even if more was typed meanwhile.
  const written = useRef(inUrl);
  const urlKey = JSON.stringify(inUrl);
  useEffect(() => {
    const url = JSON.parse(urlKey) as Texts<N>;
    // The URL changed by other means (another plan chosen, back button): show what it says.
    if (!same(url, written.current, names)) {
      written.current = url;
      setTexts(url);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `names` is the caller's constant; the URL is urlKey
  }, [urlKey]);
  // What the inputs show, as the timer reads it when it fires.
  const shown = useRef(texts);
  useEffect(() => {
    shown.current = texts;
  }, [texts]);
  const onChange = (name: N, value: string) => {
    setTexts((current) => ({ ...current, [name]: value }));
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const typed = shown.current;
      written.current = Object.fromEntries(names.map((each) => [each, typed[each]])) as Texts<N>;
      latestSet.current(
        (current) => {
          const url = new URLSearchParams(current);
          for (const each of names) {
            if (typed[each]) url.set(each, typed[each]);
            else url.delete(each);
          }
          for (const stale of resets) url.delete(stale);
          return url;
        },
        { replace: true },
      );
    }, SEARCH_DEBOUNCE_MS);
  };
  return [texts, onChange];
}

export function useDebouncedParam(name: string, resets: readonly string[] = []): [string, (value: string) => void] {
  const [texts, onChange] = useDebouncedParams([name], resets);
  return [texts[name], (value) => onChange(name, value)];
}
