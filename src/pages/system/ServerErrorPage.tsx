import { useEffect, type ErrorInfo } from 'react';
import { Button, Link as MuiLink, Typography } from '@mui/material';
import { useResetErrorBoundaryOnLocationChange, useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import { reloadPage } from '@/src/components/browser';
import { useDocumentTitle } from '@/src/components/PageTitle';
import { SUPPORT_EMAIL } from '@/src/config';
import { reportError } from '@/src/system/reporting';
import { SystemMessage } from './SystemMessage';
import { PATHS } from '@/src/paths';

export interface ServerErrorPageProps {
  error?: unknown;
  errorInfo?: ErrorInfo;
  resetErrorBoundary?: (details?: unknown) => void;
}

const noop = () => undefined;

/** react-admin's error view: a screen crashed; the fault is ours (spec part 1 section 8, "Server failure"). */
export default function ServerErrorPage({ error, errorInfo, resetErrorBoundary }: ServerErrorPageProps) {
  const translate = useTranslate();
  const title = translate('system.serverError.title');
  useDocumentTitle(title);
  useResetErrorBoundaryOnLocationChange(resetErrorBoundary ?? noop);
  useEffect(() => {
    if (error) reportError(error, { componentStack: errorInfo?.componentStack ?? undefined });
  }, [error, errorInfo]);

  return (
    <SystemMessage
      title={title}
      actions={
        <>
          <Button variant="contained" onClick={reloadPage}>
            {translate('common.actions.refresh')}
          </Button>
          <Button variant="outlined" component={Link} to={PATHS.home}>
            {translate('system.homePage')}
          </Button>
        </>
      }
    >
      <Typography sx={{ mb: 1 }}>{translate('system.serverError.text')}</Typography>
      <Typography>
        {translate('system.serverError.advice')} <MuiLink href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</MuiLink>.
      </Typography>
    </SystemMessage>
  );
}
