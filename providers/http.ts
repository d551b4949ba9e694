/**
 * The one fetch client of the portal (spec part 1 section 7, part 2 section 7).
 * Every call: credentials, JSON headers, `Authorization: Token …`; every mutation: `X-CSRFToken`.
 * 401 and 503 + `X-Maintenance` are announced on `httpEvents` so that the shell can react.
 */
import { requestLanguage } from './requestLanguage';
import type { DrfErrorBody, Paginated } from './types';

export const PAGE_SIZES = [20, 50, 100, 250] as const;
export const DEFAULT_PAGE_SIZE = 20;

const TOKEN_COOKIE = 'token';
const CSRF_COOKIE = 'csrftoken';
const COOKIE_DAYS = 14;

export function apiRoot(): string {
  const root = import.meta.env.VITE_API_ROOT || '/api/v1/';
  return root.endsWith('/') ? root : `${root}/`;
}

export type Query = Record<string, string | number | boolean | null | undefined | (string | number)[]>;

/** RFC 3986 encoding (encodeURIComponent leaves !'()* as they are). */
const encodeStrict = (text: string): string =>
  encodeURIComponent(text).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/** `a=1&b=x&b=y`: keys sorted, an array as repeated keys, null, undefined and '' left out. */
export function queryStringOf(query: Query): string {
  return Object.keys(query)
    .sort()
    .flatMap((key) => {
      const value = query[key];
      return (Array.isArray(value) ? value : [value])
        .filter((item) => item !== null && item !== undefined && item !== '')
        .map((item) => `${encodeStrict(key)}=${encodeStrict(String(item))}`);
    })
    .join('&');
}

export function apiUrl(path: string, query?: Query): string {
  const url = apiRoot() + path.replace(/^\/+/, '');
  const qs = query ? queryStringOf(query) : '';
  return qs ? `${url}${url.includes('?') ? '&' : '?'}${qs}` : url;
}

/**
 * Reading document.cookie asks the browser's network process each time (about a millisecond on a phone), and one
 * render reads the token dozens of times: one read serves the rest of the running task. Another tab's sign-out is
 * seen at the next task.
 */
let cookieJar: string | undefined;
function cookies(): string {
  if (cookieJar === undefined) {
    cookieJar = document.cookie;
    queueMicrotask(() => (cookieJar = undefined));
  }
  return cookieJar;
}

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const found = cookies()
    .split('; ')
    .find((c) => c.startsWith(`${name}=`));
  return found ? decodeURIComponent(found.slice(name.length + 1)) : undefined;
}

function writeCookie(name: string, value: string, days: number): void {
  const secure = typeof window !== 'undefined' && window.location.protocol === 'https:' ? '; Secure' : '';
  const expires = new Date(Date.now() + days * 864e5).toUTCString();
  document.cookie = `${name}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax${secure}`;
  cookieJar = undefined;
}

export const getToken = (): string | undefined => readCookie(TOKEN_COOKIE) || undefined;
export const setToken = (token: string): void => writeCookie(TOKEN_COOKIE, token, COOKIE_DAYS);
export const clearToken = (): void => writeCookie(TOKEN_COOKIE, '', -1);

/** What the shell listens to: `unauthorized` (401) and `maintenance` (503 + X-Maintenance). */
export type HttpEventType = 'unauthorized' | 'maintenance';
const events = new EventTarget();
export function onHttpEvent(type: HttpEventType, listener: () => void): () => void {
  events.addEventListener(type, listener);
  return () => events.removeEventListener(type, listener);
}
export function emitHttpEvent(type: HttpEventType): void {
  events.dispatchEvent(new Event(type));
}

/**
 * The error catalogue's words for a failure whose answer carries no message of its own (spec part 1 section 8): a
 * translation key, never the HTTP status text ("Internal Server Error" is not for the customer's eyes).
 */
export function failureKey(status: number): string {
  if (status === 0) return 'common.errors.network';
  if (status >= 500) return 'common.errors.serverSide';
  return 'common.errors.generic';
}

/**
 * A failed call. `status` 0 is a network failure. `data` is the raw (DRF) body; `body.errors`
 * is the field -> message map that react-admin forms put on their fields (server-side validation).
 * `message` is the server's own message, else the catalogue key of `failureKey`, which react-admin's
 * notify (and `useTranslate`) turn into the catalogue's words.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly data: DrfErrorBody | undefined;
  readonly body: { errors: Record<string, string> };
  /** The parsed body as sent, also when it is not an object (a DRF list serializer answers a list: one error per item). */
  readonly raw: unknown;

  /** The answer's own general message (`detail`, `non_field_errors`, `__all__`, `message`), if any. */
  readonly serverMessage: string | undefined;

  constructor(status: number, data: DrfErrorBody | undefined, fallback = failureKey(status), raw: unknown = data) {
    const serverMessage = firstMessage(data);
    super(serverMessage ?? fallback);
    this.name = 'ApiError';
    this.serverMessage = serverMessage;
    this.status = status;
    this.data = data;
    this.raw = raw;
    this.body = { errors: fieldErrors(data) };
  }

  /** Messages of one field, joined with spaces, as the spec shows them. */
  field(name: string): string | undefined {
    return joinMessages(this.data?.[name]);
  }
}

