/** What the edit screen shows while the profile or its form loads. */
import { Box, Skeleton } from '@mui/material';

export function EditSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <Box aria-busy="true" sx={{ display: 'grid', gap: 1.5 }}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={40} />
      ))}
    </Box>
  );
}
