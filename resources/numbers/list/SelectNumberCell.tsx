/**
 * The row's selection checkbox, labelled with its DID. It replaces react-admin's row checkbox, whose aria-label sits
 * on a span and leaves the input itself without a name (an axe violation). In the table it reads DataTable's selection
 * contexts, which change only with the selection: the list's own context changes several times while a page loads,
 * and each change drew every row's checkbox again. The phone's cards have no DataTable: `SelectNumberCard`.
 */
import {
  useDataTableCallbacksContext,
  useDataTableSelectedIdsContext,
  useListContext,
  useRecordContext,
} from 'react-admin';
import { useTranslate } from 'ra-core';
import type { MouseEvent } from 'react';
import type { NumberRecord } from '@/resources/numbers/numberRecord';
import { RowCheckbox } from '@/src/components/RowControls';

type Toggle = (id: NumberRecord['id'], event: MouseEvent<HTMLInputElement>) => void;

function NumberCheckbox({ selected, onToggle }: { selected: readonly unknown[] | undefined; onToggle?: Toggle }) {
  const translate = useTranslate();
  const record = useRecordContext<NumberRecord>();
  if (!record) return null;
  return (
    <RowCheckbox
      checked={selected?.includes(record.id) ?? false}
      onToggle={(event) => onToggle?.(record.id, event)}
      label={translate('numbers.list.select', { did: record.did })}
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
