/**
 * A filter whose choices belong to the chosen country (an area, a destination): the country's choices, disabled until
 * a country is chosen, and cleared when the country changes.
 */
import { useEffect, useRef } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useFormContext, useWatch } from 'react-hook-form';
import { SelectInput } from 'react-admin';
import type { SelectOption } from '@/providers/entities/account';

export interface CountryChoiceFilterProps {
  source: string;
  /** i18n key of the input's label. */
  label: string;
  alwaysOn?: boolean;
}

interface Props<V extends number | string, K extends QueryKey> extends CountryChoiceFilterProps {
  /** The choices of a country. */
  query: (country: number | string) => UseQueryOptions<SelectOption<V>[], Error, SelectOption<V>[], K>;
}

export function CountryChoiceFilterInput<V extends number | string, K extends QueryKey>({
  source,
  label,
  query,
}: Props<V, K>) {
  const country = useWatch({ name: 'country' }) as string | number | undefined;
  const { getValues, setValue } = useFormContext();
  const hasCountry = country != null && country !== '';
  const { data: choices = [], isPending } = useQuery({ ...query(country ?? ''), enabled: hasCountry });
  const previous = useRef(country);

  // The choice belongs to one country: another country (or none) drops it.
  useEffect(() => {
    if (previous.current === country) return;
    previous.current = country;
    if (getValues(source)) setValue(source, '', { shouldDirty: true });
  }, [country, source, getValues, setValue]);

  return (
    <SelectInput
      source={source}
      label={label}
      choices={hasCountry ? choices : []}
      isPending={hasCountry && isPending}
      disabled={!hasCountry}
      optionValue="value"
      optionText="name"
    />
  );
}
