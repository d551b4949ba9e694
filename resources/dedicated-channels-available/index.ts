import { defineResource } from '@/src/console/defineResource';
import { ENDPOINTS } from '@/providers/endpoints';

/**
 * The numbers that can get more dedicated channels: /order/dedicated-channels reads them as a paginated
 * list (the page, which spans the cart too, is in src/pages/order/channels), so the collection has no route of its own.
 */
export default defineResource()({
  name: 'dedicated-channels-available',
  id: 'did',
  api: { list: ENDPOINTS.dedicatedChannels.available },
  filters: { country: 'country', plan: 'plan', did: 'did' },
  routes: [],
});
