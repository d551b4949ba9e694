/** The Status cell: Rejected in red and bold (and named, so colour is not the only signal); the active version marked. */
import { Box, Chip } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { ProfileDocument } from '@/providers/types';

export default function DocumentStatus({ document }: { document: ProfileDocument }) {
  const translate = useTranslate();
  const rejected = document.validated === 'Rejected';
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, whiteSpace: 'nowrap' }}>
      <Box component="span" sx={rejected ? { color: 'error.main', fontWeight: 700 } : undefined}>
        {translate(`profiles.documents.status.${document.validated}`, { _: document.validated })}
      </Box>
      {document.active ? (
        <Chip label={translate('profiles.documents.active')} size="small" color="success" variant="outlined" />
      ) : null}
    </Box>
  );
}
