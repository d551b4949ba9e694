/** The bulk "Cancel": the selected numbers go to the cancellation cart. */
import RemoveCircleIcon from '@mui/icons-material/RemoveCircleOutline';
import { Button, useListContext } from 'react-admin';
import type { NumberRecord } from '..';
import { useCancelNumbers } from './useCancelNumbers';

export default function CancelNumbersButton() {
  const { selectedIds, data = [] } = useListContext<NumberRecord>();
  const { cancel, pending } = useCancelNumbers();
  // The record id is the DID; the cart wants the numbers' own ids.
  const ids = data.filter((row) => selectedIds.includes(row.id)).map((row) => row.numberId);
  return (
    <Button label="numbers.list.cancel" disabled={pending || ids.length === 0} onClick={() => void cancel(ids)}>
      <RemoveCircleIcon />
    </Button>
  );
}
