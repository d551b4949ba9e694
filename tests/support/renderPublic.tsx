/** Renders a public page with the providers src/App.tsx gives it (no react-admin <Admin>). */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nContextProvider, StoreContextProvider, memoryStore, type Store } from 'ra-core';
import { ThemeProvider } from '@mui/material';
import { publicI18nProvider as i18nProvider } from '@/src/i18n/publicI18nProvider';
import { createQueryClient } from '@/src/queryClient';
import { portalTheme } from '@/src/theme';

/** Where the page navigated to, shown as text so that a test can read it. */
export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

interface Options {
  url?: string;
  path?: string;
  /** Navigation state of the entry (what `navigate(url, { state })` passes). */
  state?: unknown;
  /** The react-admin store (a fresh memory store by default). */
  store?: Store;
}

export function renderPublic(ui: ReactElement, { url = '/', path, state, store = memoryStore() }: Options = {}) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <StoreContextProvider value={store}>
        <I18nContextProvider value={i18nProvider}>
          <ThemeProvider theme={portalTheme()}>
            <MemoryRouter
              initialEntries={[
                { pathname: url.split('?')[0], search: url.includes('?') ? `?${url.split('?')[1]}` : '', state },
              ]}
            >
              <Routes>
                <Route path={path ?? url.split('?')[0]} element={ui} />
                <Route path="*" element={<LocationProbe />} />
              </Routes>
            </MemoryRouter>
          </ThemeProvider>
        </I18nContextProvider>
      </StoreContextProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient, store };
}
