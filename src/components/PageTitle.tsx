import { useEffect, type ReactNode } from 'react';
import { Typography, type TypographyProps } from '@mui/material';

export const APP_TITLE = 'Customer Portal';

/** Sets the document title and shows the page heading (one h1 per screen). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${APP_TITLE}` : APP_TITLE;
  }, [title]);
}

/**
 * A screen's one h1. Focusable by script only (tabIndex -1): a route change moves the focus here
 * (`headingFocus.ts`); the ring shows when the keyboard brought it.
 */
export function PageHeading({
  children,
  variant = 'h5',
}: {
  children: ReactNode;
  variant?: TypographyProps['variant'];
}) {
  return (
    <Typography
      variant={variant}
      component="h1"
      tabIndex={-1}
      sx={{
        mb: 2,
        fontWeight: 600,
        '&:focus': { outline: 'none' },
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      {children}
    </Typography>
  );
}

export function PageTitle({ title }: { title: string }) {
  useDocumentTitle(title);
  return <PageHeading>{title}</PageHeading>;
}
