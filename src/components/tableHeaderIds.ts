/**
 * Ids for a table whose data cells name their header cells (`headers`, WCAG technique H43): needed where a table has
 * headers on two levels or a row header spanning columns (a footer's Total), where `scope` alone is ambiguous to some
 * checkers and screen readers. React's ids are kept to letters, digits, `-` and `_`, so that every tool resolves them.
 */
import { useId } from 'react';

export function useTableHeaderIds() {
  const base = `t${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const column = (key: string) => `${base}-col-${key}`;
  const row = (key: string | number) => `${base}-row-${key}`;
  return {
    column,
    row,
    /** The `headers` of a data cell: its row's header, then its columns' (the spanning ones too). */
    cell: (rowKey: string | number, ...columns: string[]) => [row(rowKey), ...columns.map(column)].join(' '),
  };
}
