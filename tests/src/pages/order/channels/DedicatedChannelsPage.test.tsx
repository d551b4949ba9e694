import { describe, expect, it } from 'vitest';
import { useQuery } from '@tanstack/react-query';
import { checkoutSummaryQuery } from '@/providers/api/cart';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { api, server } from '@/tests/support/msw';
import { renderScreen } from '@/tests/support/render';
import { setToken } from '@/providers/http';
import type { DedicatedChannelRow } from '@/providers/types';
import DedicatedChannelsPage from '@/src/pages/order/channels/DedicatedChannelsPage';
import DedicatedCancelPage from '@/src/pages/order/channels/DedicatedCancelPage';
import { LocationProbe } from '@/tests/support/renderPublic';
import { NotificationProbe } from '@/tests/support/NotificationProbe';
import { toasts, toastTexts } from '@/tests/support/toasts';

const channelRow = (did: string, over: Partial<DedicatedChannelRow> = {}): DedicatedChannelRow => ({
  did,
  country: 'Germany',
  account: 'Acme',
  plan: 'Berlin Capacity',
  n_channels: 2,
  max_n_channels: 3,
  mrc_did: '1.00',
  mrc_channels: '2.50',
  nrc_channels: '3.75',
  cart_channels: 0,
  n_bought_channels: 2,
  cancellation_cart_channels: 0,
  ...over,
});

interface Served {
  lists: URLSearchParams[];
  calls: { method: string; path: string; body: unknown }[];
  cartReads: number;
}

function serve(path: string, rows: DedicatedChannelRow[], refusal?: { status: number; body: object }) {
  const served: Served = { lists: [], calls: [], cartReads: 0 };
  const record = async (request: Request) => {
    const text = await request.text();
    served.calls.push({
      method: request.method,
      path: new URL(request.url).pathname,
      body: text ? JSON.parse(text) : null,
    });
    return refusal ? HttpResponse.json(refusal.body, { status: refusal.status }) : HttpResponse.json({});
  };
  server.use(
    http.get(api('customer/countries/for-select'), () => HttpResponse.json([{ value: 1, name: 'Germany' }])),
    http.get(api(path), ({ request }) => {
      served.lists.push(new URL(request.url).searchParams);
      return HttpResponse.json({ results: rows, count: rows.length });
    }),
    http.get(api('customer/cart/check-out'), () => {
      served.cartReads += 1;
      return HttpResponse.json({ rows: [], total: { mrc: '0', nrc: '0' }, restrictions: [] });
    }),
    http.post(api('customer/cart/dedicated-channels/add'), ({ request }) => record(request)),
    http.delete(api('customer/cart/dedicated-channels/remove'), ({ request }) => record(request)),
    http.post(api('customer/cart/cancellations/add-dedicated-channel'), ({ request }) => record(request)),
    http.delete(api('customer/cart/cancellations/:did/remove-dedicated-channel'), ({ request }) => record(request)),
  );
  return served;
}

function show(ui: React.ReactElement, url: string) {
  setToken('session');
  const user = userEvent.setup();
  renderScreen(
    <>
      {ui}
      <NotificationProbe />
      <CartCountProbe />
    </>,
    {
      url,
      routes: {
        '/cart/checkout': <LocationProbe />,
        '/cart/cancellation': <LocationProbe />,
        '/order/dedicated-channels/cancel': <LocationProbe />,
      },
    },
  );
  return user;
}

/** Stands for the bar's cart count, which reads the checkout summary. */
function CartCountProbe() {
  const { data } = useQuery(checkoutSummaryQuery);
  return <output aria-label="cart count">{data?.rows.length ?? ''}</output>;
}

const rowOf = async (did: string) => (await screen.findByText(did)).closest('tr')!;

