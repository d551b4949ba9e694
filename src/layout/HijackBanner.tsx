import { useState } from 'react';
import { Alert, Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'ra-core';
import { releaseHijack } from '../../providers/api/session';
import { clearToken } from '../../providers/http';
import { assignLocation } from '../components/browser';
import { releaseTarget } from './releaseTarget';
import { useCurrentUser } from './useCurrentUser';

/** While support works on behalf of a customer: who, and the Release action that ends it. */
export function HijackBanner() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { me } = useCurrentUser();
  const [releasing, setReleasing] = useState(false);
  if (!me?.is_hijacked) return null;

  const release = async () => {
    setReleasing(true);
    try {
      const answer = await releaseHijack();
      clearToken();
      queryClient.clear();
      // A full load, so that no state of the customer's session survives.
      assignLocation(releaseTarget(answer?.location));
    } catch {
      setReleasing(false);
      notify('common.errors.generic', { type: 'error' });
    }
  };

  return (
    <Alert
      severity="warning"
      role="status"
      square
      sx={{ alignItems: 'center', borderBottom: 1, borderColor: 'warning.light' }}
      action={
        <Button color="inherit" variant="outlined" size="small" disabled={releasing} onClick={() => void release()}>
          {translate('shell.hijack.release')}
        </Button>
      }
    >
      {translate('shell.hijack.banner', { login: me.login })}
    </Alert>
  );
}
