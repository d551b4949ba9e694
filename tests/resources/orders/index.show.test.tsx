import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { api, server } from '@/tests/support/msw';
import { renderScreen } from '@/tests/support/render';
import { setToken } from '@/providers/http';
import type { OrderDetails as Details } from '@/providers/types';
import { routeScreen } from '@/tests/support/routeScreen';
import { PATHS } from '@/src/paths';
import { LocationProbe } from '@/tests/support/renderPublic';
import { details, didLines } from './orderFixtures';
import { setViewportWidth } from '@/tests/support/shellFixtures';

function serve(answer: Details | null, status = 200) {
  server.use(
    http.get(api('customer/orders/uuid-ORD-1'), () =>
      status === 200 ? HttpResponse.json(answer) : HttpResponse.json({ detail: 'Not found.' }, { status }),
    ),
  );
}

function show() {
  setToken('session');
  const user = userEvent.setup();
  renderScreen(routeScreen(PATHS.orders.history.details), {
    url: '/order/history/uuid-ORD-1/details',
    path: PATHS.orders.history.details,
    routes: { '/order/open': <LocationProbe />, '/profiles/edit/:id': <LocationProbe /> },
  });
  return user;
}

const table = (name: string) => screen.getByRole('table', { name });

describe('Order details', () => {
  it('shows reference, date, status, message, prices, the line tables and the end users', async () => {
    serve(details());
    const user = show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order ORD-1' })).toBeInTheDocument();
    expect(screen.getByText('Waiting for the proof of address.')).toBeInTheDocument();
    expect(screen.getByText('25.00')).toBeInTheDocument();
    expect(screen.getByText('12.50')).toBeInTheDocument();
    expect(within(table('Dedicated-channel orders')).getByText('4930111')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'DID orders' })).not.toBeInTheDocument();
    const endUsers = table('End users');
    expect(within(endUsers).getByText('Rejected').closest('.MuiChip-root')).toHaveClass('MuiChip-colorError');
    expect(within(endUsers).getByText('Proof of address')).toBeInTheDocument();
    await user.click(within(endUsers).getByRole('link', { name: 'Acme GmbH' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/profiles/edit/7');
  });

  it('shows the message and the cancellation rows only when the order has them', async () => {
    serve(details({ message: null, cancellation: true }));
    show();
    const summary = await screen.findByRole('region', { name: 'Summary' });
    expect(summary).toHaveTextContent('Cancellation order✓');
    expect(summary).not.toHaveTextContent('Message');
  });

  it('an order without a message or cancellation has neither row', async () => {
    serve(details({ message: '', cancellation: false }));
    show();
    const summary = await screen.findByRole('region', { name: 'Summary' });
    expect(summary).toHaveTextContent('Price MRC12.50');
    expect(summary).not.toHaveTextContent('Message');
    expect(summary).not.toHaveTextContent('Cancellation order');
  });

  it('Exit goes to /order/open', async () => {
    serve(details());
    const user = show();
    await user.click(await screen.findByRole('link', { name: 'Exit' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/order/open');
  });

  it('a table of 20 DID lines does not paginate', async () => {
    serve(details({ didorders: didLines(20) }));
    show();
    const dids = await screen.findByRole('table', { name: 'DID orders' });
    expect(within(dids).getAllByRole('row')).toHaveLength(21);
    expect(screen.queryByRole('button', { name: /next page/i })).not.toBeInTheDocument();
  });

  it('a table of 25 DID lines shows 20, then the next page shows the other 5', async () => {
    serve(details({ didorders: didLines(25) }));
    const user = show();
    const dids = await screen.findByRole('table', { name: 'DID orders' });
    expect(within(dids).getAllByRole('row')).toHaveLength(21);
    expect(within(dids).queryByText('49301000020')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /next page/i }));
    expect(within(table('DID orders')).getAllByRole('row')).toHaveLength(6);
    expect(within(table('DID orders')).getByText('49301000024')).toBeInTheDocument();
  });

  it('at 375 px every line and end user is a card, paginated as the tables', async () => {
    setViewportWidth(375);
    serve(details({ didorders: didLines(25) }));
    const user = show();
    const dids = await screen.findByRole('region', { name: 'DID orders' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await waitFor(() => expect(within(dids).getAllByTestId('list-card')).toHaveLength(20));
    const cards = within(dids).getAllByTestId('list-card');
    expect(within(cards[0]).getByTestId('card-key')).toHaveTextContent('49301000000');
    for (const line of ['Country: Germany', 'Area: Berlin', 'Plan: Berlin Geo', 'Amount: 1']) {
      expect(cards[0]).toHaveTextContent(line);
    }
    await user.click(screen.getByRole('button', { name: /next page/i }));
    expect(within(dids).getAllByTestId('list-card')).toHaveLength(5);
    const endUsers = screen.getByRole('region', { name: 'End users' });
    const acme = within(endUsers).getAllByTestId('list-card')[0];
    expect(within(acme).getByText('Rejected')).toBeInTheDocument();
    await user.click(within(acme).getByRole('link', { name: 'Acme GmbH' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/profiles/edit/7');
  });
});
