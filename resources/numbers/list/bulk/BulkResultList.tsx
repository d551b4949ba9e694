/** The per-row results of a bulk change: each DID with Saved or the server's message. */
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import ErrorIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { List, ListItem, ListItemIcon, ListItemText } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { BulkResult } from './runSequentially';

export default function BulkResultList({ results }: { results: BulkResult<string>[] }) {
  const translate = useTranslate();
  return (
    <List dense aria-label={translate('numbers.bulk.results')} sx={{ maxHeight: { sm: 320 }, overflowY: 'auto' }}>
      {results.map(({ item, outcome }) => (
        <ListItem key={item} disableGutters>
          <ListItemIcon sx={{ minWidth: 32 }}>
            {outcome.ok ? <CheckCircleIcon color="success" aria-hidden /> : <ErrorIcon color="error" aria-hidden />}
          </ListItemIcon>
          <ListItemText
            primary={item}
            secondary={outcome.ok ? translate('numbers.bulk.saved') : outcome.message}
            slotProps={{ secondary: { color: outcome.ok ? 'success.dark' : 'error.dark' } }}
          />
        </ListItem>
      ))}
    </List>
  );
}
