/** /order/dedicated-channels: the numbers that can get more dedicated channels, with + and - per number. */
import { DedicatedChannelScreen } from './DedicatedChannelScreen';

export default function DedicatedChannelsPage() {
  return <DedicatedChannelScreen mode="order" />;
}
