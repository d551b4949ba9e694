import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Navigate } from 'react-router-dom';
import { memoryStore } from 'react-admin';
import { i18nProvider } from '@/src/i18n/portalI18nProvider';
import { renderScreen } from '@/tests/support/render';
import { setToken } from '@/providers/http';
import { routeScreen } from '@/tests/support/routeScreen';
import { PATHS } from '@/src/paths';
import { LocationProbe } from '@/tests/support/renderPublic';
import { NotificationProbe } from '@/tests/support/NotificationProbe';
import { order, serveOrders } from './orderFixtures';
import { setViewportWidth } from '@/tests/support/shellFixtures';

const list = (kind: 'open' | 'history' | 'incomplete') => (
  <>
    {routeScreen(PATHS.orders[kind].list)}
    <NotificationProbe />
  </>
);

function show(kind: 'open' | 'history' | 'incomplete', url = `/order/${kind}`, locale?: 'fr') {
  setToken('session');
  const user = userEvent.setup();
  const result = renderScreen(list(kind), {
    url,
    ...(locale ? { store: memoryStore({ locale }) } : {}),
    path: `/order/${kind}`,
    routes: {
      '/order/open/:uuid/details': <LocationProbe />,
      '/order/history/:uuid/details': <LocationProbe />,
      '/profiles/existing': <LocationProbe />,
    },
  });
  return { user, ...result };
}

// The French test leaves the portal's language as it found it: the files of a worker share the i18n provider.
afterEach(async () => {
  await i18nProvider.changeLocale('en');
});

