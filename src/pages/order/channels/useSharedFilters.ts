/** The shared-channel filters (country, plan, type) live in the URL query string. */
import { useSearchParams } from 'react-router-dom';

export type SharedFilterName = 'country' | 'plan' | 'type';
export type SharedFilters = Partial<Record<SharedFilterName, number>>;

const toNumber = (value: string | null): number | undefined => {
  const parsed = value ? Number(value) : NaN;
  return Number.isInteger(parsed) ? parsed : undefined;
};

export function useSharedFilters() {
  const [params, setParams] = useSearchParams();
  const filters: SharedFilters = {
    country: toNumber(params.get('country')),
    plan: toNumber(params.get('plan')),
    type: toNumber(params.get('type')),
  };
  const setFilter = (name: SharedFilterName, value: string) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === '') next.delete(name);
        else next.set(name, value);
        // The plans belong to a country: a new country drops the plan.
        if (name === 'country') next.delete('plan');
        return next;
      },
      { replace: true },
    );
  };
  return { filters, setFilter };
}
