import { useEffect, useState } from 'react';
import { IconButton, Tooltip, Zoom } from '@mui/material';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import { useTranslate } from 'ra-core';
import { SCROLL_TOP_THRESHOLD_PX } from '@/src/config';

/**
 * A button back to the top, once the page is scrolled past 300 px (spec part 2). It stands in the sticky bar, next to
 * the search: a button floating over the page covered what scrolled under it, a call record card's amount on a phone,
 * the last column of a wide table on a desk (issue 33).
 */
export function ScrollToTop({ focusTargetId = 'main' }: { focusTargetId?: string }) {
  const translate = useTranslate();
  const [shown, setShown] = useState(false);

  // Scroll events only: reading scrollY as the page mounts forced a layout of the page in the middle of its first
  // render (12 ms on a phone's load). A page opened scrolled (the browser restoring its position) gets a scroll event.
  useEffect(() => {
    const update = () => setShown(window.scrollY > SCROLL_TOP_THRESHOLD_PX);
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  const scrollUp = () => {
    // Smooth only for those who have not asked their system for less motion (issue 36 item 4).
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    window.scrollTo({ top: 0, behavior: still ? 'auto' : 'smooth' });
    // The button disappears at the top: keep keyboard users' focus at the page start.
    document.getElementById(focusTargetId)?.focus({ preventScroll: true });
  };

  return (
    <Zoom in={shown} unmountOnExit>
      <Tooltip title={translate('shell.scrollToTop')}>
        <IconButton color="inherit" aria-label={translate('shell.scrollToTop')} onClick={scrollUp}>
          <KeyboardArrowUpIcon />
        </IconButton>
      </Tooltip>
    </Zoom>
  );
}
