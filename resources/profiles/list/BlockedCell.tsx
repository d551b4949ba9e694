/**
 * The Blocked column (and the card's badge): a red "Blocked" chip when blocked. An incomplete (not valid) row is
 * greyed; the visually hidden "Incomplete" says so to screen readers, as colour is never the only signal.
 */
import { Box, Chip } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { CellPartProps } from '@/src/console/fields';
import { visuallyHidden } from '@/src/components/visuallyHidden';
import type { ProfileRow } from '@/providers/entities/profiles';

export default function BlockedCell({ record }: CellPartProps<ProfileRow>) {
  const translate = useTranslate();
  if (record.blocked) return <Chip label={translate('profiles.list.blocked')} color="error" size="small" />;
  if (!record.valid)
    return (
      <Box component="span" sx={visuallyHidden}>
        {translate('profiles.list.incomplete')}
      </Box>
    );
  return null;
}
