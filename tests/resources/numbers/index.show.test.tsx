import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { api, server } from '@/tests/support/msw';
import { renderScreen } from '@/tests/support/render';
import { setToken } from '@/providers/http';
import type { NumberDetails as Details } from '@/providers/types';
import { loadScreen, routeScreen } from '@/tests/support/routeScreen';
import { PATHS } from '@/src/paths';
import { LocationProbe } from '@/tests/support/renderPublic';
import { numberDetails } from '@/tests/support/numberFixtures';
import { demoMe, setViewportWidth } from '@/tests/support/shellFixtures';

const DID = '31200000001';
const base = `customer/dids/${DID}`;
const stat = (minutes: number) => ({ scope: 'All', successful_calls: minutes * 2, unsuccessful_calls: 1, minutes });

function serve(details: Partial<Details> = {}) {
  server.use(
    http.get(api(`${base}/general`), () => HttpResponse.json(numberDetails(details))),
    http.get(api(`${base}/reachability-and-services`), () =>
      HttpResponse.json({
        national_fixed: true,
        national_mobile: false,
        international: true,
        services: { calling_card: false, voip_services: true, call_back: false },
        minutes: { max_call_duration: 120, max_min_day: null },
        allowed_services: ['Voice'],
        remarks: '',
      }),
    ),
    http.get(api(`${base}/outbound-rates`), () =>
      HttpResponse.json([
        {
          destination: 'Netherlands fixed',
          call_set_up: '0.01',
          price_min: '0.02',
          currency_traffic: 'EUR',
          billing_method: '60/60',
        },
      ]),
    ),
    http.get(api(`${base}/did-group`), () => HttpResponse.json({ id: 4, name: 'Sales', is_default: false })),
    http.get(api(`${base}/statistics`), () =>
      HttpResponse.json({
        inbound: { '1': stat(5), '7': stat(35), '30': stat(150) },
        outbound: { '1': stat(1), '7': stat(7), '30': stat(30) },
      }),
    ),
    http.get(api(`dids/${DID}/statistics/cdrs/latest`), () => HttpResponse.json({ start_time: null })),
    http.get(api(`${base}/routing/routing-number`), () =>
      HttpResponse.json([{ id: 1, nature: { id: 2 }, number_out: '+31201234567' }]),
    ),
    http.get(api(`${base}/routing/shadow-routing-number`), () => HttpResponse.json(null)),
    http.get(api('dids/originating-networks/for_select'), () => HttpResponse.json([{ value: 2, name: 'Fixed' }])),
    http.get(api('customer/trunks/for-select'), () => HttpResponse.json([{ value: 3, name: 'Main trunk' }])),
  );
}

// The route's chunks (the generated view and its parts), loaded once before the first test's clock starts.
beforeAll(() => loadScreen(PATHS.numbers.details), 60_000);

/** A row of the General tab: the value beside its label. */
const rowValue = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

function show(url = `/numbers/${DID}/details`, state?: unknown) {
  setToken('session');
  // The generated page's formats read the customer's currency.
  server.use(http.get(api('customer/me'), () => HttpResponse.json(demoMe)));
  const user = userEvent.setup();
  const rendered = renderScreen(routeScreen(PATHS.numbers.details), {
    url,
    path: PATHS.numbers.details,
    routes: {
      '/numbers/existing': <LocationProbe />,
      '/capacity/did-groups/:id/edit': <LocationProbe />,
      '/profiles/edit/:id': <LocationProbe />,
      '/order/pstn-upgrade': <LocationProbe />,
    },
  });
  if (state) void rendered.router.navigate(url, { state, replace: true });
  return { user, router: rendered.router };
}

