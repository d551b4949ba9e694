/**
 * A list's toolbar on a phone: the Filters button, then the list's own actions with their labels shown, or behind
 * one labelled menu when they act on a selection. The filters open below; they mount when first shown (they are a
 * third of a list's first render) and then stay mounted, so that what was typed survives folding them.
 */
import { useState, type ReactElement, type ReactNode } from 'react';
import { Box, Stack } from '@mui/material';
import { FilterContext, FilterForm } from 'react-admin';
import { ShowButtonLabels } from '@/src/components/NamedButton';
import { ListActionsMenu } from './ListActionsMenu';
import { ListFiltersButton } from './ListFiltersButton';

export interface PhoneListToolbarProps {
  actions: ReactNode;
  menu: boolean;
  /** Absent on a list without filters. */
  filters?: ReactElement[];
}

const LABELLED_ACTIONS = {
  '& .MuiToolbar-root': { flexWrap: 'wrap', justifyContent: 'flex-start', minHeight: 0, p: 0, gap: 1 },
};

export function PhoneListToolbar({ actions, menu, filters }: PhoneListToolbarProps) {
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState(false);
  const own = actions ? (
    <ShowButtonLabels.Provider value>
      {menu ? <ListActionsMenu>{actions}</ListActionsMenu> : actions}
    </ShowButtonLabels.Provider>
  ) : null;
  const toggle = () => {
    setShown(true);
    setOpen((was) => !was);
  };
  return (
    <Stack
      direction="row"
      useFlexGap
      sx={{
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        width: '100%',
        boxSizing: 'border-box',
        px: 2,
        py: 1,
        ...LABELLED_ACTIONS,
      }}
    >
      {filters ? <ListFiltersButton open={open} onToggle={toggle} /> : null}
      {own}
      {filters && shown ? (
        <Box sx={{ width: '100%', display: open ? 'block' : 'none' }}>
          <FilterContext.Provider value={filters}>
            <FilterForm />
          </FilterContext.Provider>
        </Box>
      ) : null}
    </Stack>
  );
}
