import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http as mswHttp, HttpResponse } from 'msw';
import { api, server } from '@/tests/support/msw';
import { setToken } from '@/providers/http';
import { RequireAccess } from '@/src/system/RequireAccess';
import type { CurrentUser } from '@/providers/types';
import * as notAllowed from '@/src/pages/system/NotAllowedPage';

// Spied exports rather than mocked modules: the file shares the dom project's modules (vitest.config.ts).
beforeAll(() => {
  vi.spyOn(notAllowed, 'default').mockImplementation(() => <h1>Not allowed</h1>);
});
afterAll(() => vi.restoreAllMocks());

const DEMO: CurrentUser = {
  login: 'demo',
  customer_type: 1,
  payment_model: 'capacity',
  is_hijacked: false,
  company_name: 'Demo Ltd',
  currency: 'EUR',
};
const METERED: CurrentUser = { ...DEMO, login: 'metered', customer_type: 2, payment_model: 'metered' };

function renderAt(url: string, me: CurrentUser) {
  setToken('tok');
  server.use(mswHttp.get(api('customer/me'), () => HttpResponse.json(me)));
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <RequireAccess>
          <h1>The screen</h1>
        </RequireAccess>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('RequireAccess', () => {
  it('shows prepaid-only screens to prepaid customers only', async () => {
    renderAt('/billing/balance', DEMO);
    expect(await screen.findByText('The screen')).toBeInTheDocument();
  });

  it('answers a postpaid customer on the balance page with the not-allowed view', async () => {
    renderAt('/billing/balance', METERED);
    expect(await screen.findByText('Not allowed')).toBeInTheDocument();
    expect(screen.queryByText('The screen')).not.toBeInTheDocument();
  });

  it('guards every page under the DID-groups scope for non-capacity customers', async () => {
    renderAt('/capacity/did-groups/5/edit', METERED);
    expect(await screen.findByText('Not allowed')).toBeInTheDocument();
  });

  it('lets everyone into unflagged pages, without waiting for the user', () => {
    renderAt('/capacity/trunks', METERED);
    expect(screen.getByText('The screen')).toBeInTheDocument();
  });
});
