import { useEffect } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { ProgressBar } from '@/src/components/Progress';
import { useTranslate } from 'ra-core';
import { SUPPORT_EMAIL } from '@/src/config';
import { SystemMessage } from './SystemMessage';

export interface MaintenancePageProps {
  /** A health check is running. */
  checking: boolean;
  /** The health checks ran out of retries. */
  gaveUp: boolean;
  onRetry: () => void;
}

/** Shown while the backend is flagged unavailable (spec part 2 section 2, Application-wide behaviour). */
export default function MaintenancePage({ checking, gaveUp, onRetry }: MaintenancePageProps) {
  const translate = useTranslate();
  const documentTitle = translate('system.maintenance.documentTitle');
  useEffect(() => {
    const previous = document.title;
    document.title = documentTitle;
    return () => {
      document.title = previous;
    };
  }, [documentTitle]);

  return (
    <Box component="main" id="main">
      <SystemMessage
        title={translate('system.maintenance.title')}
        actions={
          gaveUp && !checking ? (
            <Button variant="contained" onClick={onRetry}>
              {translate('common.actions.retry')}
            </Button>
          ) : undefined
        }
      >
        <Typography>
          {translate('system.maintenance.textBefore')}{' '}
          {/* Not MUI's Link: this page is in the entry chunk, and Link brought 2 kB (gzip) to /login for one mailto. */}
          <Typography component="a" variant="inherit" href={`mailto:${SUPPORT_EMAIL}`} sx={{ color: 'primary.main' }}>
            {translate('system.maintenance.contact')}
          </Typography>
          {translate('system.maintenance.textAfter')}
        </Typography>
        <Box role="status" sx={{ mt: 3 }}>
          {checking && (
            <>
              <ProgressBar label={translate('system.maintenance.checking')} />
              <Typography variant="body2" sx={{ mt: 1 }}>
                {translate('system.maintenance.checking')}
              </Typography>
            </>
          )}
          {gaveUp && !checking && <Typography variant="body2">{translate('system.maintenance.gaveUp')}</Typography>}
        </Box>
      </SystemMessage>
    </Box>
  );
}
