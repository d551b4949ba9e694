import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { api, server } from '@/tests/support/msw';
import { renderScreen } from '@/tests/support/render';
import DashboardPage from '@/src/pages/dashboard/DashboardPage';
import { demoBalance, demoMe, meteredMe, serveAccount } from '@/tests/support/shellFixtures';
import { serveDashboard } from './dashboardFixtures';
import { prefetchDashboard } from '@/providers/api/dashboard';
import { meQuery } from '@/providers/api/queries';
import { derivePermissions } from '@/providers/permissions';

describe('dashboard', () => {
  it('welcomes the company and shows the prepaid balance status with Top-up', async () => {
    serveDashboard();
    serveAccount({ me: demoMe });
    renderScreen(<DashboardPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(document.title).toBe('Dashboard | Customer Portal');
    expect(await screen.findByText('Welcome, Northwind Telecom B.V.')).toBeInTheDocument();
    const widget = (await screen.findByRole('heading', { name: 'Balance status' })).closest('section') as HTMLElement;
    expect(await within(widget).findByText('€1,250.40')).toBeInTheDocument();
    expect(within(widget).getByText('€100.00')).toBeInTheDocument();
    expect(within(widget).queryByText(/below the notification threshold/)).not.toBeInTheDocument();
    expect(within(widget).getByRole('link', { name: 'Top-up' })).toHaveAttribute('href', '/billing/balance');
  });

  it('warns when the balance is below the threshold', async () => {
    serveDashboard();
    serveAccount({ me: demoMe, balance: { ...demoBalance, balance: '40.00', is_below_threshold: true } });
    renderScreen(<DashboardPage />);
    expect(await screen.findByText('Your balance is below the notification threshold.')).toBeInTheDocument();
  });

  it('has no balance widget for postpaid customers', async () => {
    serveDashboard();
    serveAccount({ me: meteredMe });
    renderScreen(<DashboardPage />);
    expect(await screen.findByText('Welcome, Metered Ltd')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Balance status' })).not.toBeInTheDocument();
  });

  it('shows a friendly error in the widget and retries', async () => {
    serveDashboard();
    serveAccount({ me: demoMe });
    let calls = 0;
    server.use(
      http.get(api('customer/balance'), () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({}, { status: 500 }) : HttpResponse.json(demoBalance);
      }),
    );
    renderScreen(<DashboardPage />);
    const widget = (await screen.findByRole('heading', { name: 'Balance status' })).closest('section') as HTMLElement;
    expect(await within(widget).findByText('This information could not be loaded.')).toBeInTheDocument();
    await userEvent.click(within(widget).getByRole('button', { name: 'Try again' }));
    expect(await within(widget).findByText('€1,250.40')).toBeInTheDocument();
    expect(within(widget).queryByText('This information could not be loaded.')).not.toBeInTheDocument();
  });
});

/**
 * A full load of the home page asks for the widgets' data before the page has rendered (PortalAdmin): that must be what
 * the widgets read, so that each finds its answer and none asks twice.
 */
describe('the home page prefetch', () => {
  const keysOf = (queryClient: QueryClient) =>
    queryClient
      .getQueryCache()
      .getAll()
      .map((query) => JSON.stringify(query.queryKey))
      .filter((key) => key !== JSON.stringify(meQuery.queryKey))
      .sort();

  it.each([
    ['prepaid', demoMe],
    ['postpaid', meteredMe],
  ])('asks for what the widgets of a %s customer read', async (kind, me) => {
    serveDashboard();
    serveAccount({ me });
    const { queryClient } = renderScreen(<DashboardPage />);
    await screen.findByText(`Welcome, ${me.company_name}`);
    const prefetched = new QueryClient();
    prefetchDashboard(prefetched, derivePermissions(me));
    await waitFor(() => expect(keysOf(queryClient)).toEqual(keysOf(prefetched)));
    expect(keysOf(prefetched).length).toBe(kind === 'prepaid' ? 9 : 7);
  });
});
