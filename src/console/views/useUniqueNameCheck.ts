/**
 * The live uniqueness check of a name (new end user, DID group): the server is asked 500 ms after
 * the last keystroke, and a check still running when the name changes is aborted. An object's own
 * current name (when renaming) counts as free.
 */
import { useEffect, useState } from 'react';

export const NAME_CHECK_DEBOUNCE_MS = 500;

/** empty: nothing to check; checking: waiting or asking; unique / duplicate: the answer; unknown: the check failed. */
export type NameCheck = 'empty' | 'checking' | 'unique' | 'duplicate' | 'unknown';

/** Must be a stable function (a module-level API call): it is an effect dependency. */
export type UniqueCheck = (name: string, signal: AbortSignal) => Promise<{ unique: boolean }>;

export function useUniqueNameCheck(name: string, check: UniqueCheck, currentName?: string): NameCheck {
  const trimmed = name.trim();
  const own = trimmed !== '' && trimmed === currentName;
  const [answer, setAnswer] = useState<{ name: string; check: NameCheck }>();

  useEffect(() => {
    if (!trimmed || own) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      check(trimmed, controller.signal).then(
        ({ unique }) => setAnswer({ name: trimmed, check: unique ? 'unique' : 'duplicate' }),
        // A failed check blocks nothing: saving still meets the server's own refusal.
        () => {
          if (!controller.signal.aborted) setAnswer({ name: trimmed, check: 'unknown' });
        },
      );
    }, NAME_CHECK_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [trimmed, own, check]);

  if (!trimmed) return 'empty';
  if (own) return 'unique';
  return answer?.name === trimmed ? answer.check : 'checking';
}
