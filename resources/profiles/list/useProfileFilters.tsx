/** The list filters, always shown: end-user name (contains) and country (from the countries lookup). */
import { TextInput } from 'react-admin';
import { CountryFilterInput } from '@/src/components/CountryFilterInput';

export function useProfileFilters() {
  return [
    <TextInput key="name" source="name" label="profiles.list.filters.name" alwaysOn resettable={false} />,
    <CountryFilterInput key="country" source="country" label="profiles.list.filters.country" alwaysOn />,
  ];
}
