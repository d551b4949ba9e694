/** Placeholder: replaced by its owner. */
import { Notification } from 'react-admin';
export default function PortalNotification() {
  return <Notification />;
}
