import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { api, server } from '@/tests/support/msw';
import { renderScreen } from '@/tests/support/render';
import { setToken } from '@/providers/http';
import type { DedicatedChannelRow } from '@/providers/types';
import { routeScreen } from '@/tests/support/routeScreen';
import { PATHS } from '@/src/paths';
import { LocationProbe } from '@/tests/support/renderPublic';
import { setViewportWidth } from '@/tests/support/shellFixtures';

const channelRow = (did: string, over: Partial<DedicatedChannelRow> = {}): DedicatedChannelRow => ({
  did,
  country: 'Germany',
  account: 'Acme',
  plan: 'Berlin Capacity',
  n_channels: 2,
  max_n_channels: 10,
  mrc_did: '1.00',
  mrc_channels: '2.00',
  nrc_channels: '3.00',
  cart_channels: 0,
  n_bought_channels: 2,
  cancellation_cart_channels: 0,
  ...over,
});

function serveList() {
  const requests: URLSearchParams[] = [];
  server.use(
    http.get(api('customer/countries/for-select'), () => HttpResponse.json([{ value: 1, name: 'Germany' }])),
    http.get(api('customer/plans/countries/1/for-select'), () =>
      HttpResponse.json([{ value: 10, name: 'Berlin Capacity', plan_type: 1 }]),
    ),
    http.get(api('customer/dids/dedicated-channels/existing'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      requests.push(params);
      if (params.get('_export') === 'csv')
        return new HttpResponse('DID\n4930', { headers: { 'Content-Type': 'text/csv' } });
      return HttpResponse.json({
        results: [channelRow('4930111'), channelRow('4930222', { max_n_channels: -1 })],
        count: 2,
      });
    }),
  );
  return requests;
}

function show() {
  setToken('session');
  const user = userEvent.setup();
  renderScreen(routeScreen(PATHS.capacity.dedicatedChannels), {
    url: '/capacity/dedicated-channels',
    routes: { '/order/dedicated-channels': <LocationProbe />, '/order/dedicated-channels/cancel': <LocationProbe /> },
  });
  return user;
}

afterEach(() => vi.restoreAllMocks());

describe('DedicatedChannelList', () => {
  it('shows the numbers with their columns, -1 as "∞" read out as "No limit"', async () => {
    serveList();
    show();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dedicated channels' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const unlimited = (await screen.findByText('4930222')).closest('tr')!;
    for (const header of ['Number', 'Country', 'End user', 'Plan', 'Dedicated channels', 'Max dedicated channels']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(within(unlimited).getByRole('img', { name: 'No limit' })).toHaveTextContent('∞');
    const limited = screen.getByText('4930111').closest('tr')!;
    expect(within(limited).getByText('10')).toBeInTheDocument();
    expect(within(limited).getByText('Acme')).toBeInTheDocument();
  });

  it('filters by country, plan and did', async () => {
    const requests = serveList();
    const user = show();
    await screen.findByText('4930111');
    await user.click(screen.getByRole('combobox', { name: 'Country' }));
    await user.click(await screen.findByRole('option', { name: 'Germany' }));
    await user.click(screen.getByRole('combobox', { name: 'Plan' }));
    await user.click(await screen.findByRole('option', { name: 'Berlin Capacity' }));
    await user.type(screen.getByRole('textbox', { name: 'DID number' }), '4930');
    await waitFor(
      () => {
        const last = requests.at(-1)!;
        expect([last.get('country'), last.get('plan'), last.get('did')]).toEqual(['1', '10', '4930']);
      },
      { timeout: 10000 },
    );
  });

  it('Buy channels and Cancel channels go to the ordering screens; Export CSV downloads the filtered list', async () => {
    const requests = serveList();
    const createObjectURL = vi.fn(() => 'blob:csv');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = show();
    await screen.findByText('4930111');
    expect(screen.getByRole('link', { name: 'Cancel channels' })).toHaveAttribute(
      'href',
      '/order/dedicated-channels/cancel',
    );
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(requests.at(-1)!.get('_export')).toBe('csv');
    await user.click(screen.getByRole('link', { name: 'Buy channels' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/order/dedicated-channels');
  });

  // Moved from tests/src/components/ListCards.test.tsx: the card is the generated list's now.
  it('dedicated channels: the DID, country and plan, end user, channels out of the maximum', async () => {
    setViewportWidth(375);
    serveList();
    show();
    const [card, unlimited] = await screen.findAllByTestId('list-card');
    const lines = card.textContent ?? '';
    expect(lines).toContain('4930111');
    expect(lines).toContain('Germany, Berlin Capacity');
    expect(lines).toContain('End user: Acme');
    expect(lines).toContain('2 / 10');
    expect(within(unlimited).getByRole('img', { name: 'No limit' })).toHaveTextContent('∞');
  });
});
