/** From (UTC): typed as dd/mm/yyyy HH:MM, kept as ISO 8601 UTC; it may not be after To (checked again when To changes). */
import type { FilterPartProps } from '@/src/console/fields';
import { DateTimeFilterInput } from '@/src/components/DateTimeFilterInput';
import { fromNotAfterTo } from './cdrFormat';

export default function FromFilter(props: FilterPartProps) {
  return (
    <DateTimeFilterInput
      {...props}
      invalidMessage="reports.cdrs.filters.invalidDateTime"
      rule={fromNotAfterTo}
      recheckWith="to"
    />
  );
}
