/**
 * A route's screen, loaded on first render like React.lazy, that can also be asked for earlier: the portal asks
 * for the current route's screen while it still waits for its startup lookups, so that the two load in parallel.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type LazyRoute = LazyExoticComponent<ComponentType> & { preload: () => void };

export function lazyRoute(load: () => Promise<{ default: ComponentType }>): LazyRoute {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const once = () => {
    // A failed load (offline) is tried again on the next ask.
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return Object.assign(lazy(once), { preload: () => void once().catch(() => undefined) });
}
