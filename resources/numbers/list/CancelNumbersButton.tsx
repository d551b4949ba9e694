/** The bulk "Cancel": the selected numbers go to the cancellation cart. */
import RemoveCircleIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import { useListContext } from 'react-admin';
import { NamedButton } from '@/src/components/NamedButton';
import type { NumberRecord } from '@/resources/numbers/numberRecord';
import { useCancelNumbers } from './useCancelNumbers';

export default function CancelNumbersButton() {
  const { selectedIds, data = [] } = useListContext<NumberRecord>();
  const { cancel, pending } = useCancelNumbers();
  // The record id is the DID; the cart wants the numbers' own ids.
  const ids = data.filter((row) => selectedIds.includes(row.id)).map((row) => row.numberId);
  return (
    <NamedButton label="numbers.list.cancel" disabled={pending || ids.length === 0} onClick={() => void cancel(ids)}>
      <RemoveCircleIcon />
    </NamedButton>
  );
}
