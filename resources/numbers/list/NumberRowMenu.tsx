/**
 * The row menu: Details, Change Profile, Change Trunk, Routing Number, Raise Ticket, Delete. The menu and the delete
 * confirmation mount when first opened: a page of rows with a closed Menu and Dialog each was a third of the list's
 * render on a phone.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Menu, MenuItem } from '@mui/material';
import { Confirm, useRecordContext } from 'react-admin';
import { useTranslate } from 'ra-core';
import type { NumberRecord } from '@/resources/numbers/numberRecord';
import ChangeNumberDialog from './ChangeNumberDialog';
import type { NumberChangeKind } from './NumberChoiceField';
import { useCancelNumbers } from './useCancelNumbers';
import { useMountedOnce } from '@/src/components/useMountedOnce';
import { PATHS } from '@/src/paths';
import { raiseTicketState } from '@/resources/tickets/raiseTicket';
import { pathWithId } from '@/providers/urlPattern';
import { MORE_VERT_PATH, RowIconButton } from '@/src/components/RowControls';

type Open = NumberChangeKind | 'delete' | null;

export default function NumberRowMenu() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const record = useRecordContext<NumberRecord>();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState<Open>(null);
  const menuUsed = useMountedOnce(Boolean(anchor));
  const deleteUsed = useMountedOnce(open === 'delete');
  if (!record) return null;
  const menuId = `number-menu-${record.id}`;
  const details = pathWithId(PATHS.numbers.details, record.did);
  const choose = (action: () => void) => () => {
    setAnchor(null);
    action();
  };
  const items: [string, () => void][] = [
    ['details', () => navigate(details)],
    ['changeProfile', () => setOpen('profile')],
    ['changeTrunk', () => setOpen('trunk')],
    ['routing', () => navigate(details, { state: { tabKey: 'routing' } })],
    [
      'ticket',
      () => navigate(PATHS.tickets.create, { state: raiseTicketState(record.did, record.country, translate) }),
    ],
    ['delete', () => setOpen('delete')],
  ];
  return (
    <>
      <RowIconButton
        label={translate('numbers.list.menuLabel', { did: record.did })}
        path={MORE_VERT_PATH}
        popup={{ id: menuId, open: Boolean(anchor) }}
        onClick={(event) => setAnchor(event.currentTarget)}
      />
      {menuUsed && (
        <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
          {items.map(([key, action]) => (
            <MenuItem key={key} onClick={choose(action)}>
              {translate(`numbers.list.menu.${key}`)}
            </MenuItem>
          ))}
        </Menu>
      )}
      {(open === 'profile' || open === 'trunk') && (
        <ChangeNumberDialog kind={open} record={record} onClose={() => setOpen(null)} />
      )}
      {deleteUsed && <CancelNumberConfirm record={record} open={open === 'delete'} onClose={() => setOpen(null)} />}
    </>
  );
}

/** Mounted once Delete was chosen: a page of 250 rows keeps no cancellation write of its own per row. */
function CancelNumberConfirm({ record, open, onClose }: { record: NumberRecord; open: boolean; onClose: () => void }) {
  const { cancel, pending } = useCancelNumbers();
  return (
    <Confirm
      isOpen={open}
      loading={pending}
      title="numbers.list.deleteTitle"
      content="numbers.list.deleteConfirm"
      translateOptions={{ did: record.did }}
      onConfirm={() => void cancel([record.numberId]).finally(onClose)}
      onClose={onClose}
    />
  );
}
