/**
 * The screen the portal shows at a route of the registry (a generated view with its definition, or a hand-written
 * one), by its path as src/paths.ts writes it: tests render what the portal renders, not a component of their own.
 */
import { createElement } from 'react';
import { RESOURCES } from '@/resources';

function routeAt(path: string) {
  const route = RESOURCES.flatMap((resource) => resource.routes).find((candidate) => candidate.path === path);
  if (!route) throw new Error(`No route at ${path} in the registry`);
  return route;
}

export function routeScreen(path: string) {
  return createElement(routeAt(path).component);
}

const VIEWS = {
  list: () => import('@/src/console/views/ResourceList'),
  show: () => import('@/src/console/views/ResourceShow'),
  create: () => import('@/src/console/views/ResourceCreate'),
  edit: () => import('@/src/console/views/ResourceEdit'),
  remove: () => import('@/src/console/views/ResourceRemove'),
} as const;

/** Every lazy part (or value) named anywhere in a definition: functions with a `load`. */
function loadsOf(value: unknown, found: Promise<void>[] = []): Promise<void>[] {
  if (typeof value === 'function' && 'load' in value && typeof value.load === 'function') {
    found.push((value.load as () => Promise<void>)());
  } else if (Array.isArray(value)) {
    for (const item of value) loadsOf(item, found);
  } else if (value !== null && typeof value === 'object' && !('$$typeof' in value)) {
    for (const item of Object.values(value)) loadsOf(item, found);
  }
  return found;
}

/**
 * Loads the screen at `path` before a test renders it (a `beforeAll`): its chunk and, for a generated view, the view
 * and the parts its definition names. On a busy machine their first transform takes seconds, which a test's waits for
 * its data should not pay.
 */
export async function loadScreen(path: string): Promise<void> {
  const route = routeAt(path);
  route.component.preload();
  const definition = RESOURCES.find((resource) => resource.routes.includes(route));
  const views = (['list', 'show', 'create', 'edit', 'remove'] as const).filter(
    (view) => definition?.[view]?.path === path,
  );
  await Promise.all([
    ...views.map((view) => VIEWS[view]()),
    ...loadsOf(definition?.fields),
    ...views.flatMap((view) => loadsOf(definition?.[view])),
  ]);
  await new Promise((resolve) => setTimeout(resolve, 0));
}
