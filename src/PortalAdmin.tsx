/**
 * Everything behind sign-in: react-admin's console (ra-core's CoreAdminContext around the portal's ConsoleUI) generated
 * from the resource registry and the page registry, after the startup lookups (current user, field descriptions) have
 * answered.
 */
import { Suspense, useDeferredValue, useState } from 'react';
import { Navigate, Route, matchPath, useLocation, type Location } from 'react-router-dom';
import { useQueries, type QueryClient } from '@tanstack/react-query';
import { CoreAdminContext } from 'ra-core';
import { ResourceContextProvider, type Store } from 'react-admin';
import { createAuthProvider } from '@/providers/authProvider';
import { loginPath } from './system/loginReturn';
import { dataProvider } from '@/src/console/portalDataProvider';
import { i18nProvider } from '@/src/i18n/portalI18nProvider';
import { ApiError, getToken } from '@/providers/http';
import { meQuery, planFieldDescriptionQuery } from '@/providers/api/queries';
import { prefetchDashboard } from '@/providers/api/dashboard';
import { RESOURCES } from '@/resources';
import { PAGES, type ScreenPrefetch } from './pages';
import PortalNotification from './layout/PortalNotification';
import NotFoundPage from './pages/system/NotFoundPage';
import LoadingScreen from './pages/system/LoadingScreen';
import LoadErrorScreen from './pages/system/LoadErrorScreen';
import ServerErrorPage from './pages/system/ServerErrorPage';
import { RequireAccess } from './system/RequireAccess';
import { NAVIGATION, accessForPath, canAccess } from './layout/navigation';
import { SectionRedirect } from './layout/SectionRedirect';
import { PATHS } from './paths';
import { lazyRoute, type LazyRoute } from './components/lazyRoute';
import { derivePermissions } from '@/providers/permissions';
import type { CurrentUser } from '@/providers/entities/account';
import { prefetchList } from '@/src/console/list/listPrefetch';
import { ConsoleUI } from '@/src/console/ConsoleUI';
import PortalLayout from '@/src/layout/PortalLayout';
import { preloadStoredLocale } from './system/storedLocale';

/** Unknown paths: not found, except under a scope the customer may not open (the not-allowed view). */
function CatchAll() {
  return (
    <RequireAccess>
      <NotFoundPage />
    </RequireAccess>
  );
}

/** The home page's widgets load in a chunk of their own: the other screens do not carry them. */
const Dashboard = lazyRoute(() => import('./pages/dashboard/DashboardPage'));
function DashboardScreen() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Dashboard />
    </Suspense>
  );
}

/** Starts loading the screen of a path (the first one it matches), so that it arrives with the startup lookups. */
function preloadScreen(pathname: string): void {
  if (pathname === PATHS.home) return Dashboard.preload();
  const routes = [...RESOURCES.flatMap((resource) => resource.routes), ...PAGES];
  routes.find((route) => matchPath(route.path, pathname))?.component.preload();
}

/** The screen of a path whose first data may be asked for before it renders: the home page, or a page that says how. */
function screenPrefetch(pathname: string): ScreenPrefetch | undefined {
  if (pathname === PATHS.home) return prefetchDashboard;
  return PAGES.find((page) => matchPath(page.path, pathname))?.prefetch;
}

/**
 * Once the session is known, asks for what the screen of the path reads first (if the customer may open it): a list's
 * first page, the home page's widgets', a page's own; so that it arrives with the screen's chunk rather than after it.
 */
function initialPrefetch(queryClient: QueryClient, store: Store, { pathname, search }: Location) {
  const resource = RESOURCES.find((candidate) =>
    candidate.routes.some((route) => route.list && matchPath(route.path, pathname)),
  );
  const route = resource?.routes.find((candidate) => matchPath(candidate.path, pathname));
  const prefetch = screenPrefetch(pathname);
  let started = false;
  return (me: CurrentUser) => {
    if (started) return;
    started = true;
    const permissions = derivePermissions(me);
    const access = accessForPath(pathname);
    if (access && !canAccess(access, permissions)) return;
    prefetch?.(queryClient, permissions);
    if (resource && route?.list) {
      void prefetchList(queryClient, dataProvider, store, { resource: resource.name, search, defaults: route.list });
    }
  };
}

