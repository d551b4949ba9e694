import { Box, CircularProgress } from '@mui/material';
import { useTranslate } from 'ra-core';

/** The spinner shown while a screen or the account data loads (also the Suspense fallback of /login). */
export default function LoadingScreen() {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '50vh' }}>
      <CircularProgress aria-label={translate('common.loading')} />
    </Box>
  );
}
