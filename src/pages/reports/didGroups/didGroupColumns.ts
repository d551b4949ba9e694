/** The DID groups section's columns after the name, shared by the table and the phone cards. */
import { createElement, type ReactNode } from 'react';
import type { DidGroupReportRow } from '@/providers/entities/reports';
import { CountryName } from '@/src/components/CountryName';

export const NAME_COLUMN = 'reports.didGroups.columns.name';
/** The table's share for the name; each other column has its own `width`. */
export const NAME_WIDTH = '36%';

export interface GroupColumn {
  label: string;
  align: 'left' | 'right';
  /** The table's columns are fixed (they keep their widths when the rows replace the placeholders). */
  width: string;
  value: (group: DidGroupReportRow, format: (value: number) => string) => ReactNode;
}

export const GROUP_COLUMNS: GroupColumn[] = [
  {
    label: 'reports.didGroups.columns.country',
    align: 'left',
    width: '18%',
    value: (group) => createElement(CountryName, { name: group.country.name }),
  },
  { label: 'reports.didGroups.columns.plan', align: 'left', width: '22%', value: (group) => group.plan.name },
  {
    label: 'reports.didGroups.columns.channels',
    align: 'right',
    width: '12%',
    value: (group, format) => format(group.channels),
  },
  {
    label: 'reports.didGroups.columns.numbers',
    align: 'right',
    width: '12%',
    value: (group, format) => format(group.numbers),
  },
];
