/**
 * A list's Country filter: a select over a countries lookup, the customer's countries unless the list has its own
 * (DID groups: the countries that have groups). The filters that depend on it (area, plan, destination) are
 * CountryChoiceFilterInput's and PlanFilterInput's.
 */
import { useQuery } from '@tanstack/react-query';
import { SelectInput, type SelectInputProps } from 'react-admin';
import { countriesQuery } from '@/providers/api/profiles';
import { useCountryOptions } from './countryName';

type Props = Omit<SelectInputProps, 'choices' | 'isPending' | 'optionValue' | 'optionText'> & {
  source: string;
  /** i18n key of the input's label. */
  label: string;
  /** The lookup (default: the customer's countries). */
  countries?: typeof countriesQuery;
};

/** What react-admin's filter form gives each filter (its size, no helper text) reaches the select. */
export function CountryFilterInput({ countries = countriesQuery, ...select }: Props) {
  const { data, isPending } = useQuery(countries);
  const choices = useCountryOptions(data);
  return <SelectInput {...select} choices={choices} isPending={isPending} optionValue="value" optionText="name" />;
}
