/**
 * The Blocked column: a red "Blocked" chip when blocked. An incomplete (not valid) row is greyed;
 * the visually hidden "Incomplete" says so to screen readers, as colour is never the only signal.
 */
import { Box, Chip } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { useTranslate } from 'ra-core';
import type { ProfileRow } from '@/providers/types';
import { visuallyHidden } from '@/src/components/visuallyHidden';

export default function BlockedCell() {
  const translate = useTranslate();
  const record = useRecordContext<ProfileRow>();
  if (!record) return null;
  if (record.blocked) return <Chip label={translate('profiles.list.blocked')} color="error" size="small" />;
  if (!record.valid)
    return (
      <Box component="span" sx={visuallyHidden}>
        {translate('profiles.list.incomplete')}
      </Box>
    );
  return null;
}
