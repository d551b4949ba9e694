/** The list filters (spec section 2): country, plan (of that country), DID number (contains). */
import { useQuery } from '@tanstack/react-query';
import { SelectInput, TextInput } from 'react-admin';
import { countriesQuery, countryPlansQuery } from '../../../providers/api/profiles';
import { PlanFilterInput } from '../../../src/components/PlanFilterInput';

export function useChannelFilters() {
  const { data: countries = [], isPending } = useQuery(countriesQuery);
  return [
    <SelectInput
      key="country"
      source="country"
      label="capacity.dedicated.filters.country"
      choices={countries}
      isPending={isPending}
      optionValue="value"
      optionText="name"
      alwaysOn
    />,
    <PlanFilterInput
      key="plan"
      source="plan"
      plans={countryPlansQuery}
      label="capacity.dedicated.filters.plan"
      alwaysOn
    />,
    <TextInput key="did" source="did" label="capacity.dedicated.filters.did" alwaysOn resettable={false} />,
  ];
}
