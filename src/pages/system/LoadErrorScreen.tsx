import { Button, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { SystemMessage } from './SystemMessage';

/** The account data (current user, field descriptions) could not be loaded at startup. */
export default function LoadErrorScreen({ onRetry }: { onRetry: () => void }) {
  const translate = useTranslate();
  return (
    <SystemMessage
      title={translate('system.loadError.title')}
      actions={
        <Button variant="contained" onClick={onRetry}>
          {translate('common.actions.retry')}
        </Button>
      }
    >
      <Typography role="alert">{translate('system.loadError.text')}</Typography>
    </SystemMessage>
  );
}
