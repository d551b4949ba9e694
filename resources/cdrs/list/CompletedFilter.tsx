/** Completed: Any, No or Yes, sent as realized=false or true. */
import { SelectInput } from 'react-admin';
import { CDR_REALIZED } from '@/providers/entities/reports';
import type { FilterPartProps } from '@/src/console/fields';

const F = 'reports.cdrs.filters';
const COMPLETED = [
  { id: CDR_REALIZED.no, name: `${F}.no` },
  { id: CDR_REALIZED.yes, name: `${F}.yes` },
];

export default function CompletedFilter(props: FilterPartProps) {
  return <SelectInput {...props} choices={COMPLETED} emptyText={`${F}.any`} />;
}
