/** The area filter: the areas of the country chosen in the country filter (disabled until one is). */
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { SelectInput } from 'react-admin';
import { areasQuery } from '../../../providers/api/profiles';

export function OrderAreaFilterInput({ source }: { source: string; alwaysOn?: boolean }) {
  const country = useWatch({ name: 'country' }) as string | number | undefined;
  const hasCountry = country != null && country !== '';
  const { data: areas = [], isPending } = useQuery({ ...areasQuery(country ?? ''), enabled: hasCountry });
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
