/**
 * A route's screen in a chunk of its own, loaded on first render, that can also be asked for earlier: the portal asks
 * for the current route's screen while it still waits for its startup lookups, so that the two load in parallel.
 *
 * Not React.lazy: a lazy component suspends on its first render even when its chunk has arrived, and React holds
 * back the content that replaces a Suspense fallback until 300 ms after the fallback appeared, which every full page
 * load paid before its screen showed. Here a screen whose chunk is in renders at once, and one still on its way shows
 * the loading screen until it arrives.
 */
import { createElement, startTransition, useEffect, useState, type ComponentType } from 'react';
import { Navigate } from 'react-router-dom';
import LoadingScreen from '@/src/pages/system/LoadingScreen';

export type LazyRoute<P extends object = object> = ComponentType<P> & { preload: () => void };

export function lazyRoute<P extends object = object>(load: () => Promise<{ default: ComponentType<P> }>): LazyRoute<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const once = () => {
    // A failed load (offline) is tried again on the next ask.
    loading ??= load().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };

  function LazyRouteScreen(props: P) {
    const [, setArrived] = useState(false);
    const [failure, setFailure] = useState<{ error: unknown }>();
    // Asked for while rendering, as React.lazy does (once: the load is shared), so that it starts before the commit.
    if (!loaded && !failure) void once().catch(() => undefined);
    const Screen = loaded;
    // Keyed on what this render showed, not on `loaded` now: the chunk may arrive between the render and the effect.
    useEffect(() => {
      if (Screen) return undefined;
      let current = true;
      once().then(
        () => current && startTransition(() => setArrived(true)),
        (error: unknown) => current && setFailure({ error }),
      );
      return () => {
        current = false;
      };
    }, [Screen]);
    // To the nearest error boundary, as a failed React.lazy would.
    if (failure) throw failure.error;
    return Screen ? <Screen {...props} /> : <LoadingScreen />;
  }

  return Object.assign(LazyRouteScreen, { preload: () => void once().catch(() => undefined) });
}

/**
 * A screen's second address (the spec's "/profiles/new, also /profiles/edit without an id"): it goes to the first,
 * in place of itself in the history, so that Back does not come here again.
 */
export function redirectRoute(to: string): LazyRoute {
  const Redirect = () => createElement(Navigate, { to, replace: true });
  return Object.assign(Redirect, { preload: () => undefined });
}
