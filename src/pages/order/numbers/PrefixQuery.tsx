/** A query's error: a 404 (unknown plan, wrong type or prefix) says so; anything else is the generic error view with retry. */
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert } from '@mui/material';
import { useTranslate } from 'ra-core';
import { ApiError } from '@/providers/http';
import TabQuery from '@/src/components/offer/TabQuery';

interface Props<T> {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}

export function PrefixQuery<T>({ query, children }: Props<T>) {
  const translate = useTranslate();
  if (query.error instanceof ApiError && query.error.status === 404) {
    return <Alert severity="warning">{translate('ordering.dids.notFound')}</Alert>;
  }
  return <TabQuery query={query}>{children}</TabQuery>;
}
