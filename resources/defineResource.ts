/**
 * One object says everything the console needs about a backend collection: the data provider,
 * the routes (at the spec's URLs) and the record id are generated from the registry.
 * Access flags come from the navigation table (src/layout/navigation.ts), by path.
 */
import type { ComponentType } from 'react';
import type { LazyRoute } from '@/src/components/lazyRoute';
import type { ListDefaults } from '@/src/system/listPrefetch';

export interface ResourceApi {
  /** Paginated list (`page`, `page_size` -> `results`, `count`); POST here creates unless `create` says otherwise. */
  list: string;
  /** One record; `:id` is replaced by the record id. GET, update and DELETE go here unless overridden. */
  one?: string;
  create?: string;
  update?: string;
  updateMethod?: 'PUT' | 'PATCH';
  remove?: string;
  /** CSV export (GET with `_export=csv`). */
  export?: string;
}

export interface ResourceRoute {
  /** Absolute spec URL, react-router syntax (`/numbers/:id/details`). */
  path: string;
  component: LazyRoute;
  /**
   * The route shows the resource's `PortalList`, with these of its defaults: a full page load of the route asks for
   * the list's first page beside the screen's chunk (src/system/listPrefetch.ts).
   */
  list?: ListDefaults;
}

export interface ResourceDefinition {
  name: string;
  /** Which field of a record is its id (default `id`). */
  id?: string;
  api: ResourceApi;
  /** UI filter name -> API query parameter. */
  filters?: Record<string, string>;
  routes: ResourceRoute[];
  icon?: ComponentType;
  recordRepresentation?: string;
  /** API row -> form/record (client-side names). Default: the row as it is. */
  parse?: (row: Record<string, unknown>) => Record<string, unknown>;
  /** Form/record -> API body (server-side names). Default: the record as it is. */
  serialize?: (record: Record<string, unknown>) => Record<string, unknown>;
  /** API error field -> form field, for fields whose names differ (`reg_type` -> `contactType`). */
  errorFields?: Record<string, string>;
}

export const defineResource = (definition: ResourceDefinition): ResourceDefinition => definition;
