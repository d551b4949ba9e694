/** /order/shared-channels/cancel: shared channels of each DID group to cancel. */
import { SharedChannelScreen } from './SharedChannelScreen';

export default function SharedCancelPage() {
  return <SharedChannelScreen mode="cancel" />;
}
