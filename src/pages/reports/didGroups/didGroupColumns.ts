/** The DID groups section's columns after the name, shared by the table and the phone cards. */
import type { DidGroupReportRow } from '../../../../providers/entities/reports';

export const NAME_COLUMN = 'reports.didGroups.columns.name';

export interface GroupColumn {
  label: string;
  align: 'left' | 'right';
  value: (group: DidGroupReportRow, format: (value: number) => string) => string;
}

export const GROUP_COLUMNS: GroupColumn[] = [
  { label: 'reports.didGroups.columns.country', align: 'left', value: (group) => group.country.name },
  { label: 'reports.didGroups.columns.plan', align: 'left', value: (group) => group.plan.name },
  {
    label: 'reports.didGroups.columns.channels',
    align: 'right',
    value: (group, format) => format(group.channels),
  },
  { label: 'reports.didGroups.columns.numbers', align: 'right', value: (group, format) => format(group.numbers) },
];