interface Props {
  queryClient: QueryClient;
  store: Store;
}

function routeElement(Component: LazyRoute, resource?: string) {
  const page = (
    <RequireAccess>
      <Suspense fallback={<LoadingScreen />}>
        <Component />
      </Suspense>
    </RequireAccess>
  );
  return resource ? <ResourceContextProvider value={resource}>{page}</ResourceContextProvider> : page;
}

export default function PortalAdmin({ queryClient, store }: Props) {
  const location = useLocation();
  const signedIn = Boolean(getToken());
  const [authProvider] = useState(() => createAuthProvider(queryClient, loginPath));
  useState(() => preloadStoredLocale(store, i18nProvider));
  const [prefetchInitialData] = useState(() => initialPrefetch(queryClient, store, location));
  const [me, fields] = useQueries({
    queries: [
      { ...meQuery, enabled: signedIn },
      { ...planFieldDescriptionQuery, enabled: signedIn },
    ],
  });
  if (me.data) prefetchInitialData(me.data);
  // Once per mount, before the first render: the screen loads while the startup lookups are answered. After the
  // screen's data was asked for (when the session is already known, as on a reload): a request sent once the screen's
  // files have arrived waits for them on a slow link (Lighthouse's phone chained the list's page after them).
  useState(() => signedIn && preloadScreen(location.pathname));
  // The lookups answer in a render React may not interrupt (a query's update): the console, the largest render of a
  // load, follows in a deferred one, which React splits into short tasks so that the page stays responsive.
  const settled = useDeferredValue(!me.isPending && !fields.isPending);

  if (!signedIn) return <Navigate to={loginPath(location)} replace />;
  if (!settled) return <LoadingScreen />;
  if (me.isError || fields.isError) {
    // A server failure is ours, not the customer's connection's (spec part 1 section 8, "Server failure").
    const failure = [me.error, fields.error].find((error) => error instanceof ApiError && error.status >= 500);
    if (failure) return <ServerErrorPage error={failure} />;
    return (
      <LoadErrorScreen
        onRetry={() => {
          void me.refetch();
          void fields.refetch();
        }}
      />
    );
  }

  // react-admin's <Admin> is <AdminContext> around <AdminUI>; AdminUI's defaults (its login page and form, layout, app
  // bar, error and not-found pages) and Admin's (the English i18n provider, the store) would load with the console
  // although the portal replaces every one of them. AdminContext's own part beyond ra-core's is a theme provider that
  // builds the theme a second time: the portal's theme, built once, is App's provider's. ConsoleUI says why it
  // replaces ra-core's CoreAdminUI.
  return (
    <CoreAdminContext
      queryClient={queryClient}
      store={store}
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
    >
      <ConsoleUI resources={RESOURCES} layout={PortalLayout}>
        {RESOURCES.flatMap((resource) =>
          resource.routes.map((route) => (
            <Route key={route.path} path={route.path} element={routeElement(route.component, resource.name)} />
          )),
        )}
        {NAVIGATION.filter((section) => section.base !== PATHS.home).map((section) => (
          <Route key={section.base} path={section.base} element={<SectionRedirect section={section} />} />
        ))}
        {PAGES.map((page) => (
          <Route key={page.path} path={page.path} element={routeElement(page.component)} />
        ))}
        <Route path={PATHS.home} element={<DashboardScreen />} />
        <Route path="*" element={<CatchAll />} />
      </ConsoleUI>
      <PortalNotification />
    </CoreAdminContext>
  );
}
