/** While a multipart send runs: how much of it has gone, as a bar and as words for screen readers. */
import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';

export function UploadProgressBar({ percent }: { percent: number | null }) {
  const translate = useTranslate();
  if (percent === null) return null;
  const label = translate('files.uploading', { percent });
  return (
    <Box sx={{ my: 1 }}>
      <LinearProgress variant="determinate" value={percent} aria-label={label} />
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
    </Box>
  );
}

/** XHR progress -> a whole percentage (0 while the size is not known yet). */
export const percentOf = ({ loaded, total }: { loaded: number; total: number }) =>
  total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0;
