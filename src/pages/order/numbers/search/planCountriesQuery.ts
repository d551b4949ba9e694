import { queryOptions } from '@tanstack/react-query';
import { http } from '@/providers/http';
import type { SelectOption } from '@/providers/types';

/** GET customer/countries/plans/for-select: the countries that have plans (the search's country choices). */
const PLAN_COUNTRIES = 'customer/countries/plans/for-select';
export const planCountriesQuery = queryOptions({
  queryKey: [PLAN_COUNTRIES],
  queryFn: () => http<SelectOption<number>[]>(PLAN_COUNTRIES),
  staleTime: 3_600_000,
});
