/** A test client of the sandbox app (in-memory database): signs in and keeps the token and the csrftoken cookie. */
import { createApp, type SandboxOptions } from '@/sandbox/app';
import { peerBindings } from '@/sandbox/clientAddress';
import { openDatabase, type Db } from '@/sandbox/db';

export type App = ReturnType<typeof createApp>;

export function freshSandbox(options: Omit<SandboxOptions, 'db'> = {}): { app: App; db: Db } {
  const db = openDatabase(':memory:');
  return { app: createApp({ ...options, db }), db };
}

export interface CallOptions {
  /** JSON-encoded, unless it is FormData (multipart). */
  body?: unknown;
  /**
   * Sent as it is, as `application/json` unless `headers` names another Content-Type (malformed bodies, bytes that
   * are no UTF-8, hand-made multipart); instead of `body`.
   */
  raw?: string | Uint8Array<ArrayBuffer>;
  /** false: leave the X-CSRFToken header out of a mutation. */
  csrf?: boolean;
  headers?: Record<string, string>;
  /** The connection's peer address (default: the client's `from`; none, as without a socket). */
  from?: string;
}

export class Client {
  token: string | undefined;
  csrf: string | undefined;

  /** `from`: the peer address of this client's connections (see `CallOptions.from`). */
  constructor(
    readonly app: App,
    readonly from?: string,
  ) {}

  async call(
    method: string,
    path: string,
    { body, raw, csrf = true, headers = {}, from = this.from }: CallOptions = {},
  ): Promise<Response> {
    const all: Record<string, string> = { Accept: 'application/json', ...headers };
    const isForm = body instanceof FormData;
    if (((body !== undefined && !isForm) || raw !== undefined) && !headers['Content-Type'])
      all['Content-Type'] = 'application/json';
    if (this.token) all.Authorization = `Token ${this.token}`;
    if (this.csrf) all.Cookie = `csrftoken=${this.csrf}`;
    if (csrf && this.csrf && method !== 'GET') all['X-CSRFToken'] = this.csrf;
    const url = path.startsWith('/') ? path : `/api/v1/${path}`;
    const init = {
      method,
      headers: all,
      body: raw ?? (body === undefined ? undefined : isForm ? body : JSON.stringify(body)),
    };
    const response = await this.app.request(url, init, from === undefined ? undefined : peerBindings(from));
    const cookie = /csrftoken=([^;]+)/.exec(response.headers.get('set-cookie') ?? '');
    if (cookie) this.csrf = cookie[1];
    return response;
  }

  get = (path: string, options?: CallOptions) => this.call('GET', path, options);
  post = (path: string, body?: unknown, options?: CallOptions) => this.call('POST', path, { ...options, body });
  put = (path: string, body?: unknown, options?: CallOptions) => this.call('PUT', path, { ...options, body });
  patch = (path: string, body?: unknown, options?: CallOptions) => this.call('PATCH', path, { ...options, body });
  /** A multipart POST (the body is sent as it is). */
  upload = (path: string, form: FormData, options?: CallOptions) => this.call('POST', path, { ...options, body: form });
  delete = (path: string, options?: CallOptions) => this.call('DELETE', path, options);

  async login(login: string, password = login): Promise<this> {
    const response = await this.post('user/login', { login, password });
    if (response.status !== 200) throw new Error(`login ${login} failed: ${response.status} ${await response.text()}`);
    this.token = ((await response.json()) as { token: string }).token;
    return this;
  }
}

export const signedIn = (app: App, login: string, password?: string) => new Client(app).login(login, password);

/** The status and JSON body of an answer, for one `toEqual`. */
export async function answer(response: Response): Promise<{ status: number; body: unknown }> {
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
}
