import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { api, server } from '@/tests/support/msw';
import { renderScreen } from '@/tests/support/render';
import { setToken } from '@/providers/http';
import type { PlanListItem } from '@/providers/types';
import OrderNumbersPage from '@/src/pages/order/numbers/OrderNumbersPage';
import { LocationProbe } from '@/tests/support/renderPublic';
import { OUTBOUND, plan, pricing, serveSearchLookups } from './orderingFixtures';
import { steerableClock } from '@/tests/support/clock';

function servePlans(plans: PlanListItem[]) {
  const requests: URLSearchParams[] = [];
  server.use(
    http.get(api('customer/plans'), ({ request }) => {
      requests.push(new URL(request.url).searchParams);
      return HttpResponse.json(plans);
    }),
    http.get(api('customer/plans/:id/type/:type/pricing'), () => HttpResponse.json(pricing)),
    http.get(api('customer/plans/:id/type/:type/requirements'), () =>
      HttpResponse.json({
        results: {
          user_detail: [{ name: 'Company name', description: 'As registered' }],
          document: [{ name: 'Proof of address', description: '' }],
        },
        remarks: 'Local address required.',
      }),
    ),
    http.get(api('customer/plans/:id/type/:type/reachability-services'), () =>
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
    http.get(api('customer/plans/:id/type/:type/outbound-rates'), () =>
      HttpResponse.json([
        {
          destination: 'Netherlands fixed',
          call_set_up: '0.00',
          price_min: '0.02',
          currency_traffic: 'EUR',
          billing_method: '60/60',
        },
      ]),
    ),
    http.get(api('customer/plans/:id/type/:type/prefixes'), ({ request }) => {
      const name = new URL(request.url).searchParams.get('name');
      const all = [
        { id: 42, prefix: '20', name: 'Amsterdam', stock: 5, isBackorder: false },
        { id: 43, prefix: '10', name: 'Rotterdam', stock: 0, isBackorder: true },
      ];
      return HttpResponse.json(name ? all.filter((item) => item.name.includes(name)) : all);
    }),
  );
  return requests;
}

function show(
  url = '/order/numbers',
  paymentModel: 'capacity' | 'metered' = 'capacity',
  clock?: ReturnType<typeof steerableClock>,
) {
  setToken('session');
  serveSearchLookups(paymentModel);
  const user = userEvent.setup(clock && { advanceTimers: clock.advanceTimers });
  const view = renderScreen(<OrderNumbersPage />, {
    url,
    path: '/order/numbers',
    routes: {
      '/order/numbers/plans/:id/type/:type/prefixes/:prefixId': <LocationProbe />,
      '/order/numbers/backorders/plans/:id/type/:type/prefixes/:prefixId': <LocationProbe />,
      '/order/pstn-upgrade': <LocationProbe />,
    },
  });
  return { user, ...view };
}

describe('/order/numbers search', () => {
  it('requires country and type of service ("This field is required." on each field) and sends nothing', async () => {
    const requests = servePlans([plan(1)]);
    const { user } = show();
    expect(screen.getByRole('heading', { level: 1, name: 'Numbers' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const country = screen.getByRole('combobox', { name: /Country/ });
    const tos = screen.getByRole('combobox', { name: /Type of service/ });
    expect(country).toHaveAccessibleDescription('This field is required.');
    expect(tos).toHaveAccessibleDescription('This field is required.');
    await user.click(country);
    await user.click(await screen.findByRole('option', { name: 'Netherlands' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('combobox', { name: /Country/ })).not.toHaveAccessibleDescription(
      'This field is required.',
    );
    expect(screen.getByRole('combobox', { name: /Type of service/ })).toHaveAccessibleDescription(
      'This field is required.',
    );
    expect(requests).toHaveLength(0);
  });

  it('offers the number types of the country, unavailable ones disabled, and puts the search in the URL', async () => {
    const requests = servePlans([plan(1)]);
    const { user, router } = show();
    await user.click(screen.getByRole('combobox', { name: /Country/ }));
    await user.click(await screen.findByRole('option', { name: 'Netherlands' }));
    await user.click(screen.getByRole('combobox', { name: /Type of service/ }));
    await user.click(await screen.findByRole('option', { name: 'LT' }));
    const national = await screen.findByRole('checkbox', { name: 'National' });
    expect(screen.getByRole('checkbox', { name: 'Mobile' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'UIFN' })).toBeDisabled();
    await user.click(national);
    await user.click(screen.getByRole('checkbox', { name: 'Geographic' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('article', { name: 'Plan 1' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?country=4&typeOfService=3&didType=1&didType=4');
    const sent = requests.at(-1)!;
    expect([sent.get('country'), sent.get('tos'), sent.get('did-types')]).toEqual(['4', '3', '1,4']);
  });

  it('reads a search from the URL (didType as a comma list) and shows the plan facts', async () => {
    servePlans([plan(1, { name: 'Amsterdam Geo', nrc: '5.00', mrc: '1.50', stock: 12 })]);
    show('/order/numbers?country=4&typeOfService=3&didType=1,4');
    const card = await screen.findByRole('article', { name: 'Amsterdam Geo' });
    expect(within(card).getByText('12')).toBeInTheDocument();
    expect(within(card).getByText('€5.00')).toBeInTheDocument();
    expect(within(card).getByText('2 days (20 days without stock)')).toBeInTheDocument();
    expect(within(card).getByRole('list', { name: 'Services' })).toHaveTextContent('LT: Yes');
    expect(within(card).getByRole('list', { name: 'Services' })).toHaveTextContent('PSTN: No');
    expect(screen.getByRole('combobox', { name: /Country/ })).toHaveTextContent('Netherlands');
  });

  it('says "1 day", not "1 days", for a lead time of one day', async () => {
    servePlans([plan(1, { name: 'Amsterdam Geo', leadtime: 1, leadtime_no_stock: 1 })]);
    show('/order/numbers?country=4&typeOfService=3&didType=1,4');
    const card = await screen.findByRole('article', { name: 'Amsterdam Geo' });
    expect(within(card).getByText('1 day (1 day without stock)')).toBeInTheDocument();
  });

  it('says so with the sales contact when no plan matches', async () => {
    servePlans([]);
    show('/order/numbers?country=4&typeOfService=2');
    const message = await screen.findByText(/^Your filters did not result in a matching plan/);
    expect(message).toHaveTextContent('sales@example.com');
  });
});

describe('plan Info and Select', () => {
  it('walks the tabs; Outbound rates only for a plan that has them; capacity sees channel prices', async () => {
    servePlans([plan(1), plan(2, { has_outbound_rates: true })]);
    const { user } = show('/order/numbers?country=4&typeOfService=3');
    await user.click(await screen.findByRole('button', { name: 'Info Plan 1' }));
    const info = screen.getByRole('region', { name: 'Details of Plan 1' });
    expect(within(info).queryByRole('tab', { name: 'Outbound rates' })).not.toBeInTheDocument();
    expect(await within(info).findByRole('table', { name: 'Channel prices' })).toBeInTheDocument();
    expect(within(info).getByRole('table', { name: 'Shared-channel prices' })).toBeInTheDocument();
    expect(within(info).queryByRole('table', { name: 'Usage prices' })).not.toBeInTheDocument();
    await user.click(within(info).getByRole('tab', { name: 'Requirements' }));
    expect(await within(info).findByText('Proof of address')).toBeInTheDocument();
    expect(within(info).getByText('Local address required.')).toBeInTheDocument();
    await user.click(within(info).getByRole('tab', { name: 'Reachability/Services' }));
    expect(await within(info).findByRole('row', { name: 'Maximum call duration (minutes) 120' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Info Plan 2' }));
    expect(screen.queryByRole('region', { name: 'Details of Plan 1' })).not.toBeInTheDocument();
    const second = screen.getByRole('region', { name: 'Details of Plan 2' });
    expect(within(second).getByRole('tab', { name: 'Pricing' })).toHaveAttribute('aria-selected', 'true');
    await user.click(within(second).getByRole('tab', { name: 'Outbound rates' }));
    expect(await within(second).findByText('Netherlands fixed')).toBeInTheDocument();
  });

  it('shows usage prices, not channel prices, to a metered customer', async () => {
    servePlans([plan(1)]);
    const { user } = show('/order/numbers?country=4&typeOfService=3', 'metered');
    await user.click(await screen.findByRole('button', { name: 'Info Plan 1' }));
    expect(await screen.findByRole('table', { name: 'Usage prices' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Channel prices' })).not.toBeInTheDocument());
    expect(screen.getByRole('row', { name: 'Per minute to mobiles €0.09' })).toBeInTheDocument();
  });

  it("shows the plan's error when LT outbound is inactive and cannot be upgraded", async () => {
    servePlans([plan(1, { outbound: OUTBOUND.ltBlocked })]);
    const { user } = show('/order/numbers?country=4&typeOfService=3');
    await user.click(await screen.findByRole('button', { name: 'Info Plan 1' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Outbound calls are not available for this plan.');
    expect(within(alert).queryByRole('link', { name: 'Upgrade' })).not.toBeInTheDocument();
  });

  it('offers the PSTN upgrade when LT is active and PSTN inactive but upgradable', async () => {
    servePlans([plan(1, { has_outbound_rates: true, outbound: OUTBOUND.pstnUpgradable })]);
    const { user } = show('/order/numbers?country=4&typeOfService=3');
    await user.click(await screen.findByRole('button', { name: 'Info Plan 1' }));
    expect(screen.getByText(/can be upgraded to a PSTN plan/)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Outbound rates' }));
    expect(await screen.findByText('Netherlands fixed')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Upgrade' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/order/pstn-upgrade');
  });

  it('shows no outbound message when both are active', async () => {
    servePlans([plan(1)]);
    const { user } = show('/order/numbers?country=4&typeOfService=3');
    await user.click(await screen.findByRole('button', { name: 'Info Plan 1' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/can be upgraded/)).not.toBeInTheDocument();
  });

  it('lists prefixes with stock; zero stock leads to the backorder page, the others to the DIDs; search goes to the URL', async () => {
    servePlans([plan(7), plan(8)]);
    const { user, router } = show('/order/numbers?country=4&typeOfService=3');
    await user.click(await screen.findByRole('button', { name: 'Select Plan 7' }));
    const picker = screen.getByRole('region', { name: 'Prefixes of Plan 7' });
    const rotterdam = await within(picker).findByRole('link', { name: /Rotterdam/ });
    expect(rotterdam).toHaveTextContent('Stock: 0');
    expect(rotterdam).toHaveTextContent('Backorder only');
    expect(rotterdam).toHaveAttribute('href', '/order/numbers/backorders/plans/7/type/1/prefixes/43');
    expect(within(picker).getByRole('link', { name: /Amsterdam/ })).toHaveAttribute(
      'href',
      '/order/numbers/plans/7/type/1/prefixes/42',
    );
    await user.type(within(picker).getByRole('textbox', { name: 'Area name' }), 'Amst');
    await waitFor(() => expect(router.state.location.search).toContain('prefixName=Amst'), { timeout: 10000 });
    await waitFor(() => expect(within(picker).queryByRole('link', { name: /Rotterdam/ })).not.toBeInTheDocument(), {
      timeout: 4000,
    });

    await user.click(screen.getByRole('button', { name: 'Select Plan 8' }));
    expect(screen.queryByRole('region', { name: 'Prefixes of Plan 7' })).not.toBeInTheDocument();
    const other = screen.getByRole('region', { name: 'Prefixes of Plan 8' });
    await waitFor(() => expect(router.state.location.search).toBe('?country=4&typeOfService=3'));
    await waitFor(() => expect(within(other).getByRole('textbox', { name: 'Area name' })).toHaveValue(''));
    expect(await within(other).findByRole('link', { name: /Rotterdam/ })).toBeInTheDocument();
  });

  it('clearing Area name and typing in Prefix within 500 ms keeps the name cleared (issue 33 item 6)', async () => {
    servePlans([plan(7)]);
    const clock = steerableClock();
    const { user, router } = show('/order/numbers?country=4&typeOfService=3', 'capacity', clock);
    await user.click(await screen.findByRole('button', { name: 'Select Plan 7' }));
    const picker = screen.getByRole('region', { name: 'Prefixes of Plan 7' });
    const name = within(picker).getByRole('textbox', { name: 'Area name' });
    await user.type(name, 'Amst');
    expect(name).toHaveValue('Amst');
    await waitFor(() => expect(router.state.location.search).toContain('prefixName=Amst'), { timeout: 10000 });

    // Both edits at once, well within 500 ms of each other (typing is slower than that on a busy machine).
    fireEvent.change(name, { target: { value: '' } });
    fireEvent.change(within(picker).getByRole('textbox', { name: 'Prefix' }), { target: { value: '20' } });
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('prefix')).toBe('20'), {
      timeout: 2000,
    });
    // Past both debounces: the cleared name did not come back.
    await clock.pass(2000);
    expect(new URLSearchParams(router.state.location.search).has('prefixName')).toBe(false);
    expect(name).toHaveValue('');
    expect(within(picker).getByRole('textbox', { name: 'Prefix' })).toHaveValue('20');
    expect(await within(picker).findByRole('link', { name: /Rotterdam/ })).toBeInTheDocument();
  });

  it('keeps the prefixName of a link when the plan’s Select is pressed (issue 33 item 6)', async () => {
    servePlans([plan(7), plan(8)]);
    const clock = steerableClock();
    const { user, router } = show('/order/numbers?country=4&typeOfService=3&prefixName=Amst', 'capacity', clock);
    await user.click(await screen.findByRole('button', { name: 'Select Plan 7' }));
    const picker = screen.getByRole('region', { name: 'Prefixes of Plan 7' });
    expect(within(picker).getByRole('textbox', { name: 'Area name' })).toHaveValue('Amst');
    expect(await within(picker).findByRole('link', { name: /Amsterdam/ })).toBeInTheDocument();
    expect(within(picker).queryByRole('link', { name: /Rotterdam/ })).not.toBeInTheDocument();
    // Past the filters' debounce: nothing wrote the name away.
    await clock.pass(2000);
    expect(new URLSearchParams(router.state.location.search).get('prefixName')).toBe('Amst');
  });

  it('arriving from coverage preselects the filters and opens that plan’s Info', async () => {
    const requests = servePlans([plan(1), plan(9, { name: 'Toll-free NL', plan_type: 5 })]);
    setToken('session');
    serveSearchLookups();
    const { router } = renderScreen(<OrderNumbersPage />, {
      url: '/',
      path: '/order/numbers',
      routes: { '/': <LocationProbe /> },
    });
    await router.navigate('/order/numbers', {
      state: { fromCoverage: { country: 4, typeOfService: 3, didType: 5, planId: 9 } },
    });
    expect(await screen.findByRole('region', { name: 'Details of Toll-free NL' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Details of Plan 1' })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?country=4&typeOfService=3&didType=5');
    expect(requests.at(-1)?.get('did-types')).toBe('5');
  });
});
