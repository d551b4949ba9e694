/** Lists every toast requested through react-admin's useNotify, translated, with its duration. */
import { useNotificationContext } from 'react-admin';
import { useTranslate } from 'ra-core';

export function NotificationProbe() {
  const { notifications } = useNotificationContext();
  const translate = useTranslate();
  return (
    <ul aria-label="toasts">
      {notifications.map((notification, index) => {
        const options = notification.notificationOptions ?? {};
        const text = translate(notification.message as string, { _: notification.message, ...options.messageArgs });
        return (
          <li key={index} data-type={notification.type} data-duration={options.autoHideDuration ?? ''}>
            {text}
          </li>
        );
      })}
    </ul>
  );
}
