/**
 * The extensions (src/layout/extensions.ts) the backend lacks: each answered 404 on its probe. Until a probe answers,
 * or when it fails otherwise, its links show: only a 404 says the backend has none.
 */
import { useMemo } from 'react';
import { useQueries, type UseQueryOptions } from '@tanstack/react-query';
import { ApiError } from '@/providers/http';
import { EXTENSIONS, type Extension } from './extensions';

const NAMES = Object.keys(EXTENSIONS) as Extension[];

export function useMissingExtensions(): ReadonlySet<Extension> {
  // Each probe is a whole query's options; only its error is read.
  const probes = useQueries({ queries: NAMES.map((name) => EXTENSIONS[name]() as UseQueryOptions) });
  const missing = NAMES.filter((_, index) => {
    const { error } = probes[index];
    return error instanceof ApiError && error.status === 404;
  });
  // One set per combination of missing extensions, so that the bar does not render again on every probe's refetch.
  const key = missing.join(' ');
  return useMemo(() => new Set((key ? key.split(' ') : []) as Extension[]), [key]);
}
