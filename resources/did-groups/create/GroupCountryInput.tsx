/** A new group's country: the countries where the customer can have groups; another country clears the plan. */
import { useQuery } from '@tanstack/react-query';
import { useFormContext } from 'react-hook-form';
import { groupCountriesQuery } from '@/providers/api/capacity';
import { useCountryOptions } from '@/src/components/countryName';
import type { InputPartProps } from '@/src/console/fields';
import { SelectField } from './SelectField';

export default function GroupCountryInput({ source, label, validate }: InputPartProps) {
  const { setValue } = useFormContext();
  const countries = useCountryOptions(useQuery(groupCountriesQuery).data);
  return (
    <SelectField
      source={source}
      label={label}
      validate={validate}
      options={countries}
      onChange={() => setValue('plan', null, { shouldValidate: true })}
    />
  );
}
