import { useState } from 'react';
import { Alert, Button } from '@mui/material';
import { useNotify, useTranslate } from 'ra-core';
import { releaseHijack } from '@/providers/api/session';
import { holdRequestsUntilUnload } from '@/providers/http';
import { assignLocation } from '@/src/components/browser';
import { useForgetSession } from '@/src/system/forgetSession';
import { safeLocation } from '@/src/system/safeLocation';
import { useCurrentUser } from './useCurrentUser';
import { PATHS } from '@/src/paths';
import { toastOf } from '@/src/config';

/** While support works on behalf of a customer: who, and the Release action that ends it. */
export function HijackBanner() {
  const translate = useTranslate();
  const notify = useNotify();
  const forgetSession = useForgetSession();
  const { me } = useCurrentUser();
  const [releasing, setReleasing] = useState(false);
  if (!me?.is_hijacked) return null;

  const release = async () => {
    setReleasing(true);
    try {
      const answer = await releaseHijack();
      holdRequestsUntilUnload();
      forgetSession();
      // A full load, so that no state of the customer's session survives; a location off the portal
      // (other than a trusted back office) is refused.
      assignLocation(safeLocation(answer?.location) ?? PATHS.home);
    } catch {
      setReleasing(false);
      notify('common.errors.generic', { type: 'error', ...toastOf('auth') });
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
