import { afterEach, describe, expect, it, vi } from 'vitest';
import { http as mswHttp, HttpResponse } from 'msw';
import { api, server } from '@/tests/support/msw';
import {
  ApiError,
  apiUrl,
  clearToken,
  downloadCsv,
  getList,
  getToken,
  holdRequestsUntilUnload,
  http,
  onHttpEvent,
  resumeRequests,
  setToken,
} from '@/providers/http';
import { steerableClock } from '@/tests/support/clock';

/** Records the requests that reach the API. */
function capture(
  method: 'get' | 'post' | 'put' | 'delete',
  path: string,
  answer: () => Response = () => HttpResponse.json({}),
) {
  const requests: Request[] = [];
  const handler = { get: mswHttp.get, post: mswHttp.post, put: mswHttp.put, delete: mswHttp.delete }[method];
  server.use(
    handler(api(path), ({ request }) => {
      requests.push(request.clone());
      return answer();
    }),
  );
  return requests;
}

const { createObjectURL, revokeObjectURL } = URL;

afterEach(() => {
  resumeRequests();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('requests', () => {
  it('wait for the unload once the page is left after its session ended: none goes out without a session', async () => {
    const clock = steerableClock();
    const requests = capture('get', 'customer/balance');
    holdRequestsUntilUnload();
    let settled = false;
    void http('customer/balance').finally(() => (settled = true));
    await clock.pass(1000);
    expect(requests).toHaveLength(0);
    expect(settled).toBe(false);
    resumeRequests();
    await http('customer/balance');
    expect(requests).toHaveLength(1);
  });

  it('are made under the API root, and under VITE_API_ROOT when it is set', () => {
    expect(apiUrl('customer/me')).toBe('/api/v1/customer/me');
    expect(apiUrl('/customer/contacts', { page: 2, name: '' })).toBe('/api/v1/customer/contacts?page=2');
    // Filters as the backend reads them: one key per value, every reserved character escaped, nothing empty sent.
    expect(apiUrl('customer/dids', { ids: [3, 7], search: "O'Neil & Co (EU)*", area: null, trunk: undefined })).toBe(
      '/api/v1/customer/dids?ids=3&ids=7&search=O%27Neil%20%26%20Co%20%28EU%29%2A',
    );
    vi.stubEnv('VITE_API_ROOT', 'https://api.example.com/portal/v2');
    expect(apiUrl('customer/me')).toBe('https://api.example.com/portal/v2/customer/me');
  });

  it('carry credentials, JSON headers and the Token authorization once signed in', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const requests = capture('get', 'customer/me', () => HttpResponse.json({ login: 'demo' }));
    expect(await http('customer/me')).toEqual({ login: 'demo' });
    expect(requests[0].headers.get('Accept')).toBe('application/json');
    expect(requests[0].headers.get('Authorization')).toBeNull();
    expect(fetchSpy.mock.calls[0][1]?.credentials).toBe('include');

    setToken('abc123');
    expect(getToken()).toBe('abc123');
    await http('customer/me');
    expect(requests[1].headers.get('Authorization')).toBe('Token abc123');

    clearToken();
    expect(getToken()).toBeUndefined();
  });

  it('sees a token another tab set or cleared from the next task on', async () => {
    setToken('mine');
    expect(getToken()).toBe('mine');
    // Another tab signs out: the cookie goes without this tab's clearToken.
    document.cookie = 'token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    await Promise.resolve();
    expect(getToken()).toBeUndefined();
    document.cookie = 'token=theirs; path=/';
    await Promise.resolve();
    expect(getToken()).toBe('theirs');
    clearToken();
  });

  it('send X-CSRFToken from the csrftoken cookie on mutations only', async () => {
    document.cookie = 'csrftoken=csrf-value; path=/';
    const reads = capture('get', 'customer/contacts/1');
    const writes = capture('post', 'customer/contacts', () =>
      HttpResponse.json({ message: 'Contact created.', id: 9 }, { status: 201 }),
    );
    const deletes = capture('delete', 'customer/contacts/1', () => new HttpResponse(null, { status: 204 }));

    await http('customer/contacts/1');
    expect(reads[0].headers.get('X-CSRFToken')).toBeNull();

    expect(await http('customer/contacts', { method: 'POST', body: { name: 'Ann' } })).toEqual({
      message: 'Contact created.',
      id: 9,
    });
    expect(writes[0].headers.get('X-CSRFToken')).toBe('csrf-value');
    expect(writes[0].headers.get('Content-Type')).toBe('application/json');
    expect(await writes[0].json()).toEqual({ name: 'Ann' });

    expect(await http('customer/contacts/1', { method: 'DELETE' })).toBeUndefined();
    expect(deletes[0].headers.get('X-CSRFToken')).toBe('csrf-value');
  });
});

describe('lists', () => {
  it('send page and page_size (default 20) and read results and count', async () => {
    const requests = capture('get', 'customer/contacts', () => HttpResponse.json({ results: [{ id: 1 }], count: 41 }));
    expect(await getList('customer/contacts')).toEqual({ results: [{ id: 1 }], count: 41 });
    await getList('customer/contacts', { page: 3, pageSize: 50, filters: { name: 'ann', email: '' } });
    const first = new URL(requests[0].url).searchParams;
    const second = new URL(requests[1].url).searchParams;
    expect([first.get('page'), first.get('page_size')]).toEqual(['1', '20']);
    expect([second.get('page'), second.get('page_size'), second.get('name')]).toEqual(['3', '50', 'ann']);
    expect(second.has('email')).toBe(false);
  });

  it('export CSV with _export=csv and the filters, saved as a file named with the date', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-09-02T10:00:00Z'));
    const requests = capture(
      'get',
      'customer/dids/export',
      () => new HttpResponse('did\n123', { headers: { 'Content-Type': 'text/csv' } }),
    );
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download, this.href);
    });

    await downloadCsv('customer/dids/export', { country: 'FR', area: '' }, 'numbers');

    const query = new URL(requests[0].url).searchParams;
    expect(query.get('_export')).toBe('csv');
    expect(query.get('country')).toBe('FR');
    expect(query.has('area')).toBe(false);
    expect(saved).toEqual(['numbers-2025-09-02.csv', 'blob:csv']);
  });
});

