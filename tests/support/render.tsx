/**
 * Renders a screen the way the portal does: the portal's theme provider around react-admin's contexts (data, auth,
 * i18n, store, query client), the console's formatters (FormatProvider, around the routes as in ConsoleUI: amounts in
 * the currency of customer/me) and a memory router at the given URL. API calls go to MSW (tests/msw.ts).
 */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, Route, RouterProvider, Routes } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { CoreAdminContext, memoryStore, type DataProvider, type I18nProvider, type Store } from 'react-admin';
import { createQueryClient } from '@/src/queryClient';
import { createAuthProvider } from '@/providers/authProvider';
import { loginPath } from '@/src/system/loginReturn';
import { dataProvider } from '@/src/console/portalDataProvider';
import { i18nProvider } from '@/src/i18n/portalI18nProvider';
import { PortalThemeProvider } from '@/src/PortalThemeProvider';
import { FormatProvider } from '@/src/console/format';

export interface RenderOptions {
  /** The URL the screen is shown at. */
  url?: string;
  /** The route pattern of the screen (default: the URL's path). */
  path?: string;
  /** Other routes, to see where the screen navigates. */
  routes?: Record<string, ReactElement>;
  /** The navigation state the screen is opened with (what another screen's navigate() passed). */
  state?: unknown;
  /** The store (default: an empty memory store). */
  store?: Store;
  /** Runs with the screen's query client and store before it renders (what the portal does before a screen shows). */
  prepare?: (clients: { queryClient: QueryClient; store: Store }) => void;
  /** A data provider of other collections than the registry's (a definition of a test's own). */
  dataProvider?: DataProvider;
  /** A catalogue with a test's own labels. */
  i18nProvider?: I18nProvider;
}

export function renderScreen(
  ui: ReactElement,
  {
    url = '/',
    path,
    routes = {},
    state,
    prepare,
    store = memoryStore(),
    dataProvider: data = dataProvider,
    i18nProvider: i18n = i18nProvider,
  }: RenderOptions = {},
) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, refetchOnWindowFocus: false } });
  prepare?.({ queryClient, store });
  const screen = (
    <PortalThemeProvider>
      <CoreAdminContext
        dataProvider={data}
        authProvider={createAuthProvider(queryClient, loginPath)}
        i18nProvider={i18n}
        store={store}
        queryClient={queryClient}
      >
        <FormatProvider>
          <Routes>
            <Route path={path ?? url.split('?')[0]} element={ui} />
            {Object.entries(routes).map(([route, element]) => (
              <Route key={route} path={route} element={element} />
            ))}
          </Routes>
        </FormatProvider>
      </CoreAdminContext>
    </PortalThemeProvider>
  );
  // A data router, as in the portal (useBlocker needs one).
  const router = createMemoryRouter([{ path: '*', element: screen }], {
    initialEntries: [state === undefined ? url : { pathname: url.split('?')[0], state }],
  });
  const result = render(<RouterProvider router={router} />);
  return { ...result, queryClient, router, store };
}
