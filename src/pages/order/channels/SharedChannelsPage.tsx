/** /order/shared-channels (capacity customers; the navigation table guards the path). */
import { SharedChannelScreen } from './SharedChannelScreen';

export default function SharedChannelsPage() {
  return <SharedChannelScreen mode="order" />;
}
