/** The info text of the spec about documents and validation. */
import { List, ListItem, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';

const KEYS = ['scope', 'correct', 'validation', 'delay', 'numbers'] as const;

export function DocumentsInfo() {
  const translate = useTranslate();
  return (
    <List dense disablePadding sx={{ mt: 2 }}>
      {KEYS.map((key) => (
        <ListItem key={key} disableGutters sx={{ display: 'list-item', listStyle: 'disc', ml: 2.5 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {translate(`profileEdit.documents.info.${key}`)}
          </Typography>
        </ListItem>
      ))}
    </List>
  );
}
