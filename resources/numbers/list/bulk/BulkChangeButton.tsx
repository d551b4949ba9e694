/** A list toolbar button (Change Trunk / Change Profile) for the selected numbers; failed numbers stay selected. */
import AltRouteIcon from '@mui/icons-material/AltRoute';
import PersonIcon from '@mui/icons-material/PersonOutlineOutlined';
import { useState } from 'react';
import { useListContext, useRefresh } from 'react-admin';
import { NamedButton } from '@/src/components/NamedButton';
import type { NumberRecord } from '@/resources/numbers/numberRecord';
import type { NumberChangeKind } from '@/resources/numbers/list/NumberChoiceField';
import BulkChangeDialog from './BulkChangeDialog';

const LABEL = { profile: 'numbers.list.menu.changeProfile', trunk: 'numbers.list.menu.changeTrunk' } as const;

export default function BulkChangeButton({ kind }: { kind: NumberChangeKind }) {
  const { selectedIds, onSelect } = useListContext<NumberRecord>();
  const refresh = useRefresh();
  // The selection as it was on Apply: the record id is the DID, which is what the API is addressed by.
  const [dids, setDids] = useState<string[] | null>(null);
  const close = (saved: string[] | null) => {
    setDids(null);
    if (!saved) return;
    onSelect(selectedIds.filter((id) => !saved.includes(id)));
    refresh();
  };
  return (
    <>
      <NamedButton label={LABEL[kind]} disabled={selectedIds.length === 0} onClick={() => setDids([...selectedIds])}>
        {kind === 'profile' ? <PersonIcon /> : <AltRouteIcon />}
      </NamedButton>
      {dids && <BulkChangeDialog kind={kind} dids={dids} onClose={close} />}
    </>
  );
}
