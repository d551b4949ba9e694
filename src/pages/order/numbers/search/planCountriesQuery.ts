import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../../../providers/http';
import type { SelectOption } from '../../../../../providers/types';

/** GET customer/countries/plans/for-select: the countries that have plans (the search's country choices). */
export const planCountriesQuery = queryOptions({
  queryKey: ['customer/countries/plans/for-select'],
  queryFn: () => http<SelectOption<number>[]>('customer/countries/plans/for-select'),
  staleTime: 3_600_000,
});
