/** My numbers beyond the list: number changes, details tabs, statistics, routing, cancellation cart (spec part 1 section 7 "Numbers"). */
import { queryOptions } from '@tanstack/react-query';
import { http } from '@/providers/http';
import { ENDPOINTS, apiPath } from '@/providers/endpoints';
import { fetchProfilesForSelect } from './profiles';
import type {
  ExistingNumber,
  NumberStatistics,
  OutboundRate,
  Reachability,
  RoutingEntry,
  SelectOption,
  ShadowRoutingNumber,
} from '@/providers/types';

const did = (number: string) => apiPath(ENDPOINTS.numbers.one, { id: number });
/** The cache key of a number's details: every tab's query starts with it. */
export const numberKey = (number: string) => [did(number)];

export interface NumberChange {
  customer_trunk?: { id: number };
  profile?: { id: number };
}
export const updateNumber = (number: string, change: NumberChange) =>
  http<ExistingNumber>(did(number), { method: 'PATCH', body: change });

export const addToCancellationCart = (ids: number[]) =>
  http<{ message: string }>('customer/cart/cancellations/add', { method: 'POST', body: { ids } });

export const fetchTrunksForSelect = () => http<SelectOption<number>[]>(ENDPOINTS.trunks.forSelect);
const ORIGINATING_NETWORKS = 'dids/originating-networks/for_select';
export const fetchOriginatingNetworks = () => http<SelectOption<number>[]>(ORIGINATING_NETWORKS);

export interface DidGroupRef {
  id: number;
  name: string;
  is_default: boolean;
}

export const reachabilityQuery = (number: string) =>
  queryOptions({
    queryKey: [did(number), 'reachability'],
    queryFn: () => http<Reachability>(`${did(number)}/reachability-and-services`),
  });
export const outboundRatesQuery = (number: string) =>
  queryOptions({
    queryKey: [did(number), 'outbound-rates'],
    queryFn: () => http<OutboundRate[]>(`${did(number)}/outbound-rates`),
  });
export const numberDidGroupQuery = (number: string) =>
  queryOptions({ queryKey: [did(number), 'did-group'], queryFn: () => http<DidGroupRef>(`${did(number)}/did-group`) });
export const statisticsQuery = (number: string) =>
  queryOptions({
    queryKey: [did(number), 'statistics'],
    queryFn: () => http<NumberStatistics>(`${did(number)}/statistics`),
  });
export const latestCallQuery = (number: string) =>
  queryOptions({
    queryKey: [did(number), 'latest-call'],
    queryFn: () => http<{ start_time: string | null }>(`dids/${encodeURIComponent(number)}/statistics/cdrs/latest`),
  });
export const routingNumbersQuery = (number: string) =>
  queryOptions({
    queryKey: [did(number), 'routing-number'],
    queryFn: () => http<RoutingEntry[]>(`${did(number)}/routing/routing-number`),
  });
export const shadowRoutingQuery = (number: string) =>
  queryOptions({
    queryKey: [did(number), 'shadow-routing-number'],
    queryFn: () => http<ShadowRoutingNumber | null>(`${did(number)}/routing/shadow-routing-number`),
  });

const LOOKUP = { staleTime: 60_000 };
export const trunksForSelectQuery = queryOptions({
  queryKey: [ENDPOINTS.trunks.forSelect],
  queryFn: fetchTrunksForSelect,
  ...LOOKUP,
});
export const originatingNetworksQuery = queryOptions({
  queryKey: [ORIGINATING_NETWORKS],
  queryFn: fetchOriginatingNetworks,
  staleTime: 10 * 60_000,
});
export const profilesWithoutBlockedQuery = queryOptions({
  queryKey: [ENDPOINTS.profiles.forSelectWithoutBlocked],
  queryFn: () => fetchProfilesForSelect(true),
});

const routing = (number: string) => `${did(number)}/routing/routing-number`;
const shadow = (number: string) => `${did(number)}/routing/shadow-routing-number`;
export interface RoutingBody {
  id?: number;
  nature: { id: number };
  number_out: string;
}
export const createRoutingNumber = (number: string, body: RoutingBody) =>
  http<RoutingEntry>(routing(number), { method: 'POST', body });
export const updateRoutingNumber = (number: string, body: RoutingBody) =>
  http<RoutingEntry>(routing(number), { method: 'PUT', body });
export const deleteRoutingNumber = (number: string, id: number) =>
  http<void>(`${routing(number)}/${id}`, { method: 'DELETE' });
export const createShadowRouting = (number: string, value: string) =>
  http<ShadowRoutingNumber>(shadow(number), { method: 'POST', body: { number: value } });
export const updateShadowRouting = (number: string, id: number, value: string) =>
  http<ShadowRoutingNumber>(`${shadow(number)}/${id}`, { method: 'PUT', body: { number: value } });
export const deleteShadowRouting = (number: string, id: number) =>
  http<void>(`${shadow(number)}/${id}`, { method: 'DELETE' });
