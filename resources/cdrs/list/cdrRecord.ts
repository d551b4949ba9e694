/** A call record as the list holds it, and its filters' names in the URL and in the API (a leaf module). */
import type { CdrRow } from '@/providers/entities/reports';

export type CdrRecord = CdrRow & { id: number | string };

/**
 * UI filter (URL) -> API query parameter, for the list, its export and its totals (which ask the summary with the
 * list's filters). From and To are kept as the ISO 8601 UTC the API is sent.
 */
export const CDR_FILTERS = {
  country: 'country',
  area: 'area',
  from: 'start_time',
  to: 'end_time',
  completed: 'realized',
  trafficType: 'traffic_type',
  destination: 'destination',
};
