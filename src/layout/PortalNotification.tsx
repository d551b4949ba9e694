/**
 * The portal's toasts, at the bottom right, closing after 5 s unless the screen asks for 2.5 s (notify's
 * autoHideDuration); while an action runs and no toast is on screen, "Working…" (ActionProgressToast).
 *
 * react-admin's own Notification shows its queue one toast after the other, each for its whole duration: an action
 * that tells its steps ("Saving profile...", "Profile is saved.", "Saving documents...", "Documents saved.") showed
 * its outcome 15 s after it was known, under a "Saving..." that was no longer true. Here a newer toast closes the one
 * on screen, as MUI advises for consecutive snackbars: what the toast says is always the latest news.
 *
 * Screen readers (issue 36 item 3): a toast mounts inside a live region that is always in the page (an error or a
 * warning in an assertive one, the rest and "Working…" in a polite one), so that it is announced when it appears,
 * once: its text does not change while it is on screen, and a re-render writes nothing new. The toast itself has no
 * role of its own (MUI's `alert` would announce it a second time); the regions have none either (`aria-live` alone),
 * so that they add no empty `status`/`alert` to the page.
 */
import { useCallback, useState } from 'react';
import { Button, Snackbar } from '@mui/material';
import { styled } from '@mui/material/styles';
import {
  CloseNotificationContext,
  useNotificationContext,
  useTakeUndoableMutation,
  useTranslate,
  type NotificationPayload,
} from 'ra-core';
import { TOAST_DURATION_MS } from '@/src/config';
import { ActionProgressToast } from './ActionProgressToast';

const PREFIX = 'RaNotification';

/**
 * react-admin's classes and colours, so that a toast looks as before. On a phone a toast stands above where a form's
 * toolbar is fixed (react-admin's mobile toolbar), so that a failed save's message never hides the button that retries.
 */
const ToastBar = styled(Snackbar)(({ theme }) => ({
  [theme.breakpoints.down('sm')]: { bottom: 80 },
  [`& .${PREFIX}-success`]: {
    backgroundColor: theme.palette.success.main,
    color: theme.palette.success.contrastText,
  },
  [`& .${PREFIX}-error`]: { backgroundColor: theme.palette.error.main, color: theme.palette.error.contrastText },
  [`& .${PREFIX}-warning`]: {
    backgroundColor: theme.palette.warning.main,
    color: theme.palette.warning.contrastText,
  },
  [`& .${PREFIX}-multiLine`]: { whiteSpace: 'pre-wrap' },
}));

function Toasts() {
  const { notifications, takeNotification } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();
  // The toast on screen is the queue's head: it leaves the queue once its exit has played.
  const current: NotificationPayload | undefined = notifications[0];
  const [closed, setClosed] = useState<NotificationPayload>();
  // A toast closes once its entrance has begun (a Snackbar that never opened would never play the exit that ends it).
  const [entering, setEntering] = useState<NotificationPayload>();
  const open = current !== undefined && current !== closed;
  if (open && notifications.length > 1 && entering === current) setClosed(current);

  const close = useCallback(() => setClosed(current), [current]);
  const settle = (isUndo: boolean) => takeMutation()?.({ isUndo });
  const exited = () => {
    if (current?.notificationOptions?.undoable) settle(false);
    takeNotification();
  };

  if (!current) return null;
  const { message, type, notificationOptions = {} } = current;
  const { autoHideDuration, messageArgs, multiLine, undoable } = notificationOptions;
  const className = [`${PREFIX}-${type}`, multiLine ? `${PREFIX}-multiLine` : ''].join(' ').trim();
  return (
    <CloseNotificationContext.Provider value={close}>
      <ToastBar
        open={open}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        autoHideDuration={autoHideDuration === undefined ? TOAST_DURATION_MS : (autoHideDuration ?? undefined)}
        disableWindowBlurListener={undoable}
        onClose={close}
        message={typeof message === 'string' ? translate(message, messageArgs) : undefined}
        action={
          undoable ? (
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                settle(true);
                close();
              }}
            >
              {translate('ra.action.undo')}
            </Button>
          ) : null
        }
        slotProps={{
          transition: { onEnter: () => setEntering(current), onExited: exited },
          content: { className, role: 'none' },
        }}
      >
        {typeof message === 'string' ? undefined : <div>{message}</div>}
      </ToastBar>
    </CloseNotificationContext.Provider>
  );
}

const URGENT: ReadonlySet<NotificationPayload['type']> = new Set(['error', 'warning']);

export default function PortalNotification() {
  const { notifications } = useNotificationContext();
  const urgent = notifications[0] !== undefined && URGENT.has(notifications[0].type);
  return (
    <>
      <div aria-live="polite">
        {urgent ? null : <Toasts />}
        <ActionProgressToast hidden={notifications.length > 0} live={false} />
      </div>
      <div aria-live="assertive">{urgent ? <Toasts /> : null}</div>
    </>
  );
}
