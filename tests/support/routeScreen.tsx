/**
 * The screen the portal shows at a route of the registry (a generated view with its definition, or a hand-written
 * one), by its path as src/paths.ts writes it: tests render what the portal renders, not a component of their own.
 */
import { createElement } from 'react';
import { RESOURCES } from '@/resources';

export function routeScreen(path: string) {
  const route = RESOURCES.flatMap((resource) => resource.routes).find((candidate) => candidate.path === path);
  if (!route) throw new Error(`No route at ${path} in the registry`);
  return createElement(route.component);
}
