/** A read-only definition list (label / value pairs) that stacks on narrow screens. */
import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

export interface DetailItem {
  key: string;
  label: string;
  value: ReactNode;
}

export default function DetailsList({ items }: { items: DetailItem[] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(160px, 240px) 1fr' },
        columnGap: 3,
        rowGap: { xs: 0, sm: 1.5 },
        m: 0,
      }}
    >
      {items.map((item) => (
        <Box key={item.key} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', mt: { xs: 1.5, sm: 0 } }}>
            {item.label}
          </Typography>
          <Typography component="dd" variant="body1" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {item.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
