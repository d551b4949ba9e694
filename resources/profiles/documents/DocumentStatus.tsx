/** The Status cell: Rejected in red and bold (and named, so colour is not the only signal); the active version marked. */
import { Box, Chip } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { CellPartProps } from '@/src/console/fields';
import type { ProfileDocument } from '@/providers/entities/profiles';

export default function DocumentStatus({ record }: CellPartProps<ProfileDocument>) {
  const translate = useTranslate();
  const status = record.validated;
  const rejected = status === 'Rejected';
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, whiteSpace: 'nowrap' }}>
      <Box component="span" sx={rejected ? { color: 'error.main', fontWeight: 700 } : undefined}>
        {translate(`profiles.documents.status.${status}`, { _: status })}
      </Box>
      {record.active ? (
        <Chip label={translate('profiles.documents.active')} size="small" color="success" variant="outlined" />
      ) : null}
    </Box>
  );
}
