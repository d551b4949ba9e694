import { useEffect } from 'react';
import { Typography } from '@mui/material';

export const APP_TITLE = 'Customer Portal';

/** Sets the document title and shows the page heading (one h1 per screen). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${APP_TITLE}` : APP_TITLE;
  }, [title]);
}

export function PageTitle({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <Typography variant="h5" component="h1" sx={{ mb: 2, fontWeight: 600 }}>
      {title}
    </Typography>
  );
}
