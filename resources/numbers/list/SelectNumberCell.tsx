/**
 * The row's selection checkbox, labelled with its DID. It replaces react-admin's row checkbox, whose aria-label sits
 * on a span and leaves the input itself without a name (an axe violation). In the table it reads DataTable's selection
 * contexts, which change only with the selection: the list's own context changes several times while a page loads,
 * and each change drew every row's checkbox again. The phone's cards have no DataTable: `SelectNumberCard`.
 */
import { Checkbox } from '@mui/material';
import {
  useDataTableCallbacksContext,
  useDataTableSelectedIdsContext,
  useListContext,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { MouseEvent } from 'react';
import type { NumberRecord } from '../numberRecord';

type Toggle = (id: NumberRecord['id'], event: MouseEvent) => void;

function NumberCheckbox({ selected, onToggle }: { selected: readonly unknown[] | undefined; onToggle?: Toggle }) {
  const translate = useTranslate();
  const record = useRecordContext<NumberRecord>();
  if (!record) return null;
  return (
    <Checkbox
      checked={selected?.includes(record.id) ?? false}
      // A click, as react-admin's own row checkbox: DataTable's toggle reads Shift for a range (Space clicks too).
      onClick={(event) => onToggle?.(record.id, event)}
      slotProps={{ input: { 'aria-label': translate('numbers.list.select', { did: record.did }) } }}
    />
  );
}

export default function SelectNumberCell() {
  const selected = useDataTableSelectedIdsContext();
  const { handleToggleItem } = useDataTableCallbacksContext();
  return <NumberCheckbox selected={selected} onToggle={handleToggleItem} />;
}

export function SelectNumberCard() {
  const { selectedIds, onToggleItem } = useListContext<NumberRecord>();
  return <NumberCheckbox selected={selectedIds} onToggle={(id) => onToggleItem(id)} />;
}
