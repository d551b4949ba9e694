/**
 * The live uniqueness check of a DID group's name (spec section 5): asked 500 ms after the last keystroke;
 * a check still running when the name changes is aborted. The group's own current name counts as free.
 */
import { useEffect, useState } from 'react';
import { checkGroupName } from '../../../providers/api/capacity';

export const NAME_CHECK_DEBOUNCE_MS = 500;

export type NameCheck = 'empty' | 'checking' | 'unique' | 'duplicate' | 'unknown';

export function useGroupNameCheck(name: string, currentName?: string): NameCheck {
  const trimmed = name.trim();
  const own = trimmed !== '' && trimmed === currentName;
  const [answer, setAnswer] = useState<{ name: string; check: NameCheck }>();

  useEffect(() => {
    if (!trimmed || own) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      checkGroupName(trimmed, controller.signal).then(
        ({ unique }) => setAnswer({ name: trimmed, check: unique ? 'unique' : 'duplicate' }),
        // A failed check blocks nothing: the save still meets the server's own refusal.
        () => {
          if (!controller.signal.aborted) setAnswer({ name: trimmed, check: 'unknown' });
        },
      );
    }, NAME_CHECK_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [trimmed, own]);

  if (!trimmed) return 'empty';
  if (own) return 'unique';
  return answer?.name === trimmed ? answer.check : 'checking';
}
