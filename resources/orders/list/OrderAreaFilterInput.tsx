/** The area filter: the areas of the country chosen in the country filter (disabled until one is; cleared when it changes). */
import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useFormContext, useWatch } from 'react-hook-form';
import { SelectInput } from 'react-admin';
import { areasQuery } from '../../../providers/api/profiles';

export function OrderAreaFilterInput({ source }: { source: string; alwaysOn?: boolean }) {
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
      label="orders.filters.area"
      choices={hasCountry ? areas : []}
      isPending={hasCountry && isPending}
      disabled={!hasCountry}
      optionValue="value"
      optionText="name"
    />
  );
}
