/** Rename and Delete opened on a default group (by its URL): the default group stays, and the way back. */
import { Alert, Button } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import type { RecordPartProps } from '@/src/console/definition';
import type { DidGroup } from '@/providers/types';
import { PATHS } from '@/src/paths';
import { pathWithId } from '@/providers/urlPattern';

export default function DefaultGroupStays({ record }: RecordPartProps<DidGroup>) {
  const translate = useTranslate();
  return (
    <>
      <Alert severity="info" sx={{ mb: 2, maxWidth: 720 }}>
        {translate('capacity.didGroups.defaultStays')}
      </Alert>
      <Button component={RouterLink} to={pathWithId(PATHS.didGroups.edit, record.id)}>
        {translate('capacity.didGroups.cancel')}
      </Button>
    </>
  );
}
