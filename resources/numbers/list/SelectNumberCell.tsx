/**
 * The row's selection checkbox, labelled with its DID. It replaces react-admin's row checkbox, whose aria-label sits
 * on a span and leaves the input itself without a name (an axe violation).
 */
import { Checkbox } from '@mui/material';
import { useListContext, useRecordContext, useTranslate } from 'react-admin';
import type { NumberRecord } from '../numberRecord';

export default function SelectNumberCell() {
  const translate = useTranslate();
  const record = useRecordContext<NumberRecord>();
  const { selectedIds, onToggleItem } = useListContext<NumberRecord>();
  if (!record) return null;
  return (
    <Checkbox
      checked={selectedIds.includes(record.id)}
      onChange={() => onToggleItem(record.id)}
      slotProps={{ input: { 'aria-label': translate('numbers.list.select', { did: record.did }) } }}
    />
  );
}
