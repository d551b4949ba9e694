/**
 * The extensions (APIs of ours beyond the spec) the backend lacks: each answered 404 on its probe. The probe of the
 * activity trail is the dashboard's count of support's events, so that one request serves the bar and the line.
 * Until a probe answers, or when it fails otherwise, its links show: only a 404 says the backend has none.
 */
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isTrailMissing, supportActivityQuery } from '@/providers/api/activity';
import type { Extension } from './navigation';

export function useMissingExtensions(): ReadonlySet<Extension> {
  const { error } = useQuery(supportActivityQuery());
  const trailMissing = isTrailMissing(error);
  return useMemo(() => new Set<Extension>(trailMissing ? ['activity'] : []), [trailMissing]);
}
