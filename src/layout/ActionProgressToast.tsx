/**
 * Spec part 1 section 4: each action shows loading, then success or error. While any write runs (every write goes
 * through TanStack Query's useMutation, react-admin's own included), a "Working…" toast stands at the bottom right;
 * the screen's success or error toast follows. It waits 300 ms (the spec's transition time) before showing, so that an
 * action that answers at once does not flash it, and stands back while another toast is on screen (a screen that
 * tells its own loading, "Saving profile...", is not covered by a second one at the same place).
 */
import { useEffect, useState } from 'react';
import { Alert, CircularProgress, Snackbar } from '@mui/material';
import { useIsMutating } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';

export const ACTION_TOAST_DELAY_MS = 300;

/** `live: false` where it stands inside a live region already (PortalNotification's): one announcement, not two. */
export function ActionProgressToast({ hidden = false, live = true }: { hidden?: boolean; live?: boolean }) {
  const translate = useTranslate();
  const running = useIsMutating() > 0;
  const [shown, setShown] = useState(false);
  // The next write waits its 300 ms again.
  if (!running && shown) setShown(false);
  useEffect(() => {
    if (!running) return undefined;
    const timer = setTimeout(() => setShown(true), ACTION_TOAST_DELAY_MS);
    return () => clearTimeout(timer);
  }, [running]);
  return (
    <Snackbar open={running && shown && !hidden} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}>
      <Alert
        severity="info"
        variant="filled"
        role={live ? 'status' : 'none'}
        icon={<CircularProgress size={18} color="inherit" aria-hidden />}
      >
        {translate('common.working')}
      </Alert>
    </Snackbar>
  );
}
