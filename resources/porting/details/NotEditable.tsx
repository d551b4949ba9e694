/** The change of a request that can no longer be changed (opened by its URL): why, and the way back to it. */
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Button } from '@mui/material';
import { useTranslate } from 'ra-core';
import { pathWithId } from '@/providers/urlPattern';
import type { RecordPartProps } from '@/src/console/definition';
import { PATHS } from '@/src/paths';
import type { PortingFullRecord } from '@/resources/porting/portingRecord';

export default function NotEditable({ record }: RecordPartProps<PortingFullRecord>) {
  const translate = useTranslate();
  const status = translate(`resources.porting.statuses.${record.status}`);
  return (
    <>
      <Alert severity="info" sx={{ mb: 2, maxWidth: 720 }}>
        {translate('resources.porting.notEditable', { status })}
      </Alert>
      <Button component={RouterLink} to={pathWithId(PATHS.porting.details, record.id)}>
        {translate('common.actions.cancel')}
      </Button>
    </>
  );
}
