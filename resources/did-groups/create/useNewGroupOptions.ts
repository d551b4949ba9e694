/** Lookups of the new-group form: countries, the plans of the chosen country (of the chosen type, if any). */
import { useQuery } from '@tanstack/react-query';
import { groupCountriesQuery, groupPlansQuery } from '@/providers/api/capacity';
import { useCountryOptions } from '@/src/components/countryName';

export function useNewGroupOptions(country: number | '', type: number | '') {
  const countries = useQuery(groupCountriesQuery);
  const plans = useQuery({ ...groupPlansQuery(country), enabled: country !== '' });
  const allPlans = plans.data ?? [];
  const countryOptions = useCountryOptions(countries.data);
  return {
    countries: countryOptions,
    allPlans,
    plans: type === '' ? allPlans : allPlans.filter((plan) => plan.plan_type === type),
  };
}
