/** Reports calls outside the CDR list resource (spec part 2 section 7 "Reports"): the snapshot and the CDR lookups. */
import { queryOptions } from '@tanstack/react-query';
import { http } from '../http';
import type { SelectOption } from '../types';

/** The snapshot page and the dashboard's widget share one query (one request, one cache entry). */
export { accountSnapshotQuery } from './dashboard';

const TRAFFIC_TYPES = 'customer/reports/pcdrs/traffic-types';
const destinations = (countryId: number | string) => `customer/plans/countries/${countryId}/destinations/for-select`;

export const fetchTrafficTypes = () => http<SelectOption<number | string>[]>(TRAFFIC_TYPES);
export const fetchDestinations = (countryId: number | string) =>
  http<SelectOption<number | string>[]>(destinations(countryId));

const LOOKUP = { staleTime: 10 * 60_000 };

export const trafficTypesQuery = queryOptions({ queryKey: [TRAFFIC_TYPES], queryFn: fetchTrafficTypes, ...LOOKUP });
export const destinationsQuery = (countryId: number | string) =>
  queryOptions({ queryKey: [destinations(countryId)], queryFn: () => fetchDestinations(countryId), ...LOOKUP });
