/**
 * What the data provider needs to know of a collection: its API and how its records and errors are named. The
 * console's definitions (src/console/definition.ts) are these and more; the registry is handed to the provider when
 * the admin starts (createDataProvider), so that this folder imports nothing of the console.
 */

export interface ResourceApi {
  /** Paginated list (`page`, `page_size` -> `results`, `count`); POST here creates unless `create` says otherwise. */
  list: string;
  /** Where a POST creates, when not on the list's path (a ticket: `customer/tickets/create`). */
  create?: string;
  /** One record; `:id` is replaced by the record id. GET, update and DELETE go here unless overridden. */
  one?: string;
  updateMethod?: 'PUT' | 'PATCH';
  /** CSV export: its path (a GET with the spec's general `_export=csv`), or its path and the query that asks for CSV. */
  export?: string | CsvExport;
}

/** An export that asks for CSV otherwise than with `_export=csv` (My numbers: `csv_export`, spec part 1 section 7). */
export interface CsvExport {
  path: string;
  query: Readonly<Record<string, string>>;
}

/**
 * What a write may carry beside its data (react-admin's `meta`): a form with a file input is sent as one multipart
 * request (each value a part, a list's values repeated, files with their names), with its upload's progress.
 */
// A type, not an interface: react-query's `meta` is a record of unknown values.
export type WriteMeta = {
  multipart?: boolean;
  onProgress?: (progress: { loaded: number; total: number }) => void;
};

/** A collection as the data provider reads it. */
export interface CollectionApi {
  name: string;
  /** Which field of a record is its id (default `id`). */
  id?: string;
  api: ResourceApi;
  /** UI filter name -> API query parameter (the fields' filters add theirs). */
  filters?: Record<string, string>;
  /** API row -> form/record (client-side names). Default: the row as it is. */
  parse?: (row: Record<string, unknown>) => Record<string, unknown>;
  /** Form/record -> API body (server-side names). Default: the record as it is. */
  serialize?: (record: Record<string, unknown>) => Record<string, unknown>;
  /** API error field -> form field, for fields whose names differ (`reg_type` -> `contactType`). */
  errorFields?: Record<string, string>;
}
