/**
 * What ra-core's CoreAdminUI did for the console, with what the portal knows before the first render given at once:
 * the resources' definitions and the routes. CoreAdminUI (its CoreAdminRoutes) registers both in effects after its
 * first commit, and those updates rendered the whole console a second time, in a render React cannot split into short
 * tasks: the longest task of every signed-in load on a phone.
 */
import { useMemo, type ComponentType, type ReactNode } from 'react';
import { Routes } from 'react-router-dom';
import {
  HasDashboardContextProvider,
  Resource,
  ResourceDefinitionContextProvider,
  useScrollToTop,
  type ResourceDefinitions,
} from 'ra-core';
import { PageErrorBoundary } from '@/src/layout/PageErrorBoundary';
import { FormatProvider } from '@/src/console/format';
import type { ResourceDefinition } from '@/src/console/definition';

interface Props {
  /** The registry: react-admin's hooks read each one's name and record representation. */
  resources: readonly ResourceDefinition[];
  /** Around every route, as react-admin's `<Admin layout>`. */
  layout: ComponentType<{ children: ReactNode }>;
  /** The routes (`<Route>` elements). */
  children: ReactNode;
}

/** The console: the layout around the routes, a crash anywhere caught by the error page. */
export function ConsoleUI({ resources, layout: Layout, children }: Props) {
  // react-admin's links that ask for it (`state._scrollToTop`) scroll the new page to its top.
  useScrollToTop();
  // The definitions <Resource> elements would register, for react-admin's hooks (record representation, names).
  const definitions: ResourceDefinitions = useMemo(
    () =>
      Object.fromEntries(
        resources.map(({ name, recordRepresentation }) => [
          name,
          Resource.registerResource({ name, recordRepresentation }),
        ]),
      ),
    [resources],
  );
  return (
    <ResourceDefinitionContextProvider definitions={definitions}>
      <HasDashboardContextProvider value>
        <FormatProvider>
          <PageErrorBoundary>
            <Layout>
              <Routes>{children}</Routes>
            </Layout>
          </PageErrorBoundary>
        </FormatProvider>
      </HasDashboardContextProvider>
    </ResourceDefinitionContextProvider>
  );
}
