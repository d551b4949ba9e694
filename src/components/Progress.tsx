/**
 * The progress indicators of the first load (the loading and maintenance screens), drawn with CSS rather than MUI's
 * SVG ones: they weigh nothing in the entry chunk, and a browser does not count them as the page's first content, so
 * the first paint it reports (and every measure timed from it) is the screen itself.
 */
import { Box } from '@mui/material';
import { keyframes } from '@emotion/react';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
const slide = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } });
const SLOW_MOTION = '@media (prefers-reduced-motion: reduce)';

export function Spinner({ label }: { label: string }) {
  return (
    <Box
      role="progressbar"
      aria-label={label}
      sx={{
        width: 40,
        height: 40,
        borderRadius: '50%',
        border: 4,
        borderColor: 'primary.main',
        borderRightColor: 'transparent',
        animation: `${spin} 0.8s linear infinite`,
        [SLOW_MOTION]: { animationDuration: '2.4s' },
      }}
    />
  );
}

export function ProgressBar({ label }: { label: string }) {
  return (
    <Box
      role="progressbar"
      aria-label={label}
      sx={{ height: 4, overflow: 'hidden', bgcolor: 'action.hover', borderRadius: 2 }}
    >
      <Box
        sx={{
          width: '40%',
          height: '100%',
          bgcolor: 'primary.main',
          animation: `${slide} 1.4s ease-in-out infinite`,
          [SLOW_MOTION]: { animationDuration: '4s' },
        }}
      />
    </Box>
  );
}
