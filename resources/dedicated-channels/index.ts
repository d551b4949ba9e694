/** Dedicated channels (spec part 1 section 2 "Capacity"): the numbers with their dedicated channels, filtered. */
import CallSplitIcon from '@mui/icons-material/CallSplit';
import { defineResource } from '@/src/console/defineResource';
import type { DedicatedChannelRow } from '@/providers/types';
import { ENDPOINTS } from '@/providers/endpoints';
import { country, number, text } from '@/src/console/fields';
import { lazyPart } from '@/src/console/lazyPart';
import { PATHS } from '@/src/paths';

/** The list view's hand-written parts, one chunk: the view's route loads them together. */
const listParts = () => import('./list/parts');

export default defineResource<DedicatedChannelRow>()({
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
    place: text({ column: false, card: 'plain', render: lazyPart(listParts, 'PlaceLine') }),
    account: text({ card: 'line' }),
    plan: text({
      filter: {
        url: 'plan',
        numeric: true,
        label: 'capacity.dedicated.filters.plan',
        component: lazyPart(listParts, 'PlanFilter'),
      },
    }),
    n_channels: number(),
    max_n_channels: number({ render: lazyPart(listParts, 'MaxChannelsCell') }),
    // On a card: "Dedicated channels: 2 / 10".
    channels: number({ column: false, card: 'line', render: lazyPart(listParts, 'ChannelsLine') }),
  },
  list: {
    path: PATHS.capacity.dedicatedChannels,
    title: 'capacity.dedicated.title',
    actions: lazyPart(listParts, 'DedicatedChannelActions'),
    filterOrder: ['country', 'plan', 'did'],
  },
  routes: [],
  icon: CallSplitIcon,
  recordRepresentation: 'did',
});
