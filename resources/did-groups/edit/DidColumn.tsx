/** One group's numbers, in a list 350 px high that scrolls; a click moves a number to the other group. */
import { Box, List, ListItem, ListItemButton, ListItemText, Paper, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';

export const DID_LIST_HEIGHT_PX = 350;

interface Props {
  id: string;
  title: string;
  dids: string[];
  /** The other group's title, for the accessible name of each move; absent when numbers cannot move. */
  target?: string;
  onMove: (did: string) => void;
}

export function DidColumn({ id, title, dids, target, onMove }: Props) {
  const translate = useTranslate();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={`${id}-title`} sx={{ flex: 1, minWidth: 0, p: 2 }}>
      <Typography id={`${id}-title`} variant="h6" component="h2">
        {title} ({dids.length})
      </Typography>
      <Box
        role="region"
        aria-label={title}
        tabIndex={0}
        data-testid={`${id}-scroll`}
        sx={{ height: DID_LIST_HEIGHT_PX, overflowY: 'auto', mt: 1 }}
      >
        {dids.length === 0 ? <Typography sx={{ p: 1 }}>{translate('capacity.didGroups.empty')}</Typography> : null}
        <List dense disablePadding>
          {dids.map((did) => (
            <ListItem key={did} disablePadding>
              <ListItemButton
                disabled={!target}
                onClick={() => onMove(did)}
                aria-label={target ? translate('capacity.didGroups.moveLabel', { did, group: target }) : did}
              >
                <ListItemText primary={did} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Box>
    </Paper>
  );
}
