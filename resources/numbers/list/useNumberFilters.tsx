/** The list filters, always shown: country, area (of the chosen country), DID number, end user name. */
import { useQuery } from '@tanstack/react-query';
import { SelectInput, TextInput } from 'react-admin';
import { countriesQuery } from '../../../providers/api/profiles';
import { AreaFilterInput } from '../../../src/components/AreaFilterInput';

export function useNumberFilters() {
  const { data: countries = [], isPending } = useQuery(countriesQuery);
  return [
    <SelectInput
      key="country"
      source="country"
      label="numbers.list.filters.country"
      choices={countries}
      isPending={isPending}
      optionValue="value"
      optionText="name"
      alwaysOn
    />,
    <AreaFilterInput key="area" source="area" label="numbers.list.filters.area" alwaysOn />,
    <TextInput key="did" source="did" label="numbers.list.filters.did" alwaysOn resettable={false} />,
    <TextInput key="profile" source="profile" label="numbers.list.filters.profile" alwaysOn resettable={false} />,
  ];
}
