import { lazyRoute } from '../../src/components/lazyRoute';
import CallSplitIcon from '@mui/icons-material/CallSplit';
import { defineResource } from '../defineResource';

export const DEDICATED_CHANNEL_PATHS = {
  list: '/capacity/dedicated-channels',
  buy: '/order/dedicated-channels',
  cancel: '/order/dedicated-channels/cancel',
} as const;

export default defineResource({
  name: 'dedicated-channels',
  id: 'did',
  api: { list: 'customer/dids/dedicated-channels/existing', export: 'customer/dids/dedicated-channels/existing' },
  filters: { country: 'country', plan: 'plan', did: 'did' },
  routes: [{ path: DEDICATED_CHANNEL_PATHS.list, component: lazyRoute(() => import('./DedicatedChannelList')) }],
  icon: CallSplitIcon,
  recordRepresentation: 'did',
});
