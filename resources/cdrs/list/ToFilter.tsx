/** To (UTC): typed as dd/mm/yyyy HH:MM, kept as ISO 8601 UTC. */
import type { FilterPartProps } from '@/src/console/fields';
import { DateTimeFilterInput } from '@/src/components/DateTimeFilterInput';

export default function ToFilter(props: FilterPartProps) {
  return <DateTimeFilterInput {...props} invalidMessage="reports.cdrs.filters.invalidDateTime" />;
}
