/**
 * One object says everything the console needs about a backend collection (src/console/definition.ts): the data
 * provider, the routes (at the spec's URLs) and, for a definition with fields, its list, show, create and edit views,
 * generated (src/console/views/). A view's route loads the generated view and the hand-written parts it names, so that
 * the registry carries neither. Access flags come from the navigation table (src/layout/navigation.ts), by path.
 */
import { createElement, type ComponentType } from 'react';
import { lazyRoute } from '@/src/components/lazyRoute';
import { filtersOf } from '@/src/console/fields';
import type { ResourceDefinition, ResourceRoute } from '@/src/console/definition';
import type { ListUrlParams, UrlParam } from '@/src/components/listUrl';

export type { ResourceApi, ResourceDefinition, ResourceRoute } from '@/src/console/definition';

type ViewModule = Promise<{ default: ComponentType<{ definition: ResourceDefinition }> }>;

/** Every hand-written part (or value) a definition names, so that a view's route can wait for them. */
function partsOf(definition: ResourceDefinition): { load: () => Promise<void> }[] {
  const { list, show, edit, fields = {} } = definition;
  const parts = [
    list?.intro,
    list?.cards,
    list?.actions,
    list?.rowActions,
    show?.actions,
    ...(show?.sections ?? []),
    ...(edit?.sections ?? []).map((section) => section.part),
    ...Object.values(fields).flatMap((field) => [
      field.render,
      typeof field.card === 'object' ? field.card.render : undefined,
      typeof field.input === 'object' ? field.input.component : undefined,
      ...filtersOf(field).map((filter) => filter.component),
    ]),
  ];
  return parts.filter((part) => part !== undefined);
}

function viewRoute(definition: ResourceDefinition, load: () => ViewModule) {
  return lazyRoute(async () => {
    const [view] = await Promise.all([load(), ...partsOf(definition).map((part) => part.load())]);
    const View = view.default;
    return { default: () => createElement(View, { definition }) };
  });
}

/** The list's URL table and the data provider's filter names, from the fields' filters. */
function filterTables(definition: ResourceDefinition) {
  const urlParams: Record<string, string | UrlParam> = {};
  const api: Record<string, string> = {};
  for (const [name, field] of Object.entries(definition.fields ?? {})) {
    for (const filter of filtersOf(field)) {
      urlParams[filter.url] = filter.numeric ? { name: filter.url, type: 'number' } : filter.url;
      api[filter.url] = filter.api ?? field.path ?? name;
    }
  }
  return { urlParams: urlParams as ListUrlParams, api };
}

export const defineResource = (definition: ResourceDefinition): ResourceDefinition => {
  if (!definition.fields) return definition;
  const { urlParams, api } = filterTables(definition);
  const generated: ResourceRoute[] = [];
  const result: ResourceDefinition = { ...definition, filters: { ...api, ...definition.filters }, routes: generated };
  const route = (path: string, load: () => ViewModule, list?: ResourceRoute['list']) =>
    generated.push({ path, component: viewRoute(result, load), ...(list ? { list } : {}) });
  const { list, show, create, edit } = definition;
  if (list) {
    route(list.path, () => import('@/src/console/views/ResourceList'), {
      urlParams,
      filterDefaultValues: list.filterDefaultValues,
    });
  }
  if (show) route(show.path, () => import('@/src/console/views/ResourceShow'));
  if (create) route(create.path, () => import('@/src/console/views/ResourceCreate'));
  if (edit) route(edit.path, () => import('@/src/console/views/ResourceEdit'));
  generated.push(...definition.routes);
  return result;
};
