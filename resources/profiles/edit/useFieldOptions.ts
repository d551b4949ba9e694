/** The options of the select fields: country, area (of the chosen data country) and salutation. */
import { useQuery } from '@tanstack/react-query';
import { areasQuery, countriesQuery, salutationsQuery } from '@/providers/api/profiles';
import type { SelectOption } from '@/providers/types';
import { useCountryOptions } from '@/src/components/countryName';

export const SELECT_FIELDS = new Set(['country', 'area', 'salutation']);

export type FieldOptions = Record<string, SelectOption<string | number>[]>;

export function useFieldOptions(country: string | number | null | undefined): FieldOptions {
  const countries = useQuery(countriesQuery);
  const areas = useQuery({ ...areasQuery(country ?? ''), enabled: country != null && country !== '' });
  const salutations = useQuery(salutationsQuery);
  const countryOptions = useCountryOptions(countries.data);
  return {
    country: countryOptions,
    area: country != null && country !== '' ? (areas.data ?? []) : [],
    salutation: salutations.data ?? [],
  };
}
