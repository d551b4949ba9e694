/**
 * Around a PortalList's react-admin `<List>`: the router as the list sees it (ra-core's router provider), with the URL's
 * named filter parameters shown to it as its JSON `filter`, and what it navigates to written back as named parameters
 * (listUrl.ts). react-admin keeps doing the rest as ever: page, perPage, sort, the debounce, the stored parameters,
 * back and forward. A URL in the old form (`filter={json}`) is rewritten in place into named parameters.
 */
import { useEffect, useMemo, type ReactNode } from 'react';
import { RouterProviderContext, useRouterProvider, type RouterNavigateFunction, type RouterProvider } from 'ra-core';
import { isOldListUrl, toListSearch, toUrlSearch, type ListUrlDefaults, type ListUrlParams } from './listUrl';

interface Props {
  table?: ListUrlParams;
  defaults: ListUrlDefaults;
  children: ReactNode;
}

/** A navigation that stays on the list (a new search, no path of its own) has its search written in the URL's form. */
function urlTarget(to: Parameters<RouterNavigateFunction>[0], write: (search: string) => string) {
  if (typeof to === 'string') return to.startsWith('?') ? write(to) : to;
  if (typeof to === 'object' && to.search !== undefined && !to.pathname) return { ...to, search: write(to.search) };
  return to;
}

export function ListUrlAdapter({ table, defaults, children }: Props) {
  const parent = useRouterProvider();
  const location = parent.useLocation();
  const navigate = parent.useNavigate();
  const tableKey = JSON.stringify(table ?? {});
  const defaultsKey = JSON.stringify(defaults);
  const provider = useMemo<RouterProvider>(() => {
    const names = JSON.parse(tableKey) as ListUrlParams;
    const fallback = JSON.parse(defaultsKey) as ListUrlDefaults;
    const write = (search: string) => toUrlSearch(search, names, fallback);
    return {
      ...parent,
      useLocation: function useListLocation() {
        const real = parent.useLocation();
        return useMemo(() => ({ ...real, search: toListSearch(real.search, names) }), [real]);
      },
      useNavigate: function useListNavigate() {
        const go = parent.useNavigate();
        return useMemo<RouterNavigateFunction>(
          () => (to, options) => (typeof to === 'number' ? go(to) : go(urlTarget(to, write), options)),
          [go],
        );
      },
    };
  }, [parent, tableKey, defaultsKey]);

  // An old link: the same list, its filters now each under its name.
  const oldSearch = isOldListUrl(location.search) ? location.search : null;
  useEffect(() => {
    if (oldSearch === null) return;
    const names = JSON.parse(tableKey) as ListUrlParams;
    const search = toUrlSearch(toListSearch(oldSearch, names), names, JSON.parse(defaultsKey) as ListUrlDefaults);
    navigate({ search }, { replace: true, state: location.state as unknown });
  }, [oldSearch, navigate, tableKey, defaultsKey, location.state]);

  return <RouterProviderContext.Provider value={provider}>{children}</RouterProviderContext.Provider>;
}
