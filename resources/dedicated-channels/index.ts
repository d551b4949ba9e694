/** Dedicated channels (spec part 1 section 2 "Capacity"): the numbers with their dedicated channels, filtered. */
import CallSplitIcon from '@mui/icons-material/CallSplit';
import { defineResource } from '@/resources/defineResource';
import { ENDPOINTS } from '@/providers/endpoints';
import { country, number, text } from '@/src/console/fields';
import { lazyPart } from '@/src/console/lazyPart';
import { PATHS } from '@/src/paths';

export default defineResource({
  name: 'dedicated-channels',
  id: 'did',
  api: { list: ENDPOINTS.dedicatedChannels.existing, export: ENDPOINTS.dedicatedChannels.existing },
  fields: {
    did: text({
      column: { wrap: false },
      card: 'key',
      filter: { url: 'did', label: 'capacity.dedicated.filters.did' },
    }),
    country: country({ filter: { url: 'country', numeric: true, label: 'capacity.dedicated.filters.country' } }),
    // On a card: "Germany, Berlin Capacity".
    place: text({ column: false, card: 'plain', render: lazyPart(() => import('./list/PlaceLine')) }),
    account: text({ card: 'line' }),
    plan: text({
      filter: {
        url: 'plan',
        numeric: true,
        label: 'capacity.dedicated.filters.plan',
        component: lazyPart(() => import('./list/PlanFilter')),
      },
    }),
    n_channels: number(),
    max_n_channels: number({ render: lazyPart(() => import('./list/MaxChannelsCell')) }),
    // On a card: "Dedicated channels: 2 / 10".
    channels: number({ column: false, card: 'line', render: lazyPart(() => import('./list/ChannelsLine')) }),
  },
  list: {
    path: PATHS.capacity.dedicatedChannels,
    title: 'capacity.dedicated.title',
    actions: lazyPart(() => import('./list/DedicatedChannelActions')),
    filterOrder: ['country', 'plan', 'did'],
  },
  routes: [],
  icon: CallSplitIcon,
  recordRepresentation: 'did',
});
