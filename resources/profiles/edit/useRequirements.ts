/** The left panel's choice, kept in the URL query: `?country=&plan=&type=` (type = the plan's plan_type). */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface Requirements {
  country: string;
  plan: string;
  type: string;
  /** The plan to ask the form for, when one is chosen. */
  planQuery?: { id: string; type: string };
  setCountry: (country: string) => void;
  setPlan: (plan: string, type: number | string) => void;
}

export function useRequirements(): Requirements {
  const [params, setParams] = useSearchParams();
  const country = params.get('country') ?? '';
  const plan = params.get('plan') ?? '';
  const type = params.get('type') ?? '';
  const setCountry = useCallback(
    // A new country has other plans: plan and type are cleared.
    (next: string) => setParams(next ? { country: next } : {}, { replace: true }),
    [setParams],
  );
  const setPlan = useCallback(
    (nextPlan: string, nextType: number | string) =>
      setParams({ country, plan: nextPlan, type: String(nextType) }, { replace: true }),
    [country, setParams],
  );
  return { country, plan, type, planQuery: plan && type ? { id: plan, type } : undefined, setCountry, setPlan };
}