describe("a number's details", () => {
  it('shows the General tab with every tab of a capacity number, and Exit goes to My numbers', async () => {
    serve();
    const { user } = show();
    expect(await screen.findByRole('heading', { level: 1, name: `Number ${DID}` })).toBeInTheDocument();
    const names = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(names).toEqual([
      'General',
      'Reachability/Services',
      'Routing',
      'Outbound Rates',
      'DID Group',
      'Profile',
      'Statistics',
    ]);
    expect(screen.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
    expect(rowValue('Type of service')).toHaveTextContent('Voice');
    expect(rowValue('Area')).toHaveTextContent('Amsterdam (20)');
    expect(screen.queryByText('Cancelled')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Exit' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/numbers/existing');
  });

  it('shows a maximum of -1 channels as the infinity sign, read out as No limit, like the channel screens', async () => {
    serve({ max_channels: -1 });
    show();
    await screen.findByRole('heading', { level: 1 });
    const row = rowValue('Max channels');
    expect(row).toHaveTextContent('∞');
    expect(row).not.toHaveTextContent('-1');
    expect(within(row).getByRole('img', { name: 'No limit' })).toBeInTheDocument();
  });

  it('hides the DID Group tab of a metered number and shows the Cancelled badge', async () => {
    serve({ is_capacity: false, is_being_cancelled: true, did_group_id: null });
    show();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('tab', { name: 'DID Group' })).not.toBeInTheDocument();
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
  });

  it('opens the tab of the navigation state and keeps the tab in the URL', async () => {
    serve();
    const { user, router } = show(`/numbers/${DID}/details`, { tabKey: 'routing' });
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Routing' })).toHaveAttribute('aria-selected', 'true'));
    expect(await screen.findByDisplayValue('+31201234567')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'DID Group' }));
    expect(router.state.location.search).toBe('?tab=didGroup');
    expect(await screen.findByText('This number belongs to the DID group Sales.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Edit DID group' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/capacity/did-groups/4/edit');
  });

  it('accepts activeKey and ?tab=', async () => {
    serve();
    show(`/numbers/${DID}/details?tab=profile`);
    expect(await screen.findByRole('link', { name: 'Edit end user' })).toHaveAttribute('href', '/profiles/edit/7');
  });

  it('shows the statistics table and the latest call', async () => {
    serve();
    show(`/numbers/${DID}/details`, { activeKey: 'statistics' });
    const table = await screen.findByRole('table', { name: 'Statistics' });
    expect(within(table).getByRole('row', { name: /Inbound, Last 24 hours All 10 1 5/ })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Outbound, Last 30 days All 60 1 30/ })).toBeInTheDocument();
    expect(screen.getByText(/Latest call start time:/)).toHaveTextContent('No calls yet');
  });

  it('at 375 px the statistics are a card per period', async () => {
    setViewportWidth(375);
    serve();
    show(`/numbers/${DID}/details`, { activeKey: 'statistics' });
    const periods = await screen.findByRole('region', { name: 'Statistics' });
    expect(screen.queryByRole('table', { name: 'Statistics' })).not.toBeInTheDocument();
    const cards = within(periods).getAllByTestId('list-card');
    expect(cards.map((card) => within(card).getByTestId('card-key').textContent)).toEqual([
      'Inbound, Last 24 hours',
      'Inbound, Last 7 days',
      'Inbound, Last 30 days',
      'Outbound, Last 24 hours',
      'Outbound, Last 7 days',
      'Outbound, Last 30 days',
    ]);
    for (const line of ['Scope: All', 'Successful calls: 10', 'Unsuccessful calls: 1', 'Minutes: 5']) {
      expect(cards[0]).toHaveTextContent(line);
    }
  });

  it('shows the rates and the PSTN upgrade link when LT is active and PSTN can be upgraded', async () => {
    serve();
    show(`/numbers/${DID}/details?tab=outbound`);
    expect(await screen.findByRole('cell', { name: 'Netherlands fixed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/order/pstn-upgrade');
  });

  it("shows the server's message when LT is inactive and cannot be upgraded", async () => {
    serve({
      outbound: {
        lt: { active: false, can_be_upgraded: false },
        pstn: { active: false, can_be_upgraded: false },
        error_message: 'Outbound is not available.',
      },
    });
    show(`/numbers/${DID}/details?tab=outbound`);
    expect(await screen.findByText('Outbound is not available.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Upgrade' })).not.toBeInTheDocument();
  });

  it('shows the not-found page for an unknown number', async () => {
    setToken('session');
    server.use(http.get(api(`${base}/general`), () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })));
    show();
    expect(await screen.findByRole('heading', { level: 1, name: /not found/i })).toBeInTheDocument();
  });
});