describe('/order/dedicated-channels', () => {
  it('shows the numbers with their prices and enables + and - by the ordering rules at each edge', async () => {
    serve('customer/dids/dedicated-channels/available', [
      channelRow('4930111'),
      channelRow('4930222', { cart_channels: 1 }),
      channelRow('4930333', { max_n_channels: -1, n_channels: 40, cart_channels: 9 }),
    ]);
    show(<DedicatedChannelsPage />, '/order/dedicated-channels');
    expect(screen.getByRole('heading', { level: 1, name: 'Dedicated Channel' })).toBeInTheDocument();
    const empty = await rowOf('4930111');
    for (const header of [
      'Number',
      'Country',
      'End user',
      'Plan',
      'Channels',
      'Max channels',
      'In cart',
      'MRC per channel',
      'NRC per channel',
    ]) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(within(empty).getByText('2.50')).toBeInTheDocument();
    expect(within(empty).getByRole('button', { name: 'Add one channel to 4930111' })).toBeEnabled();
    expect(within(empty).getByRole('button', { name: 'Remove one channel from 4930111' })).toBeDisabled();
    const full = await rowOf('4930222');
    expect(within(full).getByRole('button', { name: 'Add one channel to 4930222' })).toBeDisabled();
    expect(within(full).getByRole('button', { name: 'Remove one channel from 4930222' })).toBeEnabled();
    const unlimited = await rowOf('4930333');
    expect(within(unlimited).getByRole('img', { name: 'No limit' })).toHaveTextContent('∞');
    expect(within(unlimited).getByRole('button', { name: 'Add one channel to 4930333' })).toBeEnabled();
  });

  it("+ posts the number, then reads the cart (the bar's count) and the rows again", async () => {
    const served = serve('customer/dids/dedicated-channels/available', [channelRow('4930111')]);
    const user = show(<DedicatedChannelsPage />, '/order/dedicated-channels');
    const row = await rowOf('4930111');
    await waitFor(() => expect(served.cartReads).toBe(1));
    const listsBefore = served.lists.length;
    await user.click(within(row).getByRole('button', { name: 'Add one channel to 4930111' }));
    await waitFor(() => expect(served.lists.length).toBeGreaterThan(listsBefore));
    await waitFor(() => expect(served.cartReads).toBe(2));
    expect(served.calls).toEqual([
      { method: 'POST', path: '/api/v1/customer/cart/dedicated-channels/add', body: { did: '4930111' } },
    ]);
    // Spec part 1 section 4: each action shows its success, cart toasts for 5 s.
    await waitFor(() => expect(toastTexts()).toEqual(['A channel was added to the cart.']));
    expect(toasts()[0]).toHaveAttribute('data-duration', '5000');
  });

  it('a refused add to the cart is silent (spec section 8, order pages); the rows are read again', async () => {
    const served = serve('customer/dids/dedicated-channels/available', [channelRow('4930111')], {
      status: 400,
      body: { did: ['No more dedicated channels can be added to this number.'] },
    });
    const user = show(<DedicatedChannelsPage />, '/order/dedicated-channels');
    const row = await rowOf('4930111');
    const listsBefore = served.lists.length;
    await user.click(within(row).getByRole('button', { name: 'Add one channel to 4930111' }));
    await waitFor(() => expect(served.lists.length).toBeGreaterThan(listsBefore));
    expect(toastTexts()).toEqual([]);
  });

  it('any other failure is "Error occurred."', async () => {
    serve('customer/dids/dedicated-channels/available', [channelRow('4930222', { cart_channels: 1 })], {
      status: 500,
      body: { detail: 'Boom' },
    });
    const user = show(<DedicatedChannelsPage />, '/order/dedicated-channels');
    const row = await rowOf('4930222');
    await user.click(within(row).getByRole('button', { name: 'Remove one channel from 4930222' }));
    await waitFor(() => expect(toastTexts()).toEqual(['Error occurred.']));
  });

  it('Buy and Check-out and Cancel channels lead to their screens', async () => {
    serve('customer/dids/dedicated-channels/available', [channelRow('4930111')]);
    const user = show(<DedicatedChannelsPage />, '/order/dedicated-channels');
    await rowOf('4930111');
    expect(screen.getByRole('link', { name: 'Cancel channels' })).toHaveAttribute(
      'href',
      '/order/dedicated-channels/cancel',
    );
    await user.click(screen.getByRole('link', { name: 'Buy and Check-out' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/cart/checkout');
  });
});

describe('/order/dedicated-channels/cancel', () => {
  it('Cancel one more while fewer than the bought channels are to cancel; Keep one more when some are', async () => {
    serve('customer/dids/dedicated-channels/existing', [
      channelRow('4930111'),
      channelRow('4930222', { cancellation_cart_channels: 2, n_bought_channels: 2 }),
    ]);
    show(<DedicatedCancelPage />, '/order/dedicated-channels/cancel');
    const none = await rowOf('4930111');
    expect(within(none).getByRole('button', { name: 'Cancel one more channel of 4930111' })).toBeEnabled();
    expect(within(none).getByRole('button', { name: 'Keep one more channel of 4930111' })).toBeDisabled();
    const all = await rowOf('4930222');
    expect(within(all).getByRole('button', { name: 'Cancel one more channel of 4930222' })).toBeDisabled();
    expect(within(all).getByRole('button', { name: 'Keep one more channel of 4930222' })).toBeEnabled();
  });

  it('Cancel one more adds to the cancellation cart, Keep one more takes one back', async () => {
    const served = serve('customer/dids/dedicated-channels/existing', [
      channelRow('4930111', { cancellation_cart_channels: 1 }),
    ]);
    const user = show(<DedicatedCancelPage />, '/order/dedicated-channels/cancel');
    const row = await rowOf('4930111');
    await user.click(within(row).getByRole('button', { name: 'Cancel one more channel of 4930111' }));
    await waitFor(() =>
      expect(within(row).getByRole('button', { name: 'Keep one more channel of 4930111' })).toBeEnabled(),
    );
    await user.click(within(row).getByRole('button', { name: 'Keep one more channel of 4930111' }));
    await waitFor(() => expect(served.calls).toHaveLength(2));
    expect(served.calls).toEqual([
      { method: 'POST', path: '/api/v1/customer/cart/cancellations/add-dedicated-channel', body: { did: '4930111' } },
      { method: 'DELETE', path: '/api/v1/customer/cart/cancellations/4930111/remove-dedicated-channel', body: null },
    ]);
  });

  it('a refusal shows the server message', async () => {
    serve('customer/dids/dedicated-channels/existing', [channelRow('4930111')], {
      status: 400,
      body: { did: ['All dedicated channels of this number are already in the cancellation cart.'] },
    });
    const user = show(<DedicatedCancelPage />, '/order/dedicated-channels/cancel');
    const row = await rowOf('4930111');
    await user.click(within(row).getByRole('button', { name: 'Cancel one more channel of 4930111' }));
    await waitFor(() =>
      expect(toastTexts()).toEqual(['All dedicated channels of this number are already in the cancellation cart.']),
    );
  });

  it('Cancel and checkout goes to the cancellation cart', async () => {
    serve('customer/dids/dedicated-channels/existing', [channelRow('4930111')]);
    const user = show(<DedicatedCancelPage />, '/order/dedicated-channels/cancel');
    await rowOf('4930111');
    await user.click(screen.getByRole('link', { name: 'Cancel and checkout' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/cart/cancellation');
  });
});
