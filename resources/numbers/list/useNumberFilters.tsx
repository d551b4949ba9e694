/** The list filters, always shown: country, area (of the chosen country), DID number, end user name. */
import { TextInput } from 'react-admin';
import { AreaFilterInput } from '@/src/components/AreaFilterInput';
import { CountryFilterInput } from '@/src/components/CountryFilterInput';

export function useNumberFilters() {
  return [
    <CountryFilterInput key="country" source="country" label="numbers.list.filters.country" alwaysOn />,
    <AreaFilterInput key="area" source="area" label="numbers.list.filters.area" alwaysOn />,
    <TextInput key="did" source="did" label="numbers.list.filters.did" alwaysOn resettable={false} />,
    <TextInput key="profile" source="profile" label="numbers.list.filters.profile" alwaysOn resettable={false} />,
  ];
}
