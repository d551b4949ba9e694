import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { api, server } from '@/tests/support/msw';
import { renderScreen } from '@/tests/support/render';
import { steerableClock } from '@/tests/support/clock';
import { setToken } from '@/providers/http';
import type { CancellationCartItem } from '@/providers/types';
import CancellationCartPage from '@/src/pages/cart/cancellation/CancellationCartPage';
import { CancellationNotice } from '@/src/pages/dashboard/CancellationNotice';
import { summary } from '@/tests/src/pages/cart/cartFixtures';
import { setViewportWidth } from '@/tests/support/shellFixtures';

const item = (id: number, overrides: Partial<CancellationCartItem> = {}): CancellationCartItem => ({
  id,
  did: `3120100000${id}`,
  country: 'Netherlands',
  area: 'Amsterdam',
  type_of_service: 'LT',
  cancellation_date: '2026-12-01',
  isDedicatedChannel: false,
  isSharedChannel: false,
  amount: 1,
  ...overrides,
});

function serve(initial: CancellationCartItem[], process: () => Response) {
  let items = initial;
  const calls: string[] = [];
  server.use(
    http.get(api('customer/cart/check-out'), () => HttpResponse.json(summary({ rows: [] }))),
    http.get(api('customer/cart/cancellations'), () => HttpResponse.json(items)),
    http.delete(api('customer/cart/cancellations/clear'), () => {
      calls.push('clear');
      items = [];
      return new HttpResponse(null, { status: 204 });
    }),
    http.delete(api('customer/cart/cancellations/:id/delete-channel-order'), ({ params }) => {
      calls.push(`channel ${String(params.id)}`);
      items = items.filter((entry) => entry.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
    http.delete(api('customer/cart/cancellations/:id'), ({ params }) => {
      calls.push(`number ${String(params.id)}`);
      items = items.filter((entry) => entry.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(api('customer/cart/cancellations/process'), async ({ request }) => {
      calls.push(`process ${JSON.stringify(await request.json())}`);
      const response = process();
      if (response.ok) items = [];
      return response;
    }),
  );
  return calls;
}

/** `advanceTimers`: a steerable clock's, when the test moves time. */
function show(advanceTimers?: (ms: number) => void) {
  setToken('session');
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : {});
  const dashboard = (
    <>
      <p>Dashboard page</p>
      <CancellationNotice />
    </>
  );
  renderScreen(<CancellationCartPage />, { url: '/cart/cancellation', routes: { '/': dashboard } });
  return user;
}

async function processWithTerms(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('checkbox', { name: /I accept the Terms and Conditions/ }));
  await user.click(screen.getByRole('button', { name: 'Process' }));
  const title = await screen.findByText('The cancellation was processed.');
  return title.closest('[role="status"]') as HTMLElement;
}

const dedicated = item(4, {
  did: '31201000009',
  type_of_service: 'Dedicated Channels',
  isDedicatedChannel: true,
  amount: 2,
});

describe('Cancellation cart', () => {
  it('lists numbers and channel items and removes each through its own call', async () => {
    const calls = serve([item(1), dedicated], () => HttpResponse.json({ message: 'ok' }));
    const user = show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Cancellation cart' })).toBeInTheDocument();
    const row = (await screen.findByRole('cell', { name: '31201000009' })).closest('tr') as HTMLElement;
    expect(within(row).getByRole('cell', { name: 'Dedicated Channels' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: '2' })).toBeInTheDocument();
    // dd-mm-yyyy, as every date of the portal.
    expect(within(row).getByRole('cell', { name: '01-12-2026' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove 31201000009' }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: '31201000009' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Remove 31201000001' }));
    expect(await screen.findByText('Your cart is empty. Redirecting in 3…')).toBeInTheDocument();
    expect(calls).toEqual(['channel 4', 'number 1']);
  });

  it('at 375 px each item is a card with where, what and when, and its remove button', async () => {
    setViewportWidth(375);
    const calls = serve([item(1), dedicated], () => HttpResponse.json({ message: 'ok' }));
    const user = show();
    const cards = await screen.findAllByTestId('list-card');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(cards.map((card) => within(card).getByTestId('card-key').textContent)).toEqual([
      '31201000001',
      '31201000009',
    ]);
    for (const line of ['Netherlands, Amsterdam', 'Type of service: Dedicated Channels', 'Amount: 2']) {
      expect(cards[1]).toHaveTextContent(line);
    }
    // dd-mm-yyyy, as every date of the portal.
    expect(cards[1]).toHaveTextContent('Cancellation date: 01-12-2026');
    await user.click(within(cards[1]).getByRole('button', { name: 'Remove 31201000009' }));
    await waitFor(() => expect(screen.getAllByTestId('list-card')).toHaveLength(1));
    expect(calls).toEqual(['channel 4']);
  });

  it('asks for the terms, then processes and goes to /', async () => {
    const calls = serve([item(1)], () => HttpResponse.json({ message: 'Cancellation processed.' }));
    const user = show();
    await screen.findByRole('cell', { name: '31201000001' });
    await user.click(screen.getByRole('button', { name: 'Process' }));
    expect(screen.getByText('Please accept Terms and Conditions to process order.')).toBeInTheDocument();
    expect(calls).toEqual([]);
    await user.click(screen.getByRole('checkbox', { name: /I accept the Terms and Conditions/ }));
    await user.click(screen.getByRole('button', { name: 'Process' }));
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(calls).toEqual(['process {"termsAndConditions":true}']);
  });

  it('a processed cancellation shows, on /, what was cancelled: the numbers the answer lists', async () => {
    const processed = [item(1, { cancellation_date: '2026-12-31' })];
    serve([item(1), item(2)], () =>
      HttpResponse.json({ message: 'Your cancellation request has been processed.', cancelled: processed }),
    );
    const user = show();
    await screen.findByRole('cell', { name: '31201000002' });
    const notice = await processWithTerms(user);
    expect(screen.getByText('Dashboard page')).toBeInTheDocument();
    expect(notice).toHaveTextContent('The cancellation was processed.');
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((entry) => entry.textContent),
    ).toEqual(['31201000001 (Netherlands, Amsterdam), cancellation date 2026-12-31']);
  });

  it('an answer that does not list them: the notice lists the items that were sent, channels with their amount', async () => {
    serve([item(1), dedicated], () => HttpResponse.json({ message: 'Your cancellation request has been processed.' }));
    const user = show();
    await screen.findByRole('cell', { name: '31201000009' });
    const notice = await processWithTerms(user);
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((entry) => entry.textContent),
    ).toEqual([
      '31201000001 (Netherlands, Amsterdam), cancellation date 2026-12-01',
      '31201000009: 2 × Dedicated Channels, cancellation date 2026-12-01',
    ]);
  });

  it('a failed processing says "Server-side error occurred." and keeps the items', async () => {
    serve([item(1), item(2)], () => HttpResponse.json({ detail: 'boom' }, { status: 500 }));
    const user = show();
    await screen.findByRole('cell', { name: '31201000002' });
    await user.click(screen.getByRole('checkbox', { name: /I accept the Terms and Conditions/ }));
    await user.click(screen.getByRole('button', { name: 'Process' }));
    expect(await screen.findByText('Server-side error occurred.')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '31201000001' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '31201000002' })).toBeInTheDocument();
    expect(screen.queryByText('Dashboard page')).not.toBeInTheDocument();
  });

  it('Empty clears everything after the confirmation, then the countdown goes to /', async () => {
    const calls = serve([item(1), dedicated], () => HttpResponse.json({ message: 'ok' }));
    const clock = steerableClock();
    const user = show(clock.advanceTimers);
    await screen.findByRole('cell', { name: '31201000001' });
    await user.click(screen.getByRole('button', { name: 'Empty' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Empty the cancellation cart?');
    await user.click(within(dialog).getByRole('button', { name: 'Empty' }));
    expect(await screen.findByText('Your cart is empty. Redirecting in 3…')).toBeInTheDocument();
    expect(calls).toEqual(['clear']);
    await clock.pass(2000);
    expect(screen.queryByText('Dashboard page')).not.toBeInTheDocument();
    await clock.pass(1000);
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
  });
});
