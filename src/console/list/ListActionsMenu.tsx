/**
 * A list's toolbar actions behind one labelled button on a phone. The panel mounts when first opened (a list's first
 * render on a phone spares the actions and their dialogs), then stays mounted while closed: an action that opens a
 * dialog (Change Trunk) keeps it open after the panel closes.
 */
import { useId, useState, type ReactNode } from 'react';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { Box, Button, Popover } from '@mui/material';
import { useListContext } from 'react-admin';
import { useTranslate } from 'ra-core';
import { useMountedOnce } from '@/src/components/useMountedOnce';

export function ListActionsMenu({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const { selectedIds } = useListContext();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const panelId = useId();
  const used = useMountedOnce(Boolean(anchor));
  const label = selectedIds.length
    ? translate('common.list.actionsSelected', { smart_count: selectedIds.length })
    : translate('common.list.actions');
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<MoreVertIcon />}
        aria-expanded={anchor ? 'true' : 'false'}
        aria-controls={used ? panelId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {label}
      </Button>
      {used && (
        <Popover
          id={panelId}
          open={Boolean(anchor)}
          anchorEl={anchor}
          onClose={() => setAnchor(null)}
          keepMounted
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        >
          {/* Any action taken closes the panel (a disabled one takes no click). */}
          <Box
            role="group"
            aria-label={label}
            onClick={() => setAnchor(null)}
            sx={{
              '& .MuiToolbar-root': { flexDirection: 'column', alignItems: 'stretch', p: 1, minHeight: 0 },
              '& .MuiButton-root': { justifyContent: 'flex-start' },
            }}
          >
            {children}
          </Box>
        </Popover>
      )}
    </>
  );
}
