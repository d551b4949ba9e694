/** Trunks, DID groups and dedicated channels (spec part 1 section 7 "Trunks", "Dedicated channels and DID groups"). */
import { queryOptions } from '@tanstack/react-query';
import { http } from '@/providers/http';
import { ENDPOINTS, apiPath } from '@/providers/endpoints';
import type { DidGroup, SelectOption, TrunkAddress } from '@/providers/types';

const trunk = (id: number | string) => apiPath(ENDPOINTS.trunks.one, { id });
const group = (id: number | string) => apiPath(ENDPOINTS.didGroups.one, { id });

export const fetchTrunkAddresses = (id: number | string) => http<TrunkAddress[]>(`${trunk(id)}/ip-addresses`);
export const createTrunkAddress = (id: number | string, body: Omit<TrunkAddress, 'id'>) =>
  http<TrunkAddress>(`${trunk(id)}/ip-addresses`, { method: 'POST', body });
export const updateTrunkAddresses = (id: number | string, rows: TrunkAddress[]) =>
  http<TrunkAddress[]>(`${trunk(id)}/ip-addresses/update`, { method: 'POST', body: rows });
export const deleteTrunkAddress = (id: number | string, addressId: number | string) =>
  http<void>(`${trunk(id)}/ip-addresses/${addressId}`, { method: 'DELETE' });

export interface GroupPlanOption extends SelectOption<number> {
  plan_type: number;
  is_pstn: boolean;
}
export interface NewDidGroup {
  name: string;
  plan: { pk: number; is_pstn: boolean };
  country: number;
}

export const fetchDidGroup = (id: number | string) => http<DidGroup>(group(id));
export const fetchGroupCountries = () =>
  http<SelectOption<number>[]>('customer/capacity/did-groups/countries/for-select');
export const fetchGroupPlans = (countryId: number | string) =>
  http<GroupPlanOption[]>(`customer/capacity/did-groups/countries/${countryId}/plans/for-select`);
export const checkGroupName = (name: string, signal?: AbortSignal) =>
  http<{ unique: boolean }>('customer/capacity/did-groups/check-unique', { query: { name }, signal });
export const createDidGroup = (body: NewDidGroup) =>
  http<{ id: number }>(ENDPOINTS.didGroups.list, { method: 'POST', body });
export const renameDidGroup = (id: number | string, name: string) =>
  http<DidGroup>(group(id), { method: 'PATCH', body: { name } });
export const saveGroupDids = (id: number | string, dids: string[]) =>
  http<unknown>(`${group(id)}/save`, { method: 'PATCH', body: { dids } });
export const deleteDidGroup = (id: number | string) => http<void>(group(id), { method: 'DELETE' });

const LOOKUP = { staleTime: 5 * 60_000 };
export const trunkAddressesQuery = (id: number | string) =>
  queryOptions({
    queryKey: [ENDPOINTS.trunks.list, String(id), 'ip-addresses'],
    queryFn: () => fetchTrunkAddresses(id),
  });
export const didGroupQuery = (id: number | string) =>
  queryOptions({ queryKey: [ENDPOINTS.didGroups.list, String(id)], queryFn: () => fetchDidGroup(id) });
export const groupCountriesQuery = queryOptions({
  queryKey: ['customer/capacity/did-groups/countries'],
  queryFn: fetchGroupCountries,
  ...LOOKUP,
});
export const groupPlansQuery = (countryId: number | string) =>
  queryOptions({
    queryKey: ['customer/capacity/did-groups/countries', String(countryId), 'plans'],
    queryFn: () => fetchGroupPlans(countryId),
    ...LOOKUP,
  });