describe('Order lists', () => {
  it('shows the open orders with their columns, status chips, documents and a Details link under /order/open', async () => {
    serveOrders('open', [
      order('ORD-1', 1, { pending_docs: 2, rejected_documents: 1, count_bo: 3, type: 'backorder' }),
    ]);
    const { user } = show('open');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Open Orders' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const row = (await screen.findByText('ORD-1')).closest('tr')!;
    for (const header of [
      'Reference',
      'Type',
      'End users',
      'Date',
      'DIDs',
      'Channels',
      'Backorders',
      'Status',
      'Documents',
    ]) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(within(row).getByText('Backorder')).toBeInTheDocument();
    expect(within(row).getByText('Acme GmbH')).toBeInTheDocument();
    expect(within(row).getByText('2 pending')).toBeInTheDocument();
    expect(within(row).getByText('1 rejected')).toBeInTheDocument();
    expect(within(row).getByText('Pending').closest('.MuiChip-root')).not.toHaveClass('MuiChip-colorError');
    await user.click(within(row).getByRole('link', { name: 'Details of order ORD-1' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/order/open/uuid-ORD-1/details');
  });

  it('a history row click opens its details under /order/history', async () => {
    serveOrders('history', [order('ORD-9', 5)]);
    const { user } = show('history');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order History' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await user.click(await screen.findByText('ORD-9'));
    // The details' route renders after the navigation: wait for it (on a loaded machine it came after the click).
    expect(await screen.findByTestId('location')).toHaveTextContent('/order/history/uuid-ORD-9/details');
  });

  it('statuses 2 and 3 are red, the others are not', async () => {
    serveOrders('incomplete', [order('ORD-2', 2), order('ORD-3', 3)]);
    show('incomplete');
    await screen.findByText('ORD-2');
    expect(screen.getByText('Incomplete').closest('.MuiChip-root')).toHaveClass('MuiChip-colorError');
    expect(screen.getByText('Rejected').closest('.MuiChip-root')).toHaveClass('MuiChip-colorError');
  });

  it('writes every filter into the URL and the request (area of the chosen country, status of the list)', async () => {
    const requests = serveOrders('open', [order('ORD-1', 1)]);
    const { user, router } = show('open');
    await screen.findByText('ORD-1');
    expect(screen.getByRole('combobox', { name: 'Area' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('combobox', { name: 'Country' }));
    await user.click(await screen.findByRole('option', { name: 'Germany' }));
    await user.click(screen.getByRole('combobox', { name: 'Area' }));
    await user.click(await screen.findByRole('option', { name: 'Berlin (30)' }));
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(expect.arrayContaining(['Pending', 'In progress']));
    expect(options.map((option) => option.textContent)).not.toContain('Completed');
    await user.click(screen.getByRole('option', { name: 'In progress' }));
    await user.type(screen.getByRole('textbox', { name: 'DID number' }), '4930');
    await user.type(screen.getByRole('textbox', { name: 'End user' }), 'Acme');
    await waitFor(
      () => {
        const last = requests.at(-1)!;
        expect([
          last.get('country'),
          last.get('area'),
          last.get('status'),
          last.get('did'),
          last.get('profile'),
        ]).toEqual(['1', '30', '4', '4930', 'Acme']);
      },
      { timeout: 10000 },
    );
    // Each filter its own URL parameter (issue 33 item 5).
    const filter = Object.fromEntries(new URLSearchParams(router.state.location.search));
    expect(filter).toMatchObject({ country: '1', area: '30', status: '4', did: '4930', profile: 'Acme' });
  });

  it('another country drops the chosen area', async () => {
    const requests = serveOrders('open', [order('ORD-1', 1)]);
    const { user } = show('open', '/order/open?country=1&area=30');
    await screen.findByText('ORD-1');
    expect(requests[0].get('area')).toBe('30');
    await user.click(screen.getByRole('combobox', { name: 'Country' }));
    await user.click(await screen.findByRole('option', { name: 'France' }));
    await waitFor(
      () => {
        const last = requests.at(-1)!;
        expect([last.get('country'), last.get('area')]).toEqual(['2', null]);
      },
      { timeout: 10000 },
    );
  });

  it('the incomplete list links to the end users with "Complete end users"', async () => {
    serveOrders('incomplete', [order('ORD-2', 2)]);
    const { user } = show('incomplete');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Incomplete orders' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('link', { name: 'Complete end users' }));
    expect(screen.queryByText(/Your order has been placed/)).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/profiles/existing');
  });

  it('arriving from the checkout says the order was placed', async () => {
    serveOrders('incomplete', [order('ORD-2', 2)]);
    setToken('session');
    renderScreen(<Navigate to="/order/incomplete" state={{ fromCheckout: true }} />, {
      url: '/',
      routes: { '/order/incomplete': list('incomplete') },
    });
    expect(
      await screen.findByText(/Your order has been placed\. Complete the end users' data and documents/),
    ).toBeInTheDocument();
  });

  it('open and history lists have no "Complete end users" link', async () => {
    serveOrders('open', [order('ORD-1', 1)]);
    show('open');
    await screen.findByText('ORD-1');
    expect(screen.queryByRole('link', { name: 'Complete end users' })).not.toBeInTheDocument();
  });

  // Moved from tests/src/components/ListCards.test.tsx: the card is the generated list's now.
  it('orders: the reference and status, date, type and end users; Details', async () => {
    setViewportWidth(375);
    serveOrders('history', [
      order('ORD-2025-101005', 5, {
        uuid: 'u1',
        profiles: [{ name: 'Hodea UG' }],
        date_commit: '2025-07-25T02:23:55',
        count_did: 1,
        count_channel: 0,
        country: null,
        area: null,
      }),
    ]);
    show('history');
    const [card] = await screen.findAllByTestId('list-card');
    const lines = card.textContent ?? '';
    expect(lines).toContain('ORD-2025-101005');
    expect(lines).toContain('Completed');
    expect(lines).toContain('Date: 25-07-2025 2:23:55');
    expect(lines).toContain('Type: Order');
    expect(lines).toContain('Hodea UG');
    expect(within(card).getByRole('link', { name: /ORD-2025-101005/ })).toHaveAttribute(
      'href',
      expect.stringContaining('u1'),
    );
  });

  it('names the statuses in French, in the rows and the Status filter (the API names them in English)', async () => {
    serveOrders('open', [order('ORD-1', 1), order('ORD-2', 4)]);
    const { user } = show('open', '/order/open', 'fr');
    const pending = (await screen.findByText('ORD-1')).closest('tr')!;
    expect(within(pending).getByText('En attente')).toBeInTheDocument();
    expect(within(screen.getByText('ORD-2').closest('tr')!).getByText('En cours')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Statut' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(expect.arrayContaining(['En attente', 'En cours']));
    expect(options.map((option) => option.textContent)).not.toContain('Pending');
  });
});
