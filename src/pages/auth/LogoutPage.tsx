/** /logout: signs out on the server (a failure changes nothing), forgets the session, then goes to /. */
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { Box, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { logout } from '@/providers/api/session';
import { useForgetSession } from '@/src/system/forgetSession';
import PublicShell from './PublicShell';
import { PATHS } from '@/src/paths';

export default function LogoutPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const forgetSession = useForgetSession();
  // StrictMode runs effects twice: one sign-out call is enough.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logout()
      .catch(() => undefined)
      .then(() => {
        forgetSession();
        navigate(PATHS.home, { replace: true });
      });
  }, [navigate, forgetSession]);

  return (
    <PublicShell title={translate('auth.logout.title')}>
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <CircularProgress size={24} aria-hidden />
        <Typography>{translate('auth.logout.progress')}</Typography>
      </Box>
    </PublicShell>
  );
}
