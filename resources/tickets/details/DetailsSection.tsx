/** A titled part of the ticket's page (comments, files): its heading, then its content or, when it has none, a line saying so. */
import type { ReactNode } from 'react';
import { Typography } from '@mui/material';
import { useTranslate } from 'ra-core';

interface Props {
  id: string;
  /** i18n keys of the heading and of the empty line. */
  title: string;
  empty: string;
  count: number;
  children: ReactNode;
}

export function DetailsSection({ id, title, empty, count, children }: Props) {
  const translate = useTranslate();
  return (
    <section aria-labelledby={id}>
      <Typography id={id} component="h2" variant="h6" sx={{ mt: 3, mb: 1 }}>
        {translate(title)}
      </Typography>
      {count === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {translate(empty)}
        </Typography>
      ) : (
        children
      )}
    </section>
  );
}
