/**
 * The phone cards of a generated list or field table, from the fields' card roles: the key line, its badge at the
 * right, the lines under it (labelled, or `plain`), values that must not break kept on one line.
 */
import type { ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material';
import type { CardLayout } from '@/src/components/CardLayout';
import { Token } from '@/src/components/Token';
import type { RecordOf } from '@/src/console/definition';
import type { FieldEntry } from './useFields';

/** Free text wraps; dates, amounts and references do not, unless the field's column says so. */
export const wraps = (entry: FieldEntry): boolean =>
  (entry.field.column ? entry.field.column.wrap : undefined) ?? Boolean(entry.kind.wraps);

interface Options {
  /** The key line as the way to the record (a link), where the list has one. */
  key?: (entry: FieldEntry, record: RecordOf, shown: ReactNode) => ReactNode;
  action?: (record: RecordOf) => ReactNode;
  actionBelow?: boolean;
  /** The lines by field name, in this order, where it is not the fields' own (the fields' card roles otherwise). */
  lines?: readonly string[];
  rowSx?: (record: RecordOf) => SxProps<Theme>;
}

export function cardLayoutOf(
  entries: readonly FieldEntry[],
  display: (entry: FieldEntry, record: RecordOf) => ReactNode,
  { key: keyLink, action, actionBelow, lines, rowSx }: Options = {},
): CardLayout<RecordOf> {
  const show = (entry: FieldEntry, record: RecordOf) => {
    const shown = display(entry, record);
    return wraps(entry) ? shown : <Token>{shown}</Token>;
  };
  const key = entries.find((entry) => entry.field.card === 'key');
  const badge = entries.find((entry) => entry.field.card === 'badge');
  return {
    primary: (record) => {
      if (!key) return String(record.id);
      const shown = show(key, record);
      return keyLink ? keyLink(key, record, shown) : shown;
    },
    tertiary: badge ? (record) => show(badge, record) : undefined,
    secondary: (lines
      ? lines.flatMap((name) => entries.filter((entry) => entry.name === name))
      : entries.filter((entry) => entry.field.card === 'line' || entry.field.card === 'plain')
    ).map((entry) => ({
      label: entry.field.card === 'plain' ? undefined : entry.label,
      render: (record) => show(entry, record),
    })),
    action,
    actionBelow,
    rowSx,
  };
}
