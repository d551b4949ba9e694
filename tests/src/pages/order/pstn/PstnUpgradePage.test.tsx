import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { api, server } from '@/tests/support/msw';
import { renderScreen } from '@/tests/support/render';
import { setToken } from '@/providers/http';
import type { PstnUpgradeCandidate } from '@/providers/types';
import PstnUpgradePage from '@/src/pages/order/pstn/PstnUpgradePage';
import { setViewportWidth } from '@/tests/support/shellFixtures';

const candidate = (id: number, in_cart = false): PstnUpgradeCandidate => ({
  id,
  did: `3120100000${id}`,
  area: { id: 11, name: 'Amsterdam', prefix: '20' },
  plan: { id: 5, name: 'NL Geographic LT' },
  in_cart,
});

function serve(upgrade: () => Response = () => HttpResponse.json([], { status: 201 })) {
  const posted: unknown[] = [];
  server.use(
    http.get(api('customer/countries/for-select'), () => HttpResponse.json([{ value: 1, name: 'Netherlands' }])),
    http.get(api('customer/plans/pstn/countries/1/for-select'), () =>
      HttpResponse.json([{ value: 9, name: 'NL Geographic PSTN', plan_type: 1 }]),
    ),
    http.get(api('customer/dids/pstn-upgrade/available/countries/1/plans/9'), () =>
      HttpResponse.json([candidate(1), candidate(2), candidate(3, true)]),
    ),
    http.post(api('customer/cart/dids/pstn-upgrade'), async ({ request }) => {
      posted.push(await request.json());
      return upgrade();
    }),
  );
  return posted;
}

function show(url = '/order/pstn-upgrade') {
  setToken('session');
  const user = userEvent.setup();
  const view = renderScreen(<PstnUpgradePage />, {
    url,
    path: '/order/pstn-upgrade',
    routes: { '/order/pstn-upgrade/plans/:id/type/:type/checkout': <p>PSTN checkout page</p> },
  });
  return { user, ...view };
}

const MESSAGE = 'To check available DIDs to PSTN Upgrade, please select country and dedicated plan.';

describe('PSTN Upgrade', () => {
  it('asks for a country and a dedicated plan, both kept in the URL', async () => {
    serve();
    const { user, router } = show();
    expect(await screen.findByRole('heading', { level: 1, name: 'PSTN Upgrade' })).toBeInTheDocument();
    expect(screen.getByText(MESSAGE)).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Country' }));
    await user.click(await screen.findByRole('option', { name: 'Netherlands' }));
    expect(router.state.location.search).toBe('?country=1');
    expect(screen.getByText(MESSAGE)).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Dedicated plan' }));
    await user.click(await screen.findByRole('option', { name: 'NL Geographic PSTN' }));
    expect(router.state.location.search).toBe('?country=1&plan=9');
    expect(await screen.findByRole('cell', { name: '31201000001' })).toBeInTheDocument();
    expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument();
  });

  it('selects all free numbers and upgrades them, then goes to the PSTN checkout', async () => {
    const posted = serve();
    const { user } = show('/order/pstn-upgrade?country=1&plan=9');
    const upgrade = await screen.findByRole('button', { name: 'Upgrade' });
    await screen.findByRole('cell', { name: '31201000001' });
    expect(upgrade).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('checkbox', { name: 'Select 31201000003' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select all numbers' }));
    expect(screen.getByText('2 numbers selected')).toBeInTheDocument();
    await user.click(upgrade);
    expect(await screen.findByText('PSTN checkout page')).toBeInTheDocument();
    expect(posted).toEqual([{ plan: 9, dids: [1, 2] }]);
  });

  it('at 375 px each number is a card with its area, plan and checkbox; one chosen number is upgraded', async () => {
    setViewportWidth(375);
    const posted = serve();
    const { user } = show('/order/pstn-upgrade?country=1&plan=9');
    const cards = await screen.findAllByTestId('list-card');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(cards.map((card) => within(card).getByTestId('card-key').textContent)).toEqual([
      '31201000001',
      '31201000002',
      '31201000003 (In the cart)',
    ]);
    expect(cards[0]).toHaveTextContent('Area: Amsterdam (20)');
    expect(cards[0]).toHaveTextContent('Current plan: NL Geographic LT');
    expect(within(cards[2]).getByRole('checkbox', { name: 'Select 31201000003' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Select all numbers' })).toBeEnabled();
    await user.click(within(cards[1]).getByRole('checkbox', { name: 'Select 31201000002' }));
    expect(screen.getByText('1 number selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upgrade' }));
    expect(await screen.findByText('PSTN checkout page')).toBeInTheDocument();
    expect(posted).toEqual([{ plan: 9, dids: [2] }]);
  });

  it('shows a refusal of the upgrade and keeps the selection', async () => {
    serve(() => HttpResponse.json({ dids: ['31201000001 is already in the cart.'] }, { status: 400 }));
    const { user } = show('/order/pstn-upgrade?country=1&plan=9');
    await user.click(await screen.findByRole('checkbox', { name: 'Select 31201000001' }));
    await user.click(screen.getByRole('button', { name: 'Upgrade' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('31201000001 is already in the cart.');
    expect(screen.getByRole('checkbox', { name: 'Select 31201000001' })).toBeChecked();
    expect(within(document.body).queryByText('PSTN checkout page')).not.toBeInTheDocument();
  });
});
