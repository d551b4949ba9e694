/** Traffic type: the API's traffic types (customer/reports/pcdrs/traffic-types). */
import { useQuery } from '@tanstack/react-query';
import { SelectInput } from 'react-admin';
import { trafficTypesQuery } from '@/providers/api/reports';
import type { FilterPartProps } from '@/src/console/fields';

export default function TrafficTypeFilter(props: FilterPartProps) {
  const trafficTypes = useQuery(trafficTypesQuery);
  return (
    <SelectInput
      {...props}
      choices={trafficTypes.data ?? []}
      isPending={trafficTypes.isPending}
      optionValue="value"
      optionText="name"
    />
  );
}
