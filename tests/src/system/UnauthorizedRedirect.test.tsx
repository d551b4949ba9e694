import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { http as mswHttp, HttpResponse } from 'msw';
import { api, server } from '@/tests/support/msw';
import { getToken, http, setToken } from '@/providers/http';
import { UnauthorizedRedirect } from '@/src/system/UnauthorizedRedirect';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

/** A screen that loads the balance, as any screen behind sign-in does. */
function BalanceScreen() {
  const balance = useQuery({
    queryKey: ['customer/balance'],
    queryFn: () => http<{ balance: string }>('customer/balance'),
    retry: false,
  });
  if (balance.isError) return <p>Failed</p>;
  return <p>{balance.data ? `Balance ${balance.data.balance}` : 'Loading'}</p>;
}

function renderAt(url: string) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(['customer/me'], { login: 'demo' });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <UnauthorizedRedirect />
        <Where />
        <Routes>
          <Route path="/login" element={<p>Login page</p>} />
          <Route path="/logout" element={<BalanceScreen />} />
          <Route path="/billing/balance" element={<BalanceScreen />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return queryClient;
}

const unauthorized = () =>
  server.use(
    mswHttp.get(api('customer/balance'), () =>
      HttpResponse.json({ detail: 'Authentication credentials were not provided.' }, { status: 401 }),
    ),
  );

describe('UnauthorizedRedirect', () => {
  it('on a 401 signs out and sends the user to the login page, keeping where they were', async () => {
    setToken('expired');
    unauthorized();
    const queryClient = renderAt('/billing/balance?tab=history');
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/login?redirect=%2Fbilling%2Fbalance%3Ftab%3Dhistory');
    expect(getToken()).toBeUndefined();
    expect(queryClient.getQueryData(['customer/me'])).toBeUndefined();
  });

  it('does nothing on a public page', async () => {
    setToken('expired');
    unauthorized();
    const queryClient = renderAt('/logout');
    await screen.findByText('Failed');
    expect(screen.getByTestId('where')).toHaveTextContent('/logout');
    expect(getToken()).toBe('expired');
    expect(queryClient.getQueryData(['customer/me'])).toEqual({ login: 'demo' });
  });

  it('leaves other failures alone', async () => {
    setToken('valid');
    server.use(
      mswHttp.get(api('customer/balance'), () => HttpResponse.json({ detail: 'Forbidden.' }, { status: 403 })),
    );
    renderAt('/billing/balance');
    await screen.findByText('Failed');
    expect(screen.getByTestId('where')).toHaveTextContent('/billing/balance');
    expect(getToken()).toBe('valid');
  });
});
