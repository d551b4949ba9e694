/** The list filters (spec section 2): country, plan (of that country), type, name (contains). */
import { SelectInput, TextInput } from 'react-admin';
import { useTranslate } from 'ra-core';
import { groupCountriesQuery, groupPlansQuery } from '@/providers/api/capacity';
import { GROUP_TYPES } from '@/resources/did-groups/groupTypes';
import { PlanFilterInput } from '@/src/components/PlanFilterInput';
import { CountryFilterInput } from '@/src/components/CountryFilterInput';

export function useDidGroupFilters() {
  const translate = useTranslate();
  const types = GROUP_TYPES.map((id) => ({ id, name: translate(`capacity.didGroups.types.${id}`) }));
  return [
    <CountryFilterInput
      key="country"
      source="country"
      label="capacity.didGroups.filters.country"
      countries={groupCountriesQuery}
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
