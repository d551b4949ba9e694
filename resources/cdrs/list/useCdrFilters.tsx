/**
 * The call records' filters, always shown (in the Search column left of the table on a desk, in PortalList's filter
 * row on a tablet, folded behind Filters on a phone): country, area and destination of that country, From and To
 * (UTC), Completed, traffic type.
 */
import { useQuery } from '@tanstack/react-query';
import { SelectInput } from 'react-admin';
import { trafficTypesQuery } from '@/providers/api/reports';
import { CDR_REALIZED } from '@/providers/entities/reports';
import { AreaFilterInput } from '@/src/components/AreaFilterInput';
import { DateTimeFilterInput } from '@/src/components/DateTimeFilterInput';
import { DestinationFilterInput } from './DestinationFilterInput';
import { fromNotAfterTo } from './cdrFormat';
import { CountryFilterInput } from '@/src/components/CountryFilterInput';

const F = 'reports.cdrs.filters';
const COMPLETED = [
  { id: CDR_REALIZED.no, name: `${F}.no` },
  { id: CDR_REALIZED.yes, name: `${F}.yes` },
];

export function useCdrFilters() {
  const trafficTypes = useQuery(trafficTypesQuery);
  return [
    <CountryFilterInput key="country" source="country" label={`${F}.country`} alwaysOn />,
    <AreaFilterInput key="area" source="area" label={`${F}.area`} alwaysOn />,
    <DestinationFilterInput key="destination" source="destination" label={`${F}.destination`} alwaysOn />,
    <DateTimeFilterInput
      key="from"
      source="from"
      label={`${F}.from`}
      invalidMessage={`${F}.invalidDateTime`}
      rule={fromNotAfterTo}
      recheckWith="to"
      alwaysOn
    />,
    <DateTimeFilterInput key="to" source="to" label={`${F}.to`} invalidMessage={`${F}.invalidDateTime`} alwaysOn />,
    <SelectInput
      key="completed"
      source="completed"
      label={`${F}.completed`}
      choices={COMPLETED}
      emptyText={`${F}.any`}
      alwaysOn
    />,
    <SelectInput
      key="trafficType"
      source="trafficType"
      label={`${F}.trafficType`}
      choices={trafficTypes.data ?? []}
      isPending={trafficTypes.isPending}
      optionValue="value"
      optionText="name"
      alwaysOn
    />,
  ];
}
