/**
 * A hand-written part that replaces a generated one (a cell, a filter input, a section, a whole view), named in a
 * definition without being imported by it: the registry stays light, and the part loads with the generated view that
 * shows it (the view's route waits for its parts, so a part never renders before its code is in).
 */
import { createElement, type ComponentType } from 'react';

export interface LazyPart<P extends object = object> {
  (props: P): ReturnType<typeof createElement> | null;
  /** Loads the part's module (once); the view's route waits for it. */
  load: () => Promise<void>;
}

type PropsOf<C> = C extends ComponentType<infer P> ? (P extends object ? P : object) : never;

/**
 * `lazyPart(() => import('./list/Part'))`: the module's default export; `lazyPart(listParts, 'Part')`: one export of a
 * view's parts module (`list/parts.ts`), so that the view's parts come in one file rather than one file each;
 * `lazyPart(listParts, 'Part', { invalidMessage: '…' })`: with props of the definition's own (plain values: the
 * definition loads with the registry), so that a shared component is a part without a wrapper file. The view's props
 * and the given ones together are the component's.
 */
export function lazyPart<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyPart<P>;
export function lazyPart<M extends object, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyPart<PropsOf<M[K]>>;
export function lazyPart<M extends object, K extends keyof M & string, const G extends Partial<PropsOf<M[K]>>>(
  load: () => Promise<M>,
  name: K,
  given: G,
): LazyPart<Omit<PropsOf<M[K]>, keyof G>>;
export function lazyPart<P extends object>(
  load: () => Promise<Record<string, unknown>>,
  name = 'default',
  given?: Partial<P>,
): LazyPart<P> {
  const component = lazyValue(() => load().then((module) => ({ default: module[name] as ComponentType<P> })));
  const part = (props: P) => {
    const loaded = component();
    return loaded ? createElement(loaded, given ? { ...props, ...given } : props) : null;
  };
  part.load = component.load;
  return part;
}

/**
 * A part that is already loaded: the declarations of a hand-written screen's own table (FieldTable), which load with
 * that screen, name their parts this way.
 */
export function readyPart<P extends object>(component: ComponentType<P>): LazyPart<P> {
  const part = (props: P) => createElement(component, props);
  part.load = () => Promise.resolve();
  return part;
}

/** A module's value, loaded once with the view that uses it (what a part is built on). Before its load it is undefined. */
interface LazyValue<T> {
  (): T | undefined;
  load: () => Promise<void>;
}

function lazyValue<T>(load: () => Promise<{ default: T }>): LazyValue<T> {
  let loaded: T | undefined;
  let loading: Promise<void> | undefined;
  const value = () => loaded;
  value.load = () => {
    // A failed load (offline) is tried again on the next route's load.
    loading ??= load().then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return value;
}
