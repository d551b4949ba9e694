import type { ReactNode } from 'react';
import { Box } from '@mui/material';

/**
 * A table that may be wider than a phone's card: it scrolls sideways inside the card (the page never does), and the
 * region takes the keyboard focus so that it can be scrolled without a pointer.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      role="region"
      aria-label={label}
      tabIndex={0}
      sx={{ overflowX: 'auto', '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 } }}
    >
      {children}
    </Box>
  );
}
