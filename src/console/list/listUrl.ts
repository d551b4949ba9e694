/**
 * A list's filters in its URL (issue 33 item 5): each filter is its own named query parameter, with the spec's name
 * where it gives one (`?invoiceID=INV-202506-0001`, `?showCalls=2`); `page`, `perPage`, `sort` and `order` keep
 * react-admin's names. react-admin's lists keep their filters as one JSON `filter` parameter: PortalList shows them the
 * URL in that form (`toListSearch`) and writes what they navigate to in the named form (`toUrlSearch`). An old link's
 * `filter={json}` is read, under the named parameters, and rewritten.
 *
 * Every parameter of a list's URL other than those four is one of its filters: a source the table does not name
 * stands in the URL under its own name, as text.
 */

/** How one filter stands in the URL: its parameter's name (default: the filter's source) and its type (default text). */
export interface UrlParam {
  name?: string;
  /** A number (a country, an area, a status) is read back as one; a text that is no number stays text. */
  type?: 'text' | 'number';
}

/** A list's table: filter source -> its URL parameter, or just the parameter's name. */
export type ListUrlParams = Readonly<Record<string, string | UrlParam>>;

/** The list's own parameters, under react-admin's names. */
const LIST_KEYS = ['page', 'perPage', 'sort', 'order'] as const;
/** react-admin's JSON parameters: `filter` is read from an old link only, `displayedFilters` kept when not empty. */
const JSON_KEYS = ['filter', 'displayedFilters'] as const;

/** What PortalList leaves out of the URL when it has its default value (the page stays: see `toUrlSearch`). */
export interface ListUrlDefaults {
  perPage?: number;
  sort?: { field: string; order: string };
}

const paramOf = (entry: string | UrlParam | undefined): UrlParam =>
  typeof entry === 'string' ? { name: entry } : (entry ?? {});

/** The URL name of `source`. */
export const urlNameOf = (source: string, table: ListUrlParams = {}): string => paramOf(table[source]).name ?? source;

/** The source a URL parameter stands for, and how its value reads. */
function sourceOf(name: string, table: ListUrlParams): { source: string; param: UrlParam } {
  for (const [source, entry] of Object.entries(table)) {
    const param = paramOf(entry);
    if ((param.name ?? source) === name) return { source, param };
  }
  return { source: name, param: {} };
}

const NUMERIC = /^-?(0|[1-9]\d{0,14})(\.\d+)?$/;
const read = (value: string, param: UrlParam): string | number =>
  param.type === 'number' && NUMERIC.test(value) ? Number(value) : value;

function parseJson(value: string | null): Record<string, unknown> {
  if (!value) return {};
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const isListKey = (key: string) => (LIST_KEYS as readonly string[]).includes(key);
const isJsonKey = (key: string) => (JSON_KEYS as readonly string[]).includes(key);

/** The filter values a URL holds: an old `filter={json}` under the named parameters (a named one wins). */
export function filterOfUrl(search: string, table: ListUrlParams = {}): Record<string, unknown> {
  const params = new URLSearchParams(search);
  const filter: Record<string, unknown> = { ...parseJson(params.get('filter')) };
  const names = new Set([...params.keys()].filter((key) => !isListKey(key) && !isJsonKey(key)));
  for (const name of names) {
    const { source, param } = sourceOf(name, table);
    const values = params.getAll(name).map((value) => read(value, param));
    filter[source] = values.length === 1 ? values[0] : values;
  }
  return filter;
}

/** The URL's search as react-admin's list reads it: `filter` as JSON, beside page, perPage, sort and order. */
export function toListSearch(search: string, table: ListUrlParams = {}): string {
  const params = new URLSearchParams(search);
  const list = new URLSearchParams();
  for (const key of LIST_KEYS) {
    const value = params.get(key);
    if (value !== null) list.set(key, value);
  }
  const filter = filterOfUrl(search, table);
  if (Object.keys(filter).length > 0) list.set('filter', JSON.stringify(filter));
  const displayed = params.get('displayedFilters');
  if (displayed !== null && Object.keys(parseJson(displayed)).length > 0) list.set('displayedFilters', displayed);
  const text = list.toString();
  return text ? `?${text}` : '';
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * What react-admin navigates to, in the URL's form: each filter its named parameter (a list repeated), then the page
 * and, when not the list's default, perPage, sort and order. The page stays even when it is the first: a list's URL
 * with no parameter at all makes react-admin take its stored parameters instead (the filters of the last visit).
 */
export function toUrlSearch(listSearch: string, table: ListUrlParams = {}, defaults: ListUrlDefaults = {}): string {
  const list = new URLSearchParams(listSearch);
  const url = new URLSearchParams();
  for (const [source, value] of Object.entries(parseJson(list.get('filter')))) {
    if (isEmpty(value)) continue;
    const name = urlNameOf(source, table);
    for (const item of Array.isArray(value) ? value : [value]) {
      url.append(name, typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
  const sortIsDefault =
    defaults.sort !== undefined &&
    list.get('sort') === defaults.sort.field &&
    (list.get('order') ?? defaults.sort.order) === defaults.sort.order;
  url.set('page', list.get('page') ?? '1');
  const perPage = list.get('perPage');
  if (perPage !== null && perPage !== String(defaults.perPage)) url.set('perPage', perPage);
  for (const key of ['sort', 'order'] as const) {
    const value = list.get(key);
    if (value !== null && !sortIsDefault) url.set(key, value);
  }
  const displayed = list.get('displayedFilters');
  if (displayed !== null && Object.keys(parseJson(displayed)).length > 0) url.set('displayedFilters', displayed);
  return `?${url.toString()}`;
}

/** A URL in react-admin's old form (an old bookmark or link): to be rewritten into named parameters. */
export const isOldListUrl = (search: string): boolean => {
  const params = new URLSearchParams(search);
  const displayed = params.get('displayedFilters');
  return params.has('filter') || (displayed !== null && Object.keys(parseJson(displayed)).length === 0);
};

/** A filter whose values are numbers (a country, an area, a status), under its source's name. */
export const NUMBER: UrlParam = { type: 'number' };

/**
 * A list's address without the filters of an earlier visit: a list URL with no parameter takes its stored parameters
 * (react-admin's store), so a screen that has just created a record opens its list at its first page, unfiltered, and
 * the new record is in sight (issue 49 item 9).
 */
export const freshListPath = (path: string): string => `${path}?page=1`;
