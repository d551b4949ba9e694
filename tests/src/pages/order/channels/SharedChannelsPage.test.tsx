import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { api, server } from '@/tests/support/msw';
import { renderScreen } from '@/tests/support/render';
import { setToken } from '@/providers/http';
import type { SharedChannelCartRow } from '@/providers/types';
import SharedChannelsPage from '@/src/pages/order/channels/SharedChannelsPage';
import SharedCancelPage from '@/src/pages/order/channels/SharedCancelPage';
import { LocationProbe } from '@/tests/support/renderPublic';
import { NotificationProbe } from '@/tests/support/NotificationProbe';
import { toastTexts } from '@/tests/support/toasts';
import { setViewportWidth } from '@/tests/support/shellFixtures';

const group = (id: number, name: string, over: Partial<SharedChannelCartRow> = {}): SharedChannelCartRow => ({
  id,
  name,
  country: 'Germany',
  plan: 'Berlin Capacity',
  nrc: '4.00',
  mrc: '6.50',
  channel_amount: 3,
  max_channel_amount: 5,
  current_channel_orders: 0,
  ...over,
});

interface Answer {
  status: number;
  body: object;
}

/** `list` answers the rows' GET instead of the rows; `step` answers every + and -. */
function serve(rows: SharedChannelCartRow[], { list, step: answer }: { list?: Answer; step?: Answer } = {}) {
  const served = { reads: [] as URLSearchParams[], calls: [] as string[] };
  server.use(
    http.get(api('customer/capacity/did-groups/countries/for-select'), () =>
      HttpResponse.json([{ value: 1, name: 'Germany' }]),
    ),
    http.get(api('customer/capacity/did-groups/countries/1/plans/for-select'), () =>
      HttpResponse.json([{ value: 10, name: 'Berlin Capacity', plan_type: 1, is_pstn: false }]),
    ),
    http.get(api('customer/cart/shared-channels'), ({ request }) => {
      served.reads.push(new URL(request.url).searchParams);
      if (list) return HttpResponse.json(list.body, { status: list.status });
      return HttpResponse.json(rows);
    }),
    http.post(api('customer/cart/shared-channels/:id'), ({ params }) => {
      served.calls.push(`POST ${String(params.id)}`);
      return answer ? HttpResponse.json(answer.body, { status: answer.status }) : HttpResponse.json({});
    }),
    http.delete(api('customer/cart/shared-channels/:id'), ({ params }) => {
      served.calls.push(`DELETE ${String(params.id)}`);
      return answer ? HttpResponse.json(answer.body, { status: answer.status }) : HttpResponse.json({});
    }),
  );
  return served;
}

