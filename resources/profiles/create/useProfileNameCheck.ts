/**
 * The live uniqueness check of a new profile's name (spec part 2 section 5): the server is asked
 * 500 ms after the last keystroke, and a check still running when the name changes is aborted.
 */
import { useEffect, useState } from 'react';
import { checkProfileName } from '../../../providers/api/profiles';

export const NAME_CHECK_DEBOUNCE_MS = 500;

/** empty: nothing to check; checking: waiting or asking; unique / duplicate: the answer; unknown: the check failed. */
export type NameCheck = 'empty' | 'checking' | 'unique' | 'duplicate' | 'unknown';

interface Answer {
  name: string;
  check: Exclude<NameCheck, 'empty' | 'checking'>;
}

export function useProfileNameCheck(name: string): NameCheck {
  const trimmed = name.trim();
  const [answer, setAnswer] = useState<Answer>();

  useEffect(() => {
    if (!trimmed) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      checkProfileName(trimmed, controller.signal).then(
        ({ unique }) => setAnswer({ name: trimmed, check: unique ? 'unique' : 'duplicate' }),
        // A failed check blocks nothing: creating the profile still meets the server's own refusal.
        () => {
          if (!controller.signal.aborted) setAnswer({ name: trimmed, check: 'unknown' });
        },
      );
    }, NAME_CHECK_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [trimmed]);

  if (!trimmed) return 'empty';
  return answer?.name === trimmed ? answer.check : 'checking';
}
