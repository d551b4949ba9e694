/**
 * Reports calls outside the CDR list resource (spec part 2 section 7 "Reports"): the snapshot, the CDR lookups, the
 * CDR summary (ours, a sandbox extension) and the DID groups of a capacity customer with their plans.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ENDPOINTS } from '@/providers/endpoints';
import { getList, http, type Query } from '@/providers/http';
import type { CdrSummary, DidGroupReportParams, DidGroupReportRow } from '@/providers/entities/reports';
import type { SelectOption } from '@/providers/types';

/** The snapshot page and the dashboard's widget share one query (one request, one cache entry). */
export { accountSnapshotQuery } from './dashboard';

const TRAFFIC_TYPES = ENDPOINTS.reports.cdrsTrafficTypes;
const destinations = (countryId: number | string) => `customer/plans/countries/${countryId}/destinations/for-select`;

export const fetchTrafficTypes = () => http<SelectOption<number | string>[]>(TRAFFIC_TYPES);
export const fetchDestinations = (countryId: number | string) =>
  http<SelectOption<number | string>[]>(destinations(countryId));

const LOOKUP = { staleTime: 10 * 60_000 };

export const trafficTypesQuery = queryOptions({ queryKey: [TRAFFIC_TYPES], queryFn: fetchTrafficTypes, ...LOOKUP });
export const destinationsQuery = (countryId: number | string) =>
  queryOptions({ queryKey: [destinations(countryId)], queryFn: () => fetchDestinations(countryId), ...LOOKUP });

/** The totals and calls per day of the call records under the list's filters (API names: country, start_time...). */
export const fetchCdrSummary = (filters: Query, signal?: AbortSignal) =>
  http<CdrSummary>(ENDPOINTS.reports.cdrsSummary, { query: filters, signal });

/** The summary of the filters shown; the previous one stays while the next one loads, so the strip never empties. */
export const cdrSummaryQuery = (filters: Query) =>
  queryOptions({
    queryKey: [ENDPOINTS.reports.cdrsSummary, filters],
    queryFn: ({ signal }) => fetchCdrSummary(filters, signal),
    placeholderData: keepPreviousData,
  });

export const fetchDidGroupsReport = ({ page, pageSize, country, plan }: DidGroupReportParams, signal?: AbortSignal) =>
  getList<DidGroupReportRow>(ENDPOINTS.reports.didGroups, { page, pageSize, filters: { country, plan }, signal });
export const fetchDidGroupPlans = (countryId: number) =>
  http<SelectOption<number>[]>(ENDPOINTS.reports.didGroupPlans, { query: { country: countryId } });

/** A page of DID groups; the page shown stays while the next one loads. */
export const didGroupsReportQuery = (params: DidGroupReportParams) =>
  queryOptions({
    queryKey: [ENDPOINTS.reports.didGroups, params],
    queryFn: ({ signal }) => fetchDidGroupsReport(params, signal),
    placeholderData: keepPreviousData,
  });
export const didGroupPlansQuery = (countryId: number) =>
  queryOptions({
    queryKey: [ENDPOINTS.reports.didGroupPlans, countryId],
    queryFn: () => fetchDidGroupPlans(countryId),
    ...LOOKUP,
  });
