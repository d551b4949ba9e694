import { describe, expect, it } from 'vitest';
import { http as mswHttp, HttpResponse } from 'msw';
import { api, server } from '@/tests/support/msw';
import { createAuthProvider } from '@/providers/authProvider';
import { loginPath } from '@/src/system/loginReturn';
import { ApiError, getToken, setToken } from '@/providers/http';
import { meQuery } from '@/providers/api/queries';
import { createQueryClient } from '@/src/queryClient';
import type { CurrentUser } from '@/providers/types';

const DEMO: CurrentUser = {
  login: 'demo',
  customer_type: 1,
  payment_model: 'capacity',
  is_hijacked: false,
  company_name: 'Demo Ltd',
  currency: 'EUR',
};

function setup() {
  const queryClient = createQueryClient();
  return { queryClient, auth: createAuthProvider(queryClient, loginPath) };
}

function serveMe(me: CurrentUser) {
  let calls = 0;
  server.use(
    mswHttp.get(api('customer/me'), () => {
      calls += 1;
      return HttpResponse.json(me);
    }),
  );
  return () => calls;
}

describe('login', () => {
  it('posts login and password and keeps the token', async () => {
    let body: unknown;
    server.use(
      mswHttp.post(api('user/login'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ token: 'tok-1' });
      }),
    );
    await setup().auth.login({ login: 'demo', password: 'demo' });
    expect(body).toEqual({ login: 'demo', password: 'demo' });
    expect(getToken()).toBe('tok-1');
  });

  it('fails with the server message and keeps no token', async () => {
    server.use(
      mswHttp.post(api('user/login'), () =>
        HttpResponse.json({ non_field_errors: ['Unable to log in with provided credentials.'] }, { status: 400 }),
      ),
    );
    const error = await setup()
      .auth.login({ username: 'demo', password: 'nope' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Unable to log in with provided credentials.');
    expect(getToken()).toBeUndefined();
  });
});

describe('logout', () => {
  it('posts user/logout, drops the token and every cached answer', async () => {
    let loggedOut = 0;
    server.use(mswHttp.post(api('user/logout'), () => ((loggedOut += 1), new HttpResponse(null, { status: 204 }))));
    setToken('tok-1');
    const { auth, queryClient } = setup();
    queryClient.setQueryData(meQuery.queryKey, DEMO);
    await auth.logout({});
    expect(loggedOut).toBe(1);
    expect(getToken()).toBeUndefined();
    expect(queryClient.getQueryData(meQuery.queryKey)).toBeUndefined();
  });

  it('signs out locally even when the server call fails', async () => {
    server.use(mswHttp.post(api('user/logout'), () => HttpResponse.json({}, { status: 500 })));
    setToken('tok-1');
    await expect(setup().auth.logout({})).resolves.toBeUndefined();
    expect(getToken()).toBeUndefined();
  });
});

describe('checkAuth and checkError', () => {
  it('lets a user with a token in', async () => {
    setToken('tok-1');
    await expect(setup().auth.checkAuth({})).resolves.toBeUndefined();
  });

  it('sends a visitor without a token to the login page, keeping the location', async () => {
    window.history.pushState({}, '', '/numbers/existing?page=2');
    await expect(setup().auth.checkAuth({})).rejects.toMatchObject({
      redirectTo: '/login?redirect=%2Fnumbers%2Fexisting%3Fpage%3D2',
    });
    window.history.pushState({}, '', '/');
  });

  it('never signs out on an error: 401 is handled by the unauthorized event', async () => {
    const { auth } = setup();
    await expect(
      auth.checkError(new ApiError(401, { detail: 'Invalid token.' }, 'Unauthorized')),
    ).resolves.toBeUndefined();
    await expect(auth.checkError(new ApiError(403, undefined, 'Forbidden'))).resolves.toBeUndefined();
  });
});

describe('identity and permissions', () => {
  it('name the user by login, with [DEV] while support works on their behalf', async () => {
    serveMe(DEMO);
    expect(await setup().auth.getIdentity?.()).toEqual({ id: 'demo', fullName: 'demo' });
    serveMe({ ...DEMO, is_hijacked: true });
    expect(await setup().auth.getIdentity?.()).toEqual({ id: 'demo', fullName: '[DEV] demo' });
  });

  it('derive permissions from customer/me, asked once for identity and permissions', async () => {
    const calls = serveMe({ ...DEMO, customer_type: 2, payment_model: 'metered' });
    const { auth } = setup();
    expect(await auth.getPermissions?.({})).toEqual({ isPrepaid: false, isCapacity: false, isHijacked: false });
    await auth.getIdentity?.();
    expect(calls()).toBe(1);

    serveMe(DEMO);
    expect(await setup().auth.getPermissions?.({})).toEqual({ isPrepaid: true, isCapacity: true, isHijacked: false });
  });
});