function joinMessages(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.filter((m) => typeof m === 'string').join(' ') || undefined;
  return undefined;
}

/** `detail`, else the first of `non_field_errors`, else the first of `__all__`. */
export function firstMessage(data: DrfErrorBody | undefined): string | undefined {
  if (!data || typeof data !== 'object') return undefined;
  if (typeof data.detail === 'string') return data.detail;
  const general = data.non_field_errors ?? data.__all__;
  if (Array.isArray(general) && typeof general[0] === 'string') return general[0];
  if (typeof data.message === 'string') return data.message;
  return undefined;
}

export function fieldErrors(data: DrfErrorBody | undefined): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!data || typeof data !== 'object') return errors;
  for (const [key, value] of Object.entries(data)) {
    if (key === 'detail' || key === 'non_field_errors' || key === '__all__' || key === 'message') continue;
    const message = joinMessages(value);
    if (message) errors[key] = message;
  }
  return errors;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  /** JSON-encoded unless it is FormData (multipart uploads). */
  body?: unknown;
  signal?: AbortSignal;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function buildHeaders(method: string, body: unknown): Headers {
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': requestLanguage() });
  if (body !== undefined && !(body instanceof FormData)) headers.set('Content-Type', 'application/json');
  const token = getToken();
  if (token) headers.set('Authorization', `Token ${token}`);
  const csrf = readCookie(CSRF_COOKIE);
  if (!SAFE_METHODS.has(method) && csrf) headers.set('X-CSRFToken', csrf);
  return headers;
}

let leaving = false;

/**
 * The page is being left for a full load after its session ended (a hijack release): what the screen still asks for
 * (its lookups refetch once the cache is cleared) waits for the unload rather than going out without a session.
 */
export function holdRequestsUntilUnload(): void {
  leaving = true;
}

/** For tests: requests go out again. */
export function resumeRequests(): void {
  leaving = false;
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  if (leaving) return new Promise<Response>(() => undefined);
  const method = options.method ?? 'GET';
  const { body } = options;
  let response: Response;
  try {
    response = await fetch(apiUrl(path, options.query), {
      method,
      credentials: 'include',
      headers: buildHeaders(method, body),
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, undefined);
  }
  if (response.ok) return response;
  if (response.status === 503 && response.headers.has('X-Maintenance')) emitHttpEvent('maintenance');
  if (response.status === 401) emitHttpEvent('unauthorized');
  const raw = await readBody(response);
  throw new ApiError(response.status, asDrfBody(raw), undefined, raw);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const asDrfBody = (parsed: unknown): DrfErrorBody | undefined =>
  parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as DrfErrorBody) : undefined;

/** Calls the API and answers its JSON (undefined for an empty answer). */
export async function http<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export interface ListParams {
  page?: number;
  pageSize?: number;
  filters?: Query;
  signal?: AbortSignal;
}

/** A paginated list: `page` (1-based) and `page_size` in, `results` and `count` out. */
export function getList<T>(path: string, { page = 1, pageSize = DEFAULT_PAGE_SIZE, filters, signal }: ListParams = {}) {
  return http<Paginated<T>>(path, { query: { ...filters, page, page_size: pageSize }, signal });
}

export interface UploadProgress {
  loaded: number;
  total: number;
}

function parseXhrBody(text: string): DrfErrorBody | undefined {
  try {
    const parsed: unknown = text ? JSON.parse(text) : undefined;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as DrfErrorBody) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A multipart POST that reports upload progress (fetch cannot): same headers, events and errors
 * as `http`, through XMLHttpRequest.
 */
export function upload<T>(path: string, body: FormData, onProgress?: (progress: UploadProgress) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(path));
    xhr.withCredentials = true;
    buildHeaders('POST', body).forEach((value, key) => xhr.setRequestHeader(key, value));
    if (onProgress) {
      xhr.upload.onprogress = (event) =>
        onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
    }
    xhr.onerror = () => reject(new ApiError(0, undefined));
    xhr.onload = () => {
      const data = parseXhrBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) return resolve(data as T);
      if (xhr.status === 503 && xhr.getResponseHeader('X-Maintenance') !== null) emitHttpEvent('maintenance');
      if (xhr.status === 401) emitHttpEvent('unauthorized');
      reject(new ApiError(xhr.status, data));
    };
    xhr.send(body);
  });
}

export function todayStamp(date = new Date()): string {
  return date.toISOString().slice(0, 10);
}

/** Saves `blob` as a download named `<name>-<yyyy-mm-dd>.csv`. */
export function saveCsv(blob: Blob, name: string): void {
  saveFile(blob, `${name}-${todayStamp()}.csv`);
}

/** Saves what the browser holds as a download named `fileName`. */
export function saveFile(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}

/** The spec's general CSV query (section 7): a GET with `_export=csv`. */
export const CSV_QUERY: Readonly<Record<string, string>> = { _export: 'csv' };

/** CSV export: a GET with the filters and `csvQuery` (default `_export=csv`), saved as `<name>-<yyyy-mm-dd>.csv`. */
export async function downloadCsv(
  path: string,
  filters: Query,
  name: string,
  csvQuery: Readonly<Record<string, string>> = CSV_QUERY,
): Promise<void> {
  const response = await send(path, { query: { ...filters, ...csvQuery } });
  saveCsv(await response.blob(), name);
}
