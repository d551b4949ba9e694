/**
 * Each resource's card on a phone (issue 19, item 1): the row's key as the primary line, the fields a customer scans
 * for as secondary lines, and the row's menu or Edit/Details action at hand. My numbers' cards are its list's test
 * (tests/resources/numbers/index.list.test.tsx).
 */
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { ListContextProvider, ResourceContextProvider, useList, type RaRecord } from 'react-admin';
import { renderScreen } from '@/tests/support/render';
import type { CardLayout } from '@/src/console/list/CardLayout';
import { ListCards } from '@/src/console/list/ListCards';
import { http, HttpResponse } from 'msw';
import { api, server } from '@/tests/support/msw';
import { setToken } from '@/providers/http';
import { setViewportWidth } from '@/tests/support/shellFixtures';
import { loadScreen, routeScreen } from '@/tests/support/routeScreen';
import { PATHS } from '@/src/paths';
import { CANCEL_CHANNEL_CARDS, ORDER_CHANNEL_CARDS, type ChannelRow } from '@/src/pages/order/channels/channelCards';

function Cards<R extends RaRecord>({ layout, data }: { layout: CardLayout<R>; data: R[] }) {
  const list = useList({ data });
  return (
    <ListContextProvider value={list}>
      <ListCards layout={layout} />
    </ListContextProvider>
  );
}

function show<R extends RaRecord>(resource: string, layout: CardLayout<R>, data: R[]): HTMLElement[] {
  const ui: ReactNode = (
    <ResourceContextProvider value={resource}>
      <Cards layout={layout} data={data} />
    </ResourceContextProvider>
  );
  renderScreen(<>{ui}</>);
  return screen.getAllByRole('listitem');
}

const lines = (card: HTMLElement) => card.textContent ?? '';

const channelRow = (overrides: Partial<ChannelRow> = {}): ChannelRow => ({
  id: '31201234567',
  did: '31201234567',
  country: 'Netherlands',
  account: 'Acme',
  plan: 'Geographic',
  n_channels: 2,
  max_n_channels: 10,
  mrc_did: '1.00',
  mrc_channels: '2.50',
  nrc_channels: '5.00',
  cart_channels: 1,
  n_bought_channels: 3,
  cancellation_cart_channels: 0,
  ...overrides,
});

// The coverage list and its parts, loaded once as the portal loads them with the route.
beforeAll(() => loadScreen(PATHS.product.coverage), 60_000);

describe('the cards of each list', () => {
  it('coverage: the country and plan, stock and lead time, prices; Order', async () => {
    // The coverage cards come from the definition's fields: the list at its route, on a phone.
    server.use(
      http.get(api('customer/plans/coverage'), () =>
        HttpResponse.json({
          results: [
            {
              id: 1,
              country: { id: 1, name: 'Austria' },
              type_of_service: 3,
              type: { id: 1, name: 'Geographic' },
              name: 'Vienna',
              stock: 63,
              leadtime: 1,
              leadtime_no_stock: 5,
              porting: true,
              nrc: '5.00',
              mrc: '1.80',
              plan_type: 1,
              lt_available: true,
            },
          ],
          count: 1,
        }),
      ),
    );
    setViewportWidth(375);
    setToken('session');
    renderScreen(routeScreen(PATHS.product.coverage), { url: PATHS.product.coverage });
    const card = await screen.findByTestId('list-card');
    expect(lines(card)).toContain('Austria, Vienna');
    expect(lines(card)).toContain('Stock: 63');
    expect(lines(card)).toContain('NRC: 5.00');
    expect(lines(card)).toContain('MRC: 1.80');
    expect(within(card).getByRole('link', { name: /Vienna/ })).toBeInTheDocument();
  });

  it('ordering and cancelling dedicated channels: the DID, the channels, and the two step buttons', () => {
    const [ordering] = show('dedicated-channels-available', ORDER_CHANNEL_CARDS, [channelRow()]);
    expect(lines(ordering)).toContain('In cart: 1');
    expect(within(ordering).getByRole('button', { name: 'Add one channel to 31201234567' })).toBeInTheDocument();
  });

  it('cancelling dedicated channels: bought and to-cancel channels, Cancel one more', () => {
    const [cancelling] = show('dedicated-channels', CANCEL_CHANNEL_CARDS, [channelRow()]);
    expect(lines(cancelling)).toContain('Bought channels: 3');
    expect(
      within(cancelling).getByRole('button', { name: 'Cancel one more channel of 31201234567' }),
    ).toBeInTheDocument();
  });

  it('an empty list says so instead of showing cards', () => {
    renderScreen(
      <ResourceContextProvider value="dedicated-channels-available">
        <Cards layout={ORDER_CHANNEL_CARDS} data={[]} />
      </ResourceContextProvider>,
    );
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    expect(screen.getByText(/^No .* found/)).toBeInTheDocument();
  });
});

describe('a page of cards', () => {
  it('shows every row of a 20-row page, in order, each with its own buttons', async () => {
    const records = Array.from({ length: 20 }, (_, index) => {
      const did = `3120123${String(index + 1).padStart(4, '0')}`;
      return channelRow({ id: did, did });
    });
    renderScreen(
      <ResourceContextProvider value="dedicated-channels-available">
        <Cards layout={ORDER_CHANNEL_CARDS} data={records} />
      </ResourceContextProvider>,
    );
    await waitFor(() => expect(screen.getAllByTestId('list-card')).toHaveLength(20));
    const keys = screen.getAllByTestId('card-key').map((key) => key.textContent);
    expect(keys).toEqual(records.map((record) => expect.stringContaining(record.did)));
    expect(screen.getByRole('button', { name: `Add one channel to ${records[19].did}` })).toBeInTheDocument();
  });
});
