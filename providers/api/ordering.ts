/** Plans and lookups for ordering, PSTN upgrade and coverage (spec part 1 section 7 "Plans and lookups"; part 2 coverage). */
import { queryOptions } from '@tanstack/react-query';
import { http } from '@/providers/http';
import type {
  AvailableDid,
  DidTypeOption,
  OutboundRate,
  PlanListItem,
  PlanPricing,
  PlanRequirements,
  Prefix,
  ProfileCheck,
  PstnUpgradeCandidate,
  Reachability,
  SelectOption,
  TypeOfServiceOption,
} from '@/providers/types';

const HOUR = 3_600_000;
const PLANS = 'customer/plans';
export const planPath = (id: number | string, type: number | string) => `${PLANS}/${id}/type/${type}`;

export interface PlanSearch {
  country: number;
  tos: number;
  /** DID type ids; empty means every type. */
  didTypes: number[];
}

export const countryTosQuery = (country: number) =>
  queryOptions({
    queryKey: ['customer/countries', country, 'tos'],
    queryFn: () => http<TypeOfServiceOption[]>(`customer/countries/${country}/tos`),
    staleTime: HOUR,
  });
export const didTypesQuery = (country: number, tos: number) =>
  queryOptions({
    queryKey: ['customer/plans/countries', country, 'did-types', tos],
    queryFn: () => http<DidTypeOption[]>(`customer/plans/countries/${country}/did-types`, { query: { tos } }),
    staleTime: HOUR,
  });
export const plansQuery = ({ country, tos, didTypes }: PlanSearch) =>
  queryOptions({
    queryKey: [PLANS, country, tos, didTypes.join(',')],
    queryFn: () =>
      http<PlanListItem[]>(PLANS, {
        query: { country, tos, 'did-types': didTypes.length ? didTypes.join(',') : undefined },
      }),
  });
export const planPricingQuery = (id: number, type: number) =>
  queryOptions({
    queryKey: [planPath(id, type), 'pricing'],
    queryFn: () => http<PlanPricing>(`${planPath(id, type)}/pricing`),
  });
export const planRequirementsQuery = (id: number, type: number) =>
  queryOptions({
    queryKey: [planPath(id, type), 'requirements'],
    queryFn: () => http<PlanRequirements>(`${planPath(id, type)}/requirements`),
  });
export const planReachabilityQuery = (id: number, type: number) =>
  queryOptions({
    queryKey: [planPath(id, type), 'reachability'],
    queryFn: () => http<Reachability>(`${planPath(id, type)}/reachability-services`),
  });
export const planOutboundRatesQuery = (id: number, type: number) =>
  queryOptions({
    queryKey: [planPath(id, type), 'outbound-rates'],
    queryFn: () => http<OutboundRate[]>(`${planPath(id, type)}/outbound-rates`),
  });
export const prefixesQuery = (id: number, type: number, search: { prefix?: string; name?: string } = {}) =>
  queryOptions({
    queryKey: [planPath(id, type), 'prefixes', search.prefix ?? '', search.name ?? ''],
    queryFn: () => http<Prefix[]>(`${planPath(id, type)}/prefixes`, { query: search }),
  });
export const availableDidsQuery = (id: number, type: number, prefixId: number) =>
  queryOptions({
    queryKey: [planPath(id, type), 'prefixes', prefixId, 'dids'],
    queryFn: () => http<AvailableDid[]>(`${planPath(id, type)}/prefixes/${prefixId}/dids/available`),
  });
export const checkProfilesQuery = (id: number, type: number) =>
  queryOptions({
    queryKey: [planPath(id, type), 'check-profiles'],
    queryFn: () => http<ProfileCheck>(`${planPath(id, type)}/check-profiles`),
  });

/** Dedicated PSTN plans of a country, for the PSTN upgrade. */
export const pstnPlansQuery = (country: number) =>
  queryOptions({
    queryKey: ['customer/plans/pstn/countries', country],
    queryFn: () =>
      http<(SelectOption<number> & { plan_type: number })[]>(`customer/plans/pstn/countries/${country}/for-select`),
    staleTime: HOUR,
  });
export const pstnCandidatesQuery = (country: number, plan: number) =>
  queryOptions({
    queryKey: ['customer/dids/pstn-upgrade/available', country, plan],
    queryFn: () =>
      http<PstnUpgradeCandidate[]>(`customer/dids/pstn-upgrade/available/countries/${country}/plans/${plan}`),
  });
