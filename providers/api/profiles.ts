/** End-user profiles and their lookups (spec part 2 section 7 "Profiles"). */
import { queryOptions } from '@tanstack/react-query';
import { http, upload, type UploadProgress } from '@/providers/http';
import { ENDPOINTS, apiPath } from '@/providers/endpoints';
import type {
  DidServiceType,
  EndUserData,
  PlanOption,
  Profile,
  ProfileDocument,
  ProfileForm,
  SelectOption,
} from '@/providers/types';

const account = (id: number | string) => apiPath(ENDPOINTS.profiles.one, { id });
/** The cache key of a profile and everything read under it (its form, its documents). */
export const profileKey = (id: number | string) => [ENDPOINTS.profiles.list, String(id)];
const COUNTRIES = 'customer/countries/for-select';

export const fetchProfile = (id: number | string) => http<Profile>(account(id));
export const checkProfileName = (name: string, signal?: AbortSignal) =>
  http<{ unique: boolean }>('customer/account/check-unique', { query: { name }, signal });
export const createProfile = (name: string) =>
  http<{ id: number }>(ENDPOINTS.profiles.list, { method: 'POST', body: { name } });
export const setDefaultProfile = (id: number | string, isDefault: boolean) =>
  http<Profile>(account(id), { method: 'PATCH', body: { default: isDefault } });

/** The form for a plan when one is chosen, else every document ("All Documents"). */
export const fetchProfileForm = (id: number | string, plan?: { id: number | string; type: number | string }) =>
  http<ProfileForm>(plan ? `${account(id)}/form/plan/${plan.id}/type/${plan.type}` : `${account(id)}/form`);
export const fetchProfileFormForDid = (id: number | string, did: string) =>
  http<ProfileForm>(`${account(id)}/form/did/${did}`);

/** A draft profile's data is created (POST); a saved one is updated (PUT). */
export const saveEndUserData = (id: number | string, data: EndUserData, isDraft: boolean) =>
  isDraft
    ? http<{ message: string }>(`${account(id)}/end-user-data`, { method: 'POST', body: data })
    : http<{ message: string }>(`${account(id)}/end-user-data/update`, { method: 'PUT', body: data });

export const fetchProfileDocuments = (id: number | string) => http<ProfileDocument[]>(`${account(id)}/documents`);

/** Multipart: `document_<typeId>` file lists, plus `country` and `area`. */
export const uploadProfileDocuments = (
  id: number | string,
  files: Record<number, File[]>,
  place: { country: string | number | null; area: string | number | null },
  onProgress?: (progress: UploadProgress) => void,
) => {
  const body = new FormData();
  for (const [typeId, list] of Object.entries(files)) list.forEach((file) => body.append(`document_${typeId}`, file));
  if (place.country != null && place.country !== '') body.append('country', String(place.country));
  if (place.area != null && place.area !== '') body.append('area', String(place.area));
  return upload<{ message: string }>(`${account(id)}/documents`, body, onProgress);
};

export const fetchProfilesForSelect = (withoutBlocked = false) =>
  http<SelectOption<number>[]>(
    withoutBlocked ? ENDPOINTS.profiles.forSelectWithoutBlocked : ENDPOINTS.profiles.forSelect,
  );
export const fetchCountries = () => http<SelectOption<number>[]>(COUNTRIES);
export const fetchAreas = (countryId: number | string) =>
  http<SelectOption<number>[]>(`customer/countries/${countryId}/areas/for-select`);
export const fetchCountryPlans = (countryId: number | string) =>
  http<PlanOption[]>(`customer/plans/countries/${countryId}/for-select`);
export const fetchSalutations = () => http<SelectOption<string>[]>('customer/salutations/for-select');
export const fetchDidServiceTypes = () => http<DidServiceType[]>(ENDPOINTS.account.didServiceTypes);

const LOOKUP = { staleTime: 10 * 60_000 };
export const countriesQuery = queryOptions({ queryKey: [COUNTRIES], queryFn: fetchCountries, ...LOOKUP });
export const areasQuery = (countryId: number | string) =>
  queryOptions({
    queryKey: ['customer/countries', countryId, 'areas'],
    queryFn: () => fetchAreas(countryId),
    ...LOOKUP,
  });
export const countryPlansQuery = (countryId: number | string) =>
  queryOptions({
    queryKey: ['customer/plans/countries', countryId],
    queryFn: () => fetchCountryPlans(countryId),
    ...LOOKUP,
  });
export const salutationsQuery = queryOptions({
  queryKey: ['customer/salutations'],
  queryFn: fetchSalutations,
  ...LOOKUP,
});
export const profilesForSelectQuery = queryOptions({
  queryKey: [ENDPOINTS.profiles.forSelect],
  queryFn: () => fetchProfilesForSelect(),
});
export const profileQuery = (id: number | string) =>
  queryOptions({ queryKey: profileKey(id), queryFn: () => fetchProfile(id) });
export const profileFormQuery = (id: number | string, plan?: { id: number | string; type: number | string }) =>
  queryOptions({
    queryKey: [...profileKey(id), 'form', plan ? `${plan.id}/${plan.type}` : 'all'],
    queryFn: () => fetchProfileForm(id, plan),
  });
export const profileDocumentsQuery = (id: number | string) =>
  queryOptions({ queryKey: [...profileKey(id), 'documents'], queryFn: () => fetchProfileDocuments(id) });
