import { lazyRoute } from '@/src/components/lazyRoute';
import CallSplitIcon from '@mui/icons-material/CallSplit';
import { defineResource } from '@/resources/defineResource';
import { ENDPOINTS } from '@/providers/endpoints';
import { PATHS } from '@/src/paths';
import { CHANNEL_LIST } from './list/channelList';

export default defineResource({
  name: 'dedicated-channels',
  id: 'did',
  api: { list: ENDPOINTS.dedicatedChannels.existing, export: ENDPOINTS.dedicatedChannels.existing },
  filters: { country: 'country', plan: 'plan', did: 'did' },
  routes: [
    {
      path: PATHS.capacity.dedicatedChannels,
      component: lazyRoute(() => import('./DedicatedChannelList')),
      list: CHANNEL_LIST,
    },
  ],
  icon: CallSplitIcon,
  recordRepresentation: 'did',
});
