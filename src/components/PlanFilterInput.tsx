/**
 * The plan filter of the lists that filter by country and plan (DID groups, dedicated channels): the plans of the
 * country chosen in the country filter, read through the list's own plan lookup (`plans`).
 */
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { SelectInput, type SelectInputProps } from 'react-admin';
import type { SelectOption } from '@/providers/types';

interface Props<Plan extends SelectOption, Key extends QueryKey> extends SelectInputProps {
  /** The query of a country's plans. */
  plans: (country: string | number) => UseQueryOptions<Plan[], Error, Plan[], Key>;
}

export function PlanFilterInput<Plan extends SelectOption, Key extends QueryKey>({
  plans,
  ...props
}: Props<Plan, Key>) {
  const country = useWatch({ name: 'country' }) as string | number | undefined;
  const query = useQuery({ ...plans(country ?? ''), enabled: Boolean(country) });
  return (
    <SelectInput
      {...props}
      choices={query.data ?? []}
      isPending={Boolean(country) && query.isPending}
      optionValue="value"
      optionText="name"
    />
  );
}
