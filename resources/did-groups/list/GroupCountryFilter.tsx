/** The Country filter of the DID groups: the countries that have groups (their own lookup). */
import { groupCountriesQuery } from '@/providers/api/capacity';
import { CountryFilterInput } from '@/src/components/CountryFilterInput';
import type { FilterPartProps } from '@/src/console/fields';

export default function GroupCountryFilter({ source, label, alwaysOn }: FilterPartProps) {
  return (
    <CountryFilterInput
      source={source}
      label={label}
      countries={groupCountriesQuery}
      alwaysOn={alwaysOn}
      helperText={false}
    />
  );
}
