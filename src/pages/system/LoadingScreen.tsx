import { Box } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Spinner } from '@/src/components/Progress';

/** The spinner shown while a screen or the account data loads (also the Suspense fallback of /login). */
export default function LoadingScreen() {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '50vh' }}>
      <Spinner label={translate('common.loading')} />
    </Box>
  );
}
