/**
 * A message for screen readers (issue 36 item 3): a live region that is in the page before its text, so that the
 * text arriving in it is announced (a region mounted with its text already in it is not, in most screen readers),
 * and announced once: the text is only written when `message` changes, never on a re-render. Not shown: the screen
 * shows the same news its own way (a countdown's ticking text, which stays out of the region).
 * `aria-live` without a role, so that it adds no `status`/`alert` to the page's roles.
 */
import { useEffect, useRef } from 'react';
import { Box } from '@mui/material';
import { visuallyHidden } from './visuallyHidden';

export interface LiveMessageProps {
  message: string;
  /** `assertive` for errors that interrupt; `polite` (default) waits for the screen reader to finish. */
  politeness?: 'polite' | 'assertive';
}

export function LiveMessage({ message, politeness = 'polite' }: LiveMessageProps) {
  // Empty when it mounts: the text is written into the region once it is in the page, and again only when it changes.
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (region.current) region.current.textContent = message;
  }, [message]);
  return <Box ref={region} aria-live={politeness} aria-atomic="true" sx={visuallyHidden} />;
}
