/** A product list's loading placeholder, its error with Try again, its empty text, or its content. */
import type { ReactNode } from 'react';
import { Box, Skeleton, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { LoadError } from '@/src/components/ServerErrors';

interface Props<T> {
  query: UseQueryResult<T[]>;
  /** i18n key of the text shown when the list is empty. */
  empty: string;
  children: (items: T[]) => ReactNode;
}

export function ProductState<T>({ query, empty, children }: Props<T>) {
  const translate = useTranslate();
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) {
    return (
      <Box role="status" aria-label={translate('product.loading')} sx={{ maxWidth: 800 }}>
        {[0, 1, 2].map((line) => (
          <Skeleton key={line} height={56} />
        ))}
      </Box>
    );
  }
  if (query.data.length === 0) return <Typography sx={{ color: 'text.secondary' }}>{translate(empty)}</Typography>;
  return <>{children(query.data)}</>;
}
