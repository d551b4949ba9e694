/** The list filters, always shown: end-user name (contains) and country (from the countries lookup). */
import { useQuery } from '@tanstack/react-query';
import { SelectInput, TextInput } from 'react-admin';
import { countriesQuery } from '../../../providers/api/profiles';

export function useProfileFilters() {
  const { data: countries = [], isPending } = useQuery(countriesQuery);
  return [
    <TextInput key="name" source="name" label="profiles.list.filters.name" alwaysOn resettable={false} />,
    <SelectInput
      key="country"
      source="country"
      label="profiles.list.filters.country"
      choices={countries}
      isPending={isPending}
      optionValue="value"
      optionText="name"
      alwaysOn
    />,
  ];
}
