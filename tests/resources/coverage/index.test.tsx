import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router-dom';
import { api, server } from '@/tests/support/msw';
import { renderScreen } from '@/tests/support/render';
import { setToken } from '@/providers/http';
import type { CoverageRow } from '@/providers/types';
import { loadScreen, routeScreen } from '@/tests/support/routeScreen';
import { PATHS } from '@/src/paths';

const row = (id: number, over: Partial<CoverageRow> = {}): CoverageRow => ({
  id,
  country: { id: 4, name: 'Netherlands' },
  type_of_service: 3,
  type: { id: 5, name: 'Tollfree' },
  name: `Plan ${id}`,
  stock: 40,
  leadtime: 2,
  leadtime_no_stock: 15,
  porting: true,
  nrc: '10.00',
  mrc: '2.50',
  plan_type: 5,
  lt_available: true,
  ...over,
});

function StateProbe() {
  const location = useLocation();
  return <div data-testid="arrived">{`${location.pathname}${location.search} ${JSON.stringify(location.state)}`}</div>;
}

function serve() {
  const requests: URLSearchParams[] = [];
  server.use(
    http.get(api('customer/countries/for-select'), () =>
      HttpResponse.json([
        { value: 4, name: 'Netherlands' },
        { value: 5, name: 'Germany' },
      ]),
    ),
    http.get(api('customer/plans/coverage'), ({ request }) => {
      requests.push(new URL(request.url).searchParams);
      return HttpResponse.json({
        results: [row(9), row(10, { type_of_service: 2, porting: false, name: 'Berlin PSTN' })],
        count: 2,
      });
    }),
    http.get(api('customer/plans/coverage/export'), ({ request }) => {
      requests.push(new URL(request.url).searchParams);
      return new HttpResponse('country,plan\nNetherlands,Plan 9\n', { headers: { 'Content-Type': 'text/csv' } });
    }),
  );
  return requests;
}

function show() {
  setToken('session');
  const user = userEvent.setup();
  renderScreen(routeScreen(PATHS.product.coverage), {
    url: '/product/coverage',
    routes: { '/order/numbers': <StateProbe /> },
  });
  return user;
}

// The generated list and its parts, loaded once as the portal loads them with the route.
beforeAll(() => loadScreen(PATHS.product.coverage), 60_000);

describe('/product/coverage', () => {
  it('lists plans with their columns (type of service by name, porting Yes/No), 20 per page', async () => {
    const requests = serve();
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Coverage' })).toBeInTheDocument();
    const nine = (await screen.findByText('Plan 9')).closest('tr')!;
    for (const header of [
      'Country',
      'Type of service',
      'Type',
      'Plan',
      'Stock',
      'Lead time (days, in stock)',
      'Lead time (days, no stock)',
      'Porting',
      'NRC',
      'MRC',
    ]) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(within(nine).getByText('LT')).toBeInTheDocument();
    expect(within(nine).getByText('Yes')).toBeInTheDocument();
    const berlin = screen.getByText('Berlin PSTN').closest('tr')!;
    expect(within(berlin).getByText('PSTN')).toBeInTheDocument();
    expect(within(berlin).getByText('No')).toBeInTheDocument();
    expect(requests[0].get('page_size')).toBe('20');
  });

  it('filters by country and exports the filtered CSV', async () => {
    const requests = serve();
    const user = show();
    await screen.findByText('Plan 9');
    await user.click(screen.getByRole('combobox', { name: 'Country' }));
    await user.click(await screen.findByRole('option', { name: 'Germany' }));
    await waitFor(() => expect(requests.at(-1)?.get('country')).toBe('5'), { timeout: 10000 });
    const createObjectURL = vi.fn(() => 'blob:csv');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(requests.some((params) => params.get('_export') === 'csv' && params.get('country') === '5')).toBe(true),
    );
  });

  it('Order opens /order/numbers preselected, with the plan in state fromCoverage', async () => {
    serve();
    const user = show();
    await user.click(await screen.findByRole('link', { name: 'Order Plan 9' }));
    expect(screen.getByTestId('arrived')).toHaveTextContent(
      '/order/numbers?country=4&typeOfService=3&didType=5 {"fromCoverage":{"country":4,"typeOfService":3,"didType":5,"planId":9}}',
    );
  });
});
