/** The ordering and cancelling wizards' filters (spec section 2): country, plan (of that country), DID number. */
import { TextInput } from 'react-admin';
import { countryPlansQuery } from '@/providers/api/profiles';
import { PlanFilterInput } from '@/src/components/PlanFilterInput';
import { CountryFilterInput } from '@/src/components/CountryFilterInput';

export function useChannelFilters() {
  return [
    <CountryFilterInput key="country" source="country" label="capacity.dedicated.filters.country" alwaysOn />,
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
