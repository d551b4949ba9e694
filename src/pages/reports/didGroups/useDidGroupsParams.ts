/**
 * The DID groups section's page, page size and filters, kept in the URL beside the rest of the snapshot page's query
 * (groupsPage, groupsPerPage, groupsCountry, groupsPlan): a link or a reload shows the same groups.
 */
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@/providers/http';
import type { DidGroupReportParams } from '@/providers/entities/reports';

export const GROUP_PARAMS = {
  page: 'groupsPage',
  pageSize: 'groupsPerPage',
  country: 'groupsCountry',
  plan: 'groupsPlan',
} as const;

export type GroupFilterName = 'country' | 'plan';

const positive = (value: string | null): number | undefined => {
  const parsed = Number(value);
  return value && Number.isInteger(parsed) && parsed > 0 ? parsed : undefined;
};

const pageSizeOf = (value: string | null): number => {
  const size = positive(value);
  return size !== undefined && (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE;
};

export function useDidGroupsParams() {
  const [search, setSearch] = useSearchParams();
  const params: DidGroupReportParams = {
    page: positive(search.get(GROUP_PARAMS.page)) ?? 1,
    pageSize: pageSizeOf(search.get(GROUP_PARAMS.pageSize)),
    country: positive(search.get(GROUP_PARAMS.country)),
    plan: positive(search.get(GROUP_PARAMS.plan)),
  };
  const update = (changes: Partial<Record<keyof typeof GROUP_PARAMS, string | number | undefined>>) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes) as [
          keyof typeof GROUP_PARAMS,
          string | number | undefined,
        ][]) {
          if (value === undefined || value === '' || (key === 'page' && Number(value) === 1)) {
            next.delete(GROUP_PARAMS[key]);
          } else next.set(GROUP_PARAMS[key], String(value));
        }
        return next;
      },
      { replace: true },
    );
  return {
    params,
    setPage: (page: number) => update({ page }),
    setPageSize: (pageSize: number) => update({ pageSize, page: 1 }),
    // A filter starts again from page 1; the plans belong to a country: a new country drops the plan.
    setFilter: (name: GroupFilterName, value: string) =>
      update(name === 'country' ? { country: value, plan: undefined, page: 1 } : { plan: value, page: 1 }),
  };
}