function show(ui: React.ReactElement, url: string) {
  setToken('session');
  const user = userEvent.setup();
  const result = renderScreen(
    <>
      {ui}
      <NotificationProbe />
    </>,
    {
      url,
      routes: {
        '/cart/checkout': <LocationProbe />,
        '/cart/cancellation': <LocationProbe />,
        '/order/shared-channels/cancel': <LocationProbe />,
      },
    },
  );
  return { user, ...result };
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;

describe('/order/shared-channels', () => {
  it('enables + while orders + channels < max and - only for a pending purchase', async () => {
    serve([
      group(1, 'Berlin pool'),
      group(2, 'Munich pool', { current_channel_orders: 2 }),
      group(3, 'Hamburg pool', { current_channel_orders: -1 }),
    ]);
    show(<SharedChannelsPage />, '/order/shared-channels');
    expect(screen.getByRole('heading', { level: 1, name: 'Shared Channel' })).toBeInTheDocument();
    const idle = await rowOf('Berlin pool');
    for (const header of ['DID group', 'Country', 'Plan', 'Channels', 'Max channels', 'In cart', 'NRC', 'MRC']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(within(idle).getByText('6.50')).toBeInTheDocument();
    expect(within(idle).getByRole('button', { name: 'Add one channel to Berlin pool' })).toBeEnabled();
    expect(within(idle).getByRole('button', { name: 'Remove one channel from Berlin pool' })).toBeDisabled();
    const atMax = await rowOf('Munich pool');
    expect(within(atMax).getByRole('button', { name: 'Add one channel to Munich pool' })).toBeDisabled();
    expect(within(atMax).getByRole('button', { name: 'Remove one channel from Munich pool' })).toBeEnabled();
    const cancelling = await rowOf('Hamburg pool');
    expect(within(cancelling).getByRole('button', { name: 'Remove one channel from Hamburg pool' })).toBeDisabled();
  });

  it('keeps country, plan and type in the URL and asks the server with them', async () => {
    const served = serve([group(1, 'Berlin pool')]);
    const { user, router } = show(<SharedChannelsPage />, '/order/shared-channels');
    await rowOf('Berlin pool');
    await user.click(screen.getByRole('combobox', { name: 'Country' }));
    await user.click(await screen.findByRole('option', { name: 'Germany' }));
    await user.click(screen.getByRole('combobox', { name: 'Plan' }));
    await user.click(await screen.findByRole('option', { name: 'Berlin Capacity' }));
    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Tollfree' }));
    expect(router.state.location.search).toBe('?country=1&plan=10&type=5');
    await waitFor(() => {
      const last = served.reads.at(-1)!;
      expect([last.get('country'), last.get('plan'), last.get('type')]).toEqual(['1', '10', '5']);
    });
  });

  it('a new filter shows the wait at once, never an empty table before its rows', async () => {
    serve([group(1, 'Berlin pool')]);
    const { user } = show(<SharedChannelsPage />, '/order/shared-channels');
    await rowOf('Berlin pool');
    let answer: () => void = () => undefined;
    server.use(
      http.get(
        api('customer/cart/shared-channels'),
        () =>
          new Promise<Response>((resolve) => (answer = () => resolve(HttpResponse.json([group(2, 'Munich pool')])))),
      ),
    );
    let flashedEmpty = false;
    const watch = new MutationObserver(() => {
      flashedEmpty ||= document.body.textContent?.includes('No DID groups match these filters.') ?? false;
    });
    watch.observe(document.body, { childList: true, subtree: true, characterData: true });
    await user.click(screen.getByRole('combobox', { name: 'Country' }));
    await user.click(await screen.findByRole('option', { name: 'Germany' }));
    expect(await screen.findByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.queryByText('Berlin pool')).not.toBeInTheDocument();
    answer();
    expect(await screen.findByText('Munich pool')).toBeInTheDocument();
    watch.disconnect();
    expect(flashedEmpty).toBe(false);
  });

  it('reads its filters from the URL', async () => {
    const served = serve([group(1, 'Berlin pool')]);
    show(<SharedChannelsPage />, '/order/shared-channels?country=1&type=2');
    await rowOf('Berlin pool');
    expect(served.reads[0].get('country')).toBe('1');
    expect(served.reads[0].get('type')).toBe('2');
  });

  it('a refused add to the cart is silent (spec section 8, order pages); the rows are read again', async () => {
    const served = serve([group(1, 'Berlin pool')], {
      step: { status: 400, body: { detail: 'The DID group cannot have more shared channels.' } },
    });
    const { user } = show(<SharedChannelsPage />, '/order/shared-channels');
    const row = await rowOf('Berlin pool');
    const readsBefore = served.reads.length;
    await user.click(within(row).getByRole('button', { name: 'Add one channel to Berlin pool' }));
    await waitFor(() => expect(served.reads.length).toBeGreaterThan(readsBefore));
    expect(served.calls).toEqual(['POST 1']);
    expect(toastTexts()).toEqual([]);
  });

  it('a 400 on the rows is "Filtering data failed." and an empty table', async () => {
    serve([group(1, 'Berlin pool')], { list: { status: 400, body: { type: ['Select a valid choice.'] } } });
    show(<SharedChannelsPage />, '/order/shared-channels?type=99');
    await waitFor(() => expect(toastTexts()).toContain('Filtering data failed.'));
    expect(screen.getByText('No DID groups match these filters.')).toBeInTheDocument();
  });

  it('at 375 px each group is a card: its place, channels, cart and prices, and its + and -', async () => {
    setViewportWidth(375);
    const served = serve([group(1, 'Berlin pool'), group(2, 'Munich pool', { current_channel_orders: 2 })]);
    const { user } = show(<SharedChannelsPage />, '/order/shared-channels');
    const cards = await screen.findAllByTestId('list-card');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(cards.map((card) => within(card).getByTestId('card-key').textContent)).toEqual([
      'Berlin pool',
      'Munich pool',
    ]);
    const munich = cards[1];
    for (const line of ['Germany, Berlin Capacity', 'Channels: 3 / 5', 'In cart: 2', 'NRC: 4.00', 'MRC: 6.50']) {
      expect(munich).toHaveTextContent(line);
    }
    expect(within(munich).getByRole('button', { name: 'Add one channel to Munich pool' })).toBeDisabled();
    await user.click(within(munich).getByRole('button', { name: 'Remove one channel from Munich pool' }));
    await waitFor(() => expect(served.calls).toEqual(['DELETE 2']));
  });

  it('at 375 px no group is one line saying so', async () => {
    setViewportWidth(375);
    serve([]);
    show(<SharedChannelsPage />, '/order/shared-channels');
    expect(await screen.findByText('No DID groups match these filters.')).toBeInTheDocument();
    expect(screen.queryByTestId('list-card')).not.toBeInTheDocument();
  });

  it('Buy and Check-out goes to the checkout; Cancel channels to the cancelling page', async () => {
    serve([group(1, 'Berlin pool')]);
    const { user } = show(<SharedChannelsPage />, '/order/shared-channels');
    await rowOf('Berlin pool');
    expect(screen.getByRole('link', { name: 'Cancel channels' })).toHaveAttribute(
      'href',
      '/order/shared-channels/cancel',
    );
    await user.click(screen.getByRole('link', { name: 'Buy and Check-out' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/cart/checkout');
  });
});

describe('/order/shared-channels/cancel', () => {
  it('Cancel one more down to every channel of the group; Keep one more gives back what is marked', async () => {
    serve([group(1, 'Berlin pool'), group(2, 'Munich pool', { current_channel_orders: -3 })]);
    show(<SharedCancelPage />, '/order/shared-channels/cancel');
    const idle = await rowOf('Berlin pool');
    expect(within(idle).getByRole('button', { name: 'Cancel one more channel of Berlin pool' })).toBeEnabled();
    expect(within(idle).getByRole('button', { name: 'Keep one more channel of Berlin pool' })).toBeDisabled();
    const all = await rowOf('Munich pool');
    expect(screen.getByRole('columnheader', { name: 'To cancel' })).toBeInTheDocument();
    expect(
      within(all)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toContain('3');
    expect(within(all).getByRole('button', { name: 'Cancel one more channel of Munich pool' })).toBeDisabled();
    expect(within(all).getByRole('button', { name: 'Keep one more channel of Munich pool' })).toBeEnabled();
  });

  it('Cancel one more takes a channel off (DELETE), Keep one more gives it back (POST); Cancel and checkout', async () => {
    const served = serve([group(1, 'Berlin pool', { current_channel_orders: -1 })]);
    const { user } = show(<SharedCancelPage />, '/order/shared-channels/cancel');
    expect(screen.getByRole('heading', { level: 1, name: 'Cancel shared channels' })).toBeInTheDocument();
    const row = await rowOf('Berlin pool');
    await user.click(within(row).getByRole('button', { name: 'Cancel one more channel of Berlin pool' }));
    await waitFor(() =>
      expect(within(row).getByRole('button', { name: 'Keep one more channel of Berlin pool' })).toBeEnabled(),
    );
    await user.click(within(row).getByRole('button', { name: 'Keep one more channel of Berlin pool' }));
    await waitFor(() => expect(served.calls).toEqual(['DELETE 1', 'POST 1']));
    await user.click(screen.getByRole('link', { name: 'Cancel and checkout' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/cart/cancellation');
  });
});