async function failure(
  status: number,
  body: Record<string, string | string[]>,
  headers?: Record<string, string>,
): Promise<ApiError> {
  server.use(mswHttp.post(api('customer/contacts'), () => HttpResponse.json(body, { status, headers })));
  const error = await http('customer/contacts', { method: 'POST', body: {} }).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('Django REST framework errors', () => {
  it('map fields to body.errors (messages joined with spaces) and keep the raw body', async () => {
    const body = { email: ['Enter a valid email address.', 'Too long.'], level: ['This field is required.'] };
    const error = await failure(400, body);
    expect(error.status).toBe(400);
    expect(error.data).toEqual(body);
    expect(error.body.errors).toEqual({
      email: 'Enter a valid email address. Too long.',
      level: 'This field is required.',
    });
    expect(error.field('email')).toBe('Enter a valid email address. Too long.');
    expect(error.field('name')).toBeUndefined();
  });

  it('take the message from non_field_errors, detail or __all__, not from body.errors', async () => {
    const login = await failure(400, { non_field_errors: ['Unable to log in with provided credentials.'] });
    expect(login.message).toBe('Unable to log in with provided credentials.');
    expect(login.body.errors).toEqual({});

    expect((await failure(400, { detail: 'Not allowed.' })).message).toBe('Not allowed.');
    const general = await failure(400, {
      __all__: ['The two password fields didn’t match.'],
      old_password: ['Wrong.'],
    });
    expect(general.message).toBe('The two password fields didn’t match.');
    expect(general.body.errors).toEqual({ old_password: 'Wrong.' });
  });

  it('keep a message for answers without a JSON body', async () => {
    server.use(mswHttp.get(api('customer/me'), () => new HttpResponse('<h1>boom</h1>', { status: 500 })));
    const error = (await http('customer/me').catch((caught: unknown) => caught)) as ApiError;
    expect(error.status).toBe(500);
    expect(error.data).toBeUndefined();
    expect(error.message).not.toBe('');
  });

  // Spec part 1 section 8: no screen shows an HTTP status text; a failure without a message is the catalogue's.
  it('fall back on the catalogue key of the status, never on the HTTP status text', async () => {
    server.use(
      mswHttp.get(
        api('customer/me'),
        () => new HttpResponse(null, { status: 500, statusText: 'Internal Server Error' }),
      ),
    );
    const error = (await http('customer/me').catch((caught: unknown) => caught)) as ApiError;
    expect(error.message).toBe('common.errors.serverSide');
    expect(error.serverMessage).toBeUndefined();
    expect((await failure(400, {})).message).toBe('common.errors.generic');
  });
});

describe('announcements to the shell', () => {
  function listen() {
    const heard: string[] = [];
    const stops = [
      onHttpEvent('unauthorized', () => heard.push('unauthorized')),
      onHttpEvent('maintenance', () => heard.push('maintenance')),
    ];
    return { heard, stop: () => stops.forEach((stop) => stop()) };
  }

  it('401 announces unauthorized', async () => {
    const { heard, stop } = listen();
    const error = await failure(401, { detail: 'Authentication credentials were not provided.' });
    expect(error.status).toBe(401);
    expect(error.message).toBe('Authentication credentials were not provided.');
    expect(heard).toEqual(['unauthorized']);
    stop();
  });

  it('503 with X-Maintenance announces maintenance; a 503 without it does not', async () => {
    const { heard, stop } = listen();
    await failure(503, {}, { 'X-Maintenance': '1' });
    expect(heard).toEqual(['maintenance']);
    const plain = await failure(503, { detail: 'Service unavailable' });
    expect(plain.status).toBe(503);
    expect(heard).toEqual(['maintenance']);
    stop();
  });

  it('a network failure is status 0 and announces nothing', async () => {
    const { heard, stop } = listen();
    server.use(mswHttp.get(api('customer/me'), () => HttpResponse.error()));
    const error = (await http('customer/me').catch((caught: unknown) => caught)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(heard).toEqual([]);
    stop();
  });
});
