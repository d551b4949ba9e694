/** The destination filter: the chosen country's destinations, disabled until a country is chosen, cleared when it changes. */
import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useFormContext, useWatch } from 'react-hook-form';
import { SelectInput } from 'react-admin';
import { destinationsQuery } from '../../../providers/api/reports';

interface Props {
  source: string;
  label: string;
  alwaysOn?: boolean;
}

export function DestinationFilterInput({ source, label }: Props) {
  const country = useWatch({ name: 'country' }) as string | number | undefined;
  const { getValues, setValue } = useFormContext();
  const hasCountry = country != null && country !== '';
  const { data: destinations = [], isPending } = useQuery({ ...destinationsQuery(country ?? ''), enabled: hasCountry });
  const previous = useRef(country);

  // A destination belongs to one country: another country (or none) drops it.
  useEffect(() => {
    if (previous.current === country) return;
    previous.current = country;
    if (getValues(source)) setValue(source, '', { shouldDirty: true });
  }, [country, source, getValues, setValue]);

  return (
    <SelectInput
      source={source}
      label={label}
      choices={hasCountry ? destinations : []}
      isPending={hasCountry && isPending}
      disabled={!hasCountry}
      optionValue="value"
      optionText="name"
    />
  );
}
