/**
 * One object says everything the console needs about a backend collection (src/console/definition.ts): the data
 * provider, the routes (at the spec's URLs) and, for a definition with fields, its list, show, create and edit views,
 * generated (src/console/views/). A view's route loads the generated view and the hand-written parts it names, so that
 * the registry carries neither. Access flags come from the navigation table (src/layout/navigation.ts), by path.
 */
import { createElement, type ComponentType } from 'react';
import { lazyRoute } from '@/src/components/lazyRoute';
import { filtersOf, type FieldSpec } from '@/src/console/fields';
import type { DeclaredFields, FieldName, RecordOf, ResourceDefinition, ResourceRoute } from '@/src/console/definition';
import type { ListUrlParams, UrlParam } from '@/src/console/list/listUrl';
import { DefinitionProvider } from '@/src/console/views/definitionContext';

export type { ResourceApi, ResourceDefinition, ResourceRoute } from '@/src/console/definition';

/**
 * Each field as declared, where a card line it joins must be another of the collection's fields and its parts must read
 * the collection's record type.
 */
type CheckedFields<F extends DeclaredFields, R> = { readonly [K in keyof F]: FieldSpec<FieldName<F>, string, R> };

type ViewModule = Promise<{ default: ComponentType<{ definition: ResourceDefinition }> }>;

type ViewName = 'list' | 'show' | 'create' | 'edit' | 'remove';

/**
 * The hand-written parts (or values) one view of a definition shows, so that its route waits for them and for no other
 * view's: a list loaded its edit page's sections too (the trunks' addresses), a file and a round trip more.
 */
export function partsOf(definition: ResourceDefinition, view: ViewName): { load: () => Promise<void> }[] {
  const { list, show, edit, remove, fields = {} } = definition;
  // A field the list shows: a column of its table or a line of its phone cards (the ticket's description is neither).
  const inList = (name: string, field: FieldSpec) =>
    field.column !== false || field.card !== undefined || Boolean(list?.cardLines?.includes(name));
  // A field the show page shows: a row of its card or of one of its tabs (My numbers' list parts stay the list's).
  const onShow = (name: string, field: FieldSpec) =>
    show?.tabs
      ? show.tabs.some((tab) => tab.rows?.includes(name)) || show.badge === name
      : show?.rows
        ? show.rows.includes(name)
        : field.show !== false;
  const byView: Record<ViewName, unknown[]> = {
    list: [
      list?.intro,
      list?.actions,
      list?.rowActions,
      ...Object.entries(fields).flatMap(([name, field]) => [
        inList(name, field) ? field.render : undefined,
        typeof field.card === 'object' ? field.card.render : undefined,
        ...filtersOf(field).map((filter) => filter.component),
      ]),
    ],
    show: [
      show?.actions,
      ...(show?.sections ?? []),
      ...(show?.tabs ?? []).map((tab) => tab.part),
      ...Object.entries(fields).flatMap(([name, field]) => (onShow(name, field) ? [field.render] : [])),
    ],
    create: [
      definition.create?.intro,
      ...Object.values(fields).map((field) => (typeof field.input === 'object' ? field.input.component : undefined)),
    ],
    edit: [
      edit?.otherwise,
      ...(edit?.sections ?? []).map((section) => section.part),
      ...Object.values(fields).map((field) => (typeof field.input === 'object' ? field.input.component : undefined)),
    ],
    remove: [remove?.otherwise],
  };
  return byView[view].filter((part): part is { load: () => Promise<void> } => part !== undefined);
}

function viewRoute(definition: ResourceDefinition, view: ViewName, load: () => ViewModule) {
  return lazyRoute(async () => {
    const [module] = await Promise.all([load(), ...partsOf(definition, view).map((part) => part.load())]);
    const View = module.default;
    // The view's parts find their definition in the context (useDefinition), the view in its props.
    return {
      default: () => createElement(DefinitionProvider, { value: definition }, createElement(View, { definition })),
    };
  });
}

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

/**
 * `defineResource<Invoice>()({ … })`: the collection's record types first (API entities of providers/: a list's row and,
 * where one record's own answer carries more, that answer: `defineResource<OrderListItem, OrderDetails>()`; none: any
 * record), then the definition, whose names are checked against its fields when it is written: a misspelt field in a
 * show page's rows, a card's lines, a form's inputs, a card line's `line` or a list's filter order fails the type check,
 * and so does a part or a callback that reads another record type than its view's. Two calls, because TypeScript infers
 * the fields' names but cannot be told the record types in the same call (it would stop inferring the names).
 */
export function defineResource<Row = RecordOf, Full = Row>() {
  return <const F extends DeclaredFields = DeclaredFields>(
    // A field's part shows in the list and on the show page: it reads either answer.
    definition: ResourceDefinition<F, Row, Full> & { fields?: CheckedFields<F, Row | Full> },
  ): ResourceDefinition =>
    // The registry and the views read every definition alike: its parts get records of its own type from them.
    generate(definition as unknown as ResourceDefinition);
}

function generate(definition: ResourceDefinition): ResourceDefinition {
  if (!definition.fields) return definition;
  const { urlParams, api } = filterTables(definition);
  const generated: ResourceRoute[] = [];
  const result: ResourceDefinition = { ...definition, filters: { ...api, ...definition.filters }, routes: generated };
  const route = (path: string, view: ViewName, load: () => ViewModule, list?: ResourceRoute['list']) =>
    generated.push({ path, component: viewRoute(result, view, load), ...(list ? { list } : {}) });
  const { list, show, create, edit, remove } = definition;
  if (list) {
    route(list.path, 'list', () => import('@/src/console/views/ResourceList'), {
      urlParams,
      filterDefaultValues: list.filterDefaultValues,
    });
  }
  if (show) route(show.path, 'show', () => import('@/src/console/views/ResourceShow'));
  if (create) route(create.path, 'create', () => import('@/src/console/views/ResourceCreate'));
  if (edit) route(edit.path, 'edit', () => import('@/src/console/views/ResourceEdit'));
  if (remove) route(remove.path, 'remove', () => import('@/src/console/views/ResourceRemove'));
  generated.push(...definition.routes);
  return result;
}
