/** A tab's data: loading text, the error view with retry, or the content. */
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { LoadError } from '@/src/components/ServerErrors';

interface Props<T> {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}

export default function TabQuery<T>({ query, children }: Props<T>) {
  const translate = useTranslate();
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.isPending) return <p role="status">{translate('common.loading')}</p>;
  return <>{children(query.data)}</>;
}
