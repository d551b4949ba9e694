/**
 * Arriving from /product/coverage with navigation state `fromCoverage`: its filters go into the URL
 * (when the link did not already carry them) and its plan's Info opens.
 */
import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { serializeSearch } from './searchParams';

export interface FromCoverage {
  country: number;
  typeOfService: number;
  didType: number;
  planId: number;
}

function readState(state: unknown): FromCoverage | null {
  if (!state || typeof state !== 'object' || !('fromCoverage' in state)) return null;
  const value = (state as { fromCoverage: unknown }).fromCoverage;
  if (!value || typeof value !== 'object') return null;
  const { country, typeOfService, didType, planId } = value as Record<string, unknown>;
  return [country, typeOfService, didType, planId].every((item) => typeof item === 'number')
    ? ({ country, typeOfService, didType, planId } as FromCoverage)
    : null;
}

/** The plan to open first (null when not coming from coverage). */
export function useFromCoverage(): number | null {
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const [from] = useState(() => readState(location.state));
  const missing = from !== null && !params.get('country');
  useEffect(() => {
    if (from && missing) {
      setParams(
        serializeSearch({ country: from.country, typeOfService: from.typeOfService, didTypes: [from.didType] }),
        {
          replace: true,
          state: location.state,
        },
      );
    }
  }, [from, missing, setParams, location.state]);
  return from?.planId ?? null;
}
