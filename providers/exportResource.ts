/**
 * The filters of a list as API query parameters, and the CSV export of a collection (spec section 7:
 * a GET with `_export=csv`, saved as a dated file). Screens reach the export through the data provider
 * (`useDataProvider<PortalDataProvider>().exportCsv(...)`), never by importing the registry.
 */
import type { DataProvider } from 'react-admin';
import { downloadCsv, type Query } from './http';
import type { CollectionApi } from './collection';

type Row = Record<string, unknown>;

export interface CsvExportParams {
  /** The list's filter values (UI names). */
  filter?: Row;
}

/** react-admin's data provider plus the portal's one custom call, `exportCsv`. */
export type PortalDataProvider = DataProvider & {
  exportCsv: (resource: string, params: CsvExportParams) => Promise<void>;
};

/** UI filters -> API query: names through `filters` (unknown names as they are), empty values dropped. */
export function mapFilters(definition: CollectionApi, filters: Row = {}): Query {
  const query: Query = {};
  for (const [key, value] of Object.entries(filters)) {
    const name = definition.filters?.[key] ?? key;
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      const items = value.filter(
        (item): item is string | number => typeof item === 'string' || typeof item === 'number',
      );
      if (items.length) query[name] = items;
    } else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      query[name] = value;
    }
  }
  return query;
}

/** CSV export of a collection with the list's filters (a dated file download). */
export function exportResource(name: string, filters: Row = {}, resources: CollectionApi[]) {
  const definition = resources.find((resource) => resource.name === name);
  const csv = definition?.api.export;
  if (!definition || !csv) throw new Error(`Resource "${name}" has no export path`);
  if (typeof csv === 'string') return downloadCsv(csv, mapFilters(definition, filters), name);
  return downloadCsv(csv.path, mapFilters(definition, filters), name, csv.query);
}
