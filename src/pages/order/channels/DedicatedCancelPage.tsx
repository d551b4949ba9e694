/** /order/dedicated-channels/cancel: the numbers' bought channels, to put into the cancellation cart. */
import { DedicatedChannelScreen } from './DedicatedChannelScreen';

export default function DedicatedCancelPage() {
  return <DedicatedChannelScreen mode="cancel" />;
}
