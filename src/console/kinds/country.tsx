/** A country, by the API's English name, shown in the portal's language; filtered and chosen from the customer's countries. */
import { SelectInput } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { countriesQuery } from '@/providers/api/profiles';
import { CountryFilterInput } from '@/src/components/CountryFilterInput';
import { countryName, useCountryOptions } from '@/src/components/countryName';
import { useServerErrorFocus } from '@/src/components/useServerErrorFocus';
import { isBlank, plain, type FormInputProps, type Kind } from './kind';

function CountryFormInput({ source, label, validate }: FormInputProps) {
  useServerErrorFocus(source);
  const { data, isPending } = useQuery(countriesQuery);
  const choices = useCountryOptions(data);
  return (
    <SelectInput
      source={source}
      label={label}
      choices={choices}
      isPending={isPending}
      optionValue="value"
      optionText="name"
      validate={validate}
      fullWidth
      margin="none"
    />
  );
}

export const countryKind: Kind = {
  text: (value, { locale }) => (isBlank(value) ? '' : countryName(plain(value), locale)),
  filterInput: ({ source, label, alwaysOn = true }) => (
    <CountryFilterInput source={source} label={label} alwaysOn={alwaysOn} helperText={false} />
  ),
  formInput: CountryFormInput,
};
