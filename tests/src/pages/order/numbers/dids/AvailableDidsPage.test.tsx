import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { api, server } from '@/tests/support/msw';
import { renderScreen } from '@/tests/support/render';
import { setToken } from '@/providers/http';
import type { AvailableDid, CartDidLine } from '@/providers/types';
import AvailableDidsPage from '@/src/pages/order/numbers/dids/AvailableDidsPage';
import { useCartCount } from '@/src/layout/useCartCount';
import { LocationProbe } from '@/tests/support/renderPublic';
import { NotificationProbe } from '@/tests/support/NotificationProbe';
import { toasts, toastTexts } from '@/tests/support/toasts';
import { availableDid, cartLine } from '@/tests/src/pages/order/numbers/orderingFixtures';

const URL_ = '/order/numbers/plans/7/type/1/prefixes/42';

function CartCountProbe() {
  return <output aria-label="cart count">{useCartCount()}</output>;
}

/** A tiny server cart: adds and removes change it; `failAdds` refuses adds (the portal swallows them). */
function serveCart(dids: AvailableDid[], { initial = [] as CartDidLine[], failAdds = false, slowAdds = false } = {}) {
  let lines = [...initial];
  let next = 100;
  const calls = { adds: 0, cartReads: 0 };
  server.use(
    http.get(api('customer/plans/7/type/1/prefixes/42/dids/available'), () => HttpResponse.json(dids)),
    http.get(api('customer/cart/dids/plans/7/type/1/prefixes/42'), () => {
      calls.cartReads += 1;
      return HttpResponse.json(lines);
    }),
    http.get(api('customer/cart/check-out'), () =>
      HttpResponse.json({ rows: lines.map((line) => ({ ...line })), total: { nrc: '0', mrc: '0' }, restrictions: [] }),
    ),
    http.post(api('customer/cart/dids/tos/:tos/add'), async ({ request }) => {
      calls.adds += 1;
      if (slowAdds) await delay(300);
      const { did } = (await request.json()) as { did: number };
      const found = dids.find((item) => item.id === did)!;
      if (failAdds) {
        // Someone else took it meanwhile: the server's cart still changed (another tab added one).
        lines = [...lines, cartLine(next++, '31209999999')];
        return HttpResponse.json({ did: ['This DID is already in a cart.'] }, { status: 400 });
      }
      const line = cartLine(next++, found.did);
      lines = [...lines, line];
      return HttpResponse.json(line, { status: 201 });
    }),
    http.delete(api('customer/cart/dids/:id'), ({ params }) => {
      lines = lines.filter((line) => line.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

function show() {
  setToken('session');
  const user = userEvent.setup();
  renderScreen(
    <>
      <AvailableDidsPage />
      <CartCountProbe />
      <NotificationProbe />
    </>,
    {
      url: URL_,
      path: '/order/numbers/plans/:id/type/:type/prefixes/:prefixId',
      routes: {
        '/order/numbers/backorders/plans/:id/type/:type/prefixes/:prefixId': <LocationProbe />,
        '*': <LocationProbe />,
      },
    },
  );
  return user;
}

const panel = () => screen.getByRole('complementary', { name: 'Cart' });
const count = () => screen.getByRole('status', { name: 'cart count' });

describe('available DIDs and the cart side panel', () => {
  it('adds two DIDs: the panel, its total and the bar count go up; removing one brings them down', async () => {
    serveCart([availableDid(1, '31201110001'), availableDid(2, '31201110002'), availableDid(3, '31201110003')]);
    const user = show();
    expect(screen.getByRole('heading', { level: 1, name: 'Available DIDs' })).toBeInTheDocument();
    const first = await screen.findByRole('button', { name: 'Add +31201110001 to the cart' });
    expect(await within(panel()).findByText('No number of this prefix is in the cart yet.')).toBeInTheDocument();
    await user.click(first);
    expect(await within(panel()).findByText('+31201110001')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add +31201110002 to the cart' }));
    expect(await within(panel()).findByText('+31201110002')).toBeInTheDocument();
    await waitFor(() => expect(count()).toHaveTextContent('2'));
    expect(screen.getByRole('button', { name: '+31201110001: Added' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(panel()).getByTestId('cart-total')).toHaveTextContent('Total NRC10.00');
    expect(within(panel()).getByTestId('cart-total')).toHaveTextContent('Total MRC3.00');
    expect(within(panel()).getByRole('link', { name: 'Configure and check out' })).toHaveAttribute(
      'href',
      `${URL_}/checkout`,
    );

    await user.click(within(panel()).getByRole('button', { name: 'Remove +31201110001 from the cart' }));
    await waitFor(() => expect(within(panel()).queryByText('+31201110001')).not.toBeInTheDocument());
    await waitFor(() => expect(count()).toHaveTextContent('1'));
    expect(screen.getByRole('button', { name: 'Add +31201110001 to the cart' })).toBeEnabled();
  });

  it('tells each add and removal by a cart toast of 5 s (spec part 1 section 4)', async () => {
    serveCart([availableDid(1, '31201110001')]);
    const user = show();
    await user.click(await screen.findByRole('button', { name: 'Add +31201110001 to the cart' }));
    await waitFor(() => expect(toastTexts()).toEqual(['+31201110001 was added to the cart.']));
    expect(toasts()[0]).toHaveAttribute('data-duration', '5000');
    await user.click(await within(panel()).findByRole('button', { name: 'Remove +31201110001 from the cart' }));
    await waitFor(() => expect(toastTexts()).toContain('+31201110001 was removed from the cart.'));
  });

  it('disables Add with a spinner while adding', async () => {
    serveCart([availableDid(1, '31201110001')], { slowAdds: true });
    const user = show();
    await user.click(await screen.findByRole('button', { name: 'Add +31201110001 to the cart' }));
    const button = screen.getByRole('button', { name: 'Add +31201110001 to the cart' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(within(button).getByRole('progressbar', { name: 'Adding +31201110001' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '+31201110001: Added' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('swallows a refused add without a toast but re-reads the cart (panel and count show the server)', async () => {
    const calls = serveCart([availableDid(1, '31201110001')], { failAdds: true });
    const user = show();
    await user.click(await screen.findByRole('button', { name: 'Add +31201110001 to the cart' }));
    expect(await within(panel()).findByText('+31209999999')).toBeInTheDocument();
    await waitFor(() => expect(count()).toHaveTextContent('1'));
    expect(calls.adds).toBe(1);
    expect(calls.cartReads).toBeGreaterThanOrEqual(2);
    expect(within(screen.getByRole('list', { name: 'toasts' })).queryAllByRole('listitem')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Add +31201110001 to the cart' })).toBeEnabled();
  });

  it('shows numbers already in the cart as added', async () => {
    serveCart([availableDid(1, '31201110001'), availableDid(2, '31201110002')], {
      initial: [cartLine(50, '31201110002')],
    });
    show();
    expect(await screen.findByRole('button', { name: '+31201110002: Added' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Add +31201110001 to the cart' })).toBeEnabled();
  });

  it('without DIDs says so and points to the backorder', async () => {
    serveCart([]);
    const user = show();
    expect(
      await screen.findByText(
        "There are no DIDs for this prefix or this Plan requires validated documents before we can allocate specific DID's.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/place a backorder/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Place backorder' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/order/numbers/backorders/plans/7/type/1/prefixes/42');
  });

  it('an unknown plan, type or prefix (404) says so', async () => {
    serveCart([]);
    server.use(
      http.get(api('customer/plans/7/type/1/prefixes/42/dids/available'), () =>
        HttpResponse.json({ detail: 'Not found.' }, { status: 404 }),
      ),
    );
    show();
    expect(await screen.findByText('This plan or prefix does not exist.')).toBeInTheDocument();
  });

  it('goes back to the search it came from', async () => {
    serveCart([availableDid(1, '31201110001')]);
    setToken('session');
    const { router } = renderScreen(<AvailableDidsPage />, {
      url: '/',
      path: '/order/numbers/plans/:id/type/:type/prefixes/:prefixId',
    });
    await router.navigate(URL_, { state: { orderSearch: 'country=4&typeOfService=3' } });
    expect(await screen.findByRole('link', { name: 'Numbers' })).toHaveAttribute(
      'href',
      '/order/numbers?country=4&typeOfService=3',
    );
    expect(screen.getByRole('link', { name: 'Place backorder' })).toBeInTheDocument();
  });
});
