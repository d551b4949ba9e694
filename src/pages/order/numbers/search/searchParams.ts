/**
 * The number search in the query string (spec part 1 section 2): country, typeOfService, didType
 * (repeated, or a comma list), prefix and prefixName.
 */
export interface NumberSearch {
  country: number | null;
  typeOfService: number | null;
  didTypes: number[];
  prefix: string;
  prefixName: string;
}

export const EMPTY_SEARCH: NumberSearch = {
  country: null,
  typeOfService: null,
  didTypes: [],
  prefix: '',
  prefixName: '',
};

const positiveInt = (value: string | null): number | null =>
  value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null;

export function parseSearch(params: URLSearchParams): NumberSearch {
  const didTypes = params
    .getAll('didType')
    .flatMap((value) => value.split(','))
    .map((value) => positiveInt(value.trim()))
    .filter((value): value is number => value !== null);
  return {
    country: positiveInt(params.get('country')),
    typeOfService: positiveInt(params.get('typeOfService')),
    didTypes: [...new Set(didTypes)].sort((a, b) => a - b),
    prefix: params.get('prefix') ?? '',
    prefixName: params.get('prefixName') ?? '',
  };
}

/** The search as URL parameters (didType repeated; empty values left out). */
export function serializeSearch(search: Partial<NumberSearch>): URLSearchParams {
  const params = new URLSearchParams();
  if (search.country) params.set('country', String(search.country));
  if (search.typeOfService) params.set('typeOfService', String(search.typeOfService));
  for (const type of search.didTypes ?? []) params.append('didType', String(type));
  if (search.prefix) params.set('prefix', search.prefix);
  if (search.prefixName) params.set('prefixName', search.prefixName);
  return params;
}

/** Country and type of service are required before plans can be searched. */
export const isSearchComplete = (
  search: NumberSearch,
): search is NumberSearch & { country: number; typeOfService: number } =>
  search.country !== null && search.typeOfService !== null;
