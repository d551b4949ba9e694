/** The list filters (spec section 2): country, plan (of that country), type, name (contains). */
import { useQuery } from '@tanstack/react-query';
import { SelectInput, TextInput, useTranslate } from 'react-admin';
import { groupCountriesQuery, groupPlansQuery } from '../../../providers/api/capacity';
import { GROUP_TYPES } from '../groupTypes';
import { PlanFilterInput } from '../../../src/components/PlanFilterInput';

export function useDidGroupFilters() {
  const translate = useTranslate();
  const { data: countries = [], isPending } = useQuery(groupCountriesQuery);
  const types = GROUP_TYPES.map((id) => ({ id, name: translate(`capacity.didGroups.types.${id}`) }));
  return [
    <SelectInput
      key="country"
      source="country"
      label="capacity.didGroups.filters.country"
      choices={countries}
      isPending={isPending}
      optionValue="value"
      optionText="name"
      alwaysOn
    />,
    <PlanFilterInput
      key="plan"
      source="plan"
      plans={groupPlansQuery}
      label="capacity.didGroups.filters.plan"
      alwaysOn
    />,
    <SelectInput key="type" source="type" label="capacity.didGroups.filters.type" choices={types} alwaysOn />,
    <TextInput key="name" source="name" label="capacity.didGroups.filters.name" alwaysOn resettable={false} />,
  ];
}
