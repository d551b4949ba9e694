/**
 * What ra-core's CoreAdminUI did for the console, with what the portal knows before the first render given at once:
 * the resources' definitions and the routes. CoreAdminUI (its CoreAdminRoutes) registers both in effects after its
 * first commit, and those updates rendered the whole console a second time, in a render React cannot split into short
 * tasks: the longest task of every signed-in load on a phone.
 */
import type { ReactNode } from 'react';
import { Routes } from 'react-router-dom';
import {
  HasDashboardContextProvider,
  Resource,
  ResourceDefinitionContextProvider,
  useScrollToTop,
  type ResourceDefinitions,
} from 'ra-core';
import { RESOURCES } from '@/resources';
import PortalLayout from '@/src/layout/PortalLayout';
import { PageErrorBoundary } from '@/src/layout/PageErrorBoundary';
import { FormatProvider } from '@/src/console/format';

/** The definitions <Resource> elements would register, for react-admin's hooks (record representation, names). */
const RESOURCE_DEFINITIONS: ResourceDefinitions = Object.fromEntries(
  RESOURCES.map(({ name, recordRepresentation }) => [name, Resource.registerResource({ name, recordRepresentation })]),
);

/** The console: the layout around the routes (`<Route>` elements), a crash anywhere caught by the error page. */
export function ConsoleUI({ children }: { children: ReactNode }) {
  // react-admin's links that ask for it (`state._scrollToTop`) scroll the new page to its top.
  useScrollToTop();
  return (
    <ResourceDefinitionContextProvider definitions={RESOURCE_DEFINITIONS}>
      <HasDashboardContextProvider value>
        <FormatProvider>
          <PageErrorBoundary>
            <PortalLayout>
              <Routes>{children}</Routes>
            </PortalLayout>
          </PageErrorBoundary>
        </FormatProvider>
      </HasDashboardContextProvider>
    </ResourceDefinitionContextProvider>
  );
}
