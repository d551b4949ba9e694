/** The plan filter: the plans of the country chosen in the country filter. */
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { SelectInput, type SelectInputProps } from 'react-admin';
import { countryPlansQuery } from '../../../providers/api/profiles';

export function PlanFilterInput(props: SelectInputProps) {
  const country = useWatch({ name: 'country' }) as string | number | undefined;
  const plans = useQuery({ ...countryPlansQuery(country ?? ''), enabled: Boolean(country) });
  return <SelectInput {...props} choices={plans.data ?? []} isPending={Boolean(country) && plans.isPending} optionValue="value" optionText="name" />;
}
