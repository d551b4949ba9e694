import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { api, server } from '@/tests/support/msw';
import { getToken, setToken } from '@/providers/http';
import LogoutPage from '@/src/pages/auth/LogoutPage';
import { renderPublic } from '@/tests/support/renderPublic';

describe('LogoutPage', () => {
  it.each([
    ['succeeds', () => new HttpResponse(null, { status: 204 })],
    ['fails', () => HttpResponse.json({}, { status: 500 })],
  ])('signs out when the server call %s: token, cache and store cleared, then /', async (_, answer) => {
    let calls = 0;
    server.use(http.post(api('user/logout'), () => (calls++, answer())));
    setToken('session');
    const { queryClient, store } = renderPublic(<LogoutPage />, { url: '/logout' });
    queryClient.setQueryData(['customer/me'], { login: 'demo' });
    store.setItem('numbers.listParams', { filter: { did: '3225' } });
    expect(screen.getByText('Signing out…')).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(getToken()).toBeUndefined();
    expect(queryClient.getQueryData(['customer/me'])).toBeUndefined();
    expect(store.getItem('numbers.listParams')).toBeUndefined();
    expect(calls).toBe(1);
  });
});
