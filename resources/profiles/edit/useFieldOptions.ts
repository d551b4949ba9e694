/** The options of the select fields: country, area (of the chosen data country) and salutation. */
import { useQuery } from '@tanstack/react-query';
import { areasQuery, countriesQuery, salutationsQuery } from '../../../providers/api/profiles';
import type { SelectOption } from '../../../providers/types';

export const SELECT_FIELDS = new Set(['country', 'area', 'salutation']);

export type FieldOptions = Record<string, SelectOption<string | number>[]>;

export function useFieldOptions(country: string | number | null | undefined): FieldOptions {
  const countries = useQuery(countriesQuery);
  const areas = useQuery({ ...areasQuery(country ?? ''), enabled: country != null && country !== '' });
  const salutations = useQuery(salutationsQuery);
  return {
    country: countries.data ?? [],
    area: country != null && country !== '' ? (areas.data ?? []) : [],
    salutation: salutations.data ?? [],
  };
}
