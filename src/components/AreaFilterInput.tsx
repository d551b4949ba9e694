/**
 * The area filter of every list with a country filter: the areas of the chosen country, disabled until one is chosen,
 * and cleared when the country changes (an area belongs to one country).
 */
import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useFormContext, useWatch } from 'react-hook-form';
import { SelectInput } from 'react-admin';
import { areasQuery } from '../../providers/api/profiles';

interface Props {
  source: string;
  /** i18n key of the input's label. */
  label: string;
  alwaysOn?: boolean;
}

export function AreaFilterInput({ source, label }: Props) {
  const country = useWatch({ name: 'country' }) as string | number | undefined;
  const { getValues, setValue } = useFormContext();
  const hasCountry = country != null && country !== '';
  const { data: areas = [], isPending } = useQuery({ ...areasQuery(country ?? ''), enabled: hasCountry });
  const previous = useRef(country);

  // An area belongs to one country: another country (or none) drops it.
  useEffect(() => {
    if (previous.current === country) return;
    previous.current = country;
    if (getValues(source)) setValue(source, '', { shouldDirty: true });
  }, [country, source, getValues, setValue]);

  return (
    <SelectInput
      source={source}
      label={label}
      choices={hasCountry ? areas : []}
      isPending={hasCountry && isPending}
      disabled={!hasCountry}
      optionValue="value"
      optionText="name"
    />
  );
}
