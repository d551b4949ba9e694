/**
 * A list's toolbar on a phone: the Filters button, then the list's own actions with their labels shown, or behind
 * one labelled menu when they act on a selection.
 */
import type { ReactNode } from 'react';
import { Stack } from '@mui/material';
import { ShowButtonLabels } from './NamedButton';
import { ListActionsMenu } from './ListActionsMenu';
import { ListFiltersButton } from './ListFiltersButton';

export interface PhoneListToolbarProps {
  actions: ReactNode;
  menu: boolean;
  /** Absent on a list without filters. */
  filterToggle?: { open: boolean; onToggle: () => void };
}

const LABELLED_ACTIONS = { '& .MuiToolbar-root': { flexWrap: 'wrap', justifyContent: 'flex-start', minHeight: 0, p: 0, gap: 1 } };

export function PhoneListToolbar({ actions, menu, filterToggle }: PhoneListToolbarProps) {
  const own = actions ? (
    <ShowButtonLabels.Provider value>{menu ? <ListActionsMenu>{actions}</ListActionsMenu> : actions}</ShowButtonLabels.Provider>
  ) : null;
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1, width: '100%', boxSizing: 'border-box', px: 2, py: 1, ...LABELLED_ACTIONS }}>
      {filterToggle ? <ListFiltersButton {...filterToggle} /> : null}
      {own}
    </Stack>
  );
}
