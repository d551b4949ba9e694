import { Notification } from 'react-admin';
import { TOAST_DURATION_MS } from '../config';
import { ActionProgressToast } from './ActionProgressToast';

/**
 * Toasts at the bottom right, closing after 5 s unless the screen asks for 2.5 s (notify's autoHideDuration); while an
 * action runs, its loading toast.
 */
export default function PortalNotification() {
  return (
    <>
      <Notification anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} autoHideDuration={TOAST_DURATION_MS} />
      <ActionProgressToast />
    </>
  );
}
