/**
 * The whole application: public pages (sign-in, password reset, sign-out) stay light; everything
 * behind sign-in lives in the lazily loaded PortalAdmin chunk (react-admin and the registry).
 */
import { Suspense, useState } from 'react';
import { Route, Routes } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { StoreContextProvider, localStorageStore } from 'ra-core';
import { StoredLocaleI18nProvider, withStoredLocale } from './system/storedLocale';
import { publicI18nProvider } from '@/src/i18n/publicI18nProvider';
import { createQueryClient, followRequestLanguage } from './queryClient';
import { PortalThemeProvider } from './PortalThemeProvider';
import { MaintenanceGate } from './system/MaintenanceGate';
import { UnauthorizedRedirect } from './system/UnauthorizedRedirect';
import { PATHS, PUBLIC_PATHS } from './paths';
import { getToken } from '@/providers/http';
import { meQuery, planFieldDescriptionQuery } from '@/providers/api/startupQueries';
import LoadingScreen from './pages/system/LoadingScreen';
import { lazyRoute } from './components/lazyRoute';

const LoginPage = lazyRoute(() => import('./pages/auth/LoginPage'));
const PasswordResetPage = lazyRoute(() => import('./pages/auth/PasswordResetPage'));
const LogoutPage = lazyRoute(() => import('./pages/auth/LogoutPage'));
const PortalAdmin = lazyRoute(() => import('./PortalAdmin'));

/** Signed in on a portal route: the startup lookups start now, while the admin chunk is still on its way. */
function startQueryClient() {
  const queryClient = createQueryClient();
  followRequestLanguage(queryClient);
  if (getToken() && !PUBLIC_PATHS.includes(window.location.pathname)) {
    void queryClient.prefetchQuery(meQuery);
    void queryClient.prefetchQuery(planFieldDescriptionQuery);
    // A page's first Intl.NumberFormat loads ICU's data: 20-65 ms here, four times that on Lighthouse's phone. The
    // admin chunk makes one as it is evaluated (MUI's TablePagination formats its figures so), which delayed the
    // screen's own requests; made now, it runs while that chunk is still downloading. Not on the public pages, where
    // it would only add a task to /login's load.
    setTimeout(() => new Intl.NumberFormat('en-US').format(0), 0);
  }
  return queryClient;
}

export default function App() {
  const [queryClient] = useState(startQueryClient);
  const [store] = useState(() =>
    withStoredLocale(localStorageStore(undefined, 'did-portal'), publicI18nProvider.getLocale()),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <StoreContextProvider value={store}>
        <StoredLocaleI18nProvider value={publicI18nProvider}>
          <PortalThemeProvider>
            <UnauthorizedRedirect />
            <MaintenanceGate>
              <Suspense fallback={<LoadingScreen />}>
                <Routes>
                  <Route path={PATHS.login} element={<LoginPage />} />
                  <Route path={PATHS.passwordReset} element={<PasswordResetPage />} />
                  <Route path={PATHS.logout} element={<LogoutPage />} />
                  <Route path="*" element={<PortalAdmin queryClient={queryClient} store={store} />} />
                </Routes>
              </Suspense>
            </MaintenanceGate>
          </PortalThemeProvider>
        </StoredLocaleI18nProvider>
      </StoreContextProvider>
    </QueryClientProvider>
  );
}
