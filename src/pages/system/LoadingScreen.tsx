import { Box } from '@mui/material';
import { keyframes } from '@emotion/react';
import { useTranslate } from 'ra-core';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/**
 * The spinner shown while a screen or the account data loads (also the Suspense fallback of /login). Drawn with CSS
 * rather than an SVG: a browser does not count it as the page's first content, so the first paint it reports (and
 * every measure timed from it) is the screen itself.
 */
export default function LoadingScreen() {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '50vh' }}>
      <Box
        role="progressbar"
        aria-label={translate('common.loading')}
        sx={{
          width: 40,
          height: 40,
          borderRadius: '50%',
          border: 4,
          borderColor: 'primary.main',
          borderRightColor: 'transparent',
          animation: `${spin} 0.8s linear infinite`,
          '@media (prefers-reduced-motion: reduce)': { animationDuration: '2.4s' },
        }}
      />
    </Box>
  );
}
