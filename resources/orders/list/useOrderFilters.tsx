/** The list filters, always shown: country, area (of that country), DID (contains), end user (contains), status. */
import { useQuery } from '@tanstack/react-query';
import { SelectInput, TextInput } from 'react-admin';
import { orderStatusesQuery, type OrderListKind } from '@/providers/api/orders';
import { AreaFilterInput } from '@/src/components/AreaFilterInput';
import { CountryFilterInput } from '@/src/components/CountryFilterInput';

/** Which statuses each list holds (API contract: open 1, 4; incomplete 2, 3; history 5, 6). */
export const KIND_STATUSES: Record<OrderListKind, number[]> = { open: [1, 4], incomplete: [2, 3], history: [5, 6] };

export function useOrderFilters(kind: OrderListKind) {
  const statuses = useQuery(orderStatusesQuery);
  const statusChoices = (statuses.data ?? []).filter((status) => KIND_STATUSES[kind].includes(status.id));
  return [
    <CountryFilterInput key="country" source="country" label="orders.filters.country" alwaysOn />,
    <AreaFilterInput key="area" source="area" label="orders.filters.area" alwaysOn />,
    <TextInput key="did" source="did" label="orders.filters.did" alwaysOn resettable={false} />,
    <TextInput key="profile" source="profile" label="orders.filters.profile" alwaysOn resettable={false} />,
    <SelectInput
      key="status"
      source="status"
      label="orders.filters.status"
      choices={statusChoices}
      isPending={statuses.isPending}
      optionValue="id"
      optionText="description"
      alwaysOn
    />,
  ];
}
