import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { api, server } from '@/tests/support/msw';
import { renderScreen } from '@/tests/support/render';
import { setToken } from '@/providers/http';
import type { BackorderState } from '@/providers/types';
import BackorderPage from '@/src/pages/order/numbers/backorders/BackorderPage';
import { LocationProbe } from '@/tests/support/renderPublic';
import { NotificationProbe } from '@/tests/support/NotificationProbe';
import { toasts, toastTexts } from '@/tests/support/toasts';

const URL_ = '/order/numbers/backorders/plans/7/type/1/prefixes/43';
const CHECKOUT = '/order/numbers/plans/7/type/1/prefixes/43/checkout';

function serve(state: BackorderState, add?: () => Response) {
  const calls = { adds: [] as unknown[], cancels: 0 };
  server.use(
    http.get(api('customer/cart/backorders/plans/7/type/1/prefixes/43'), () => HttpResponse.json(state)),
    http.get(api('customer/cart/check-out'), () =>
      HttpResponse.json({ rows: [], total: { nrc: '0', mrc: '0' }, restrictions: [] }),
    ),
    http.post(api('customer/cart/backorders/add'), async ({ request }) => {
      calls.adds.push(await request.json());
      return add ? add() : HttpResponse.json({ ...state, amount: state.amount + 1 }, { status: 201 });
    }),
    http.delete(api('customer/cart/backorders/plans/7/type/1/prefixes/43/cancel'), () => {
      calls.cancels += 1;
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
      <BackorderPage />
      <NotificationProbe />
    </>,
    {
      url: URL_,
      path: '/order/numbers/backorders/plans/:id/type/:type/prefixes/:prefixId',
      routes: {
        [CHECKOUT]: (
          <>
            <LocationProbe />
            <NotificationProbe />
          </>
        ),
        '/order/numbers': <LocationProbe />,
      },
    },
  );
  return user;
}

const quantity = () => screen.getByRole('spinbutton', { name: 'Quantity' });

describe('backorder', () => {
  it('says so and offers no input when the backorder stock is 0', async () => {
    serve({ id: null, amount: 0, stock: 0 });
    show();
    expect(await screen.findByText(/^Unfortunately, we cannot order additional DIDs for this Plan/)).toHaveTextContent(
      'sales@example.com',
    );
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add and continue' })).not.toBeInTheDocument();
  });

  it('caps the quantity at stock minus pending, on the field, and sends nothing over it', async () => {
    const calls = serve({ id: 5, amount: 4, stock: 10 });
    const user = show();
    expect(await screen.findByText('Already pending in the cart: 4')).toBeInTheDocument();
    expect(quantity()).toHaveAttribute('max', '6');
    await user.clear(quantity());
    await user.type(quantity(), '7');
    expect(quantity()).toHaveAccessibleDescription('Ensure this value is less than or equal to 6.');
    await user.click(screen.getByRole('button', { name: 'Add and continue' }));
    expect(calls.adds).toHaveLength(0);
    await user.clear(quantity());
    await user.type(quantity(), '6');
    expect(quantity()).toHaveAccessibleDescription('You can backorder up to 6 more.');
  });

  it('Add and continue adds the quantity and goes to the prefix checkout', async () => {
    const calls = serve({ id: null, amount: 0, stock: 10 });
    const user = show();
    await user.clear(await screen.findByRole('spinbutton', { name: 'Quantity' }));
    await user.type(quantity(), '3');
    await user.click(screen.getByRole('button', { name: 'Add and continue' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(CHECKOUT);
    expect(calls.adds).toEqual([{ amount: 3, plan: 7, plan_type: 1, area: 43 }]);
    // Spec part 1 section 4: the action's success, a cart toast of 5 s.
    expect(toastTexts()).toEqual(['The backorder was added to the cart.']);
    expect(toasts()[0]).toHaveAttribute('data-duration', '5000');
  });

  it("takes 0, the spec's minimum: Add and continue adds nothing and goes to the prefix checkout", async () => {
    const calls = serve({ id: null, amount: 0, stock: 10 });
    const user = show();
    await user.clear(await screen.findByRole('spinbutton', { name: 'Quantity' }));
    await user.type(quantity(), '0');
    await user.click(screen.getByRole('button', { name: 'Add and continue' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(CHECKOUT);
    expect(calls.adds).toHaveLength(0);
  });

  it('a refused add toasts the server message and keeps the quantity', async () => {
    serve({ id: null, amount: 0, stock: 10 }, () =>
      HttpResponse.json({ amount: ['Ensure this value is less than or equal to 2.'] }, { status: 400 }),
    );
    const user = show();
    await user.clear(await screen.findByRole('spinbutton', { name: 'Quantity' }));
    await user.type(quantity(), '3');
    await user.click(screen.getByRole('button', { name: 'Add and continue' }));
    await waitFor(() => expect(toastTexts()).toEqual(['Ensure this value is less than or equal to 2.']));
    expect(quantity()).toHaveValue(3);
    expect(quantity()).toHaveAccessibleDescription('Ensure this value is less than or equal to 2.');
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('a failed add without a message toasts "Error occurred."', async () => {
    serve({ id: null, amount: 0, stock: 10 }, () => new HttpResponse(null, { status: 500 }));
    const user = show();
    await user.clear(await screen.findByRole('spinbutton', { name: 'Quantity' }));
    await user.type(quantity(), '2');
    await user.click(screen.getByRole('button', { name: 'Add and continue' }));
    await waitFor(() => expect(toastTexts()).toEqual(['Error occurred.']));
  });

  it('Continue goes to checkout without a change', async () => {
    const calls = serve({ id: 5, amount: 2, stock: 10 });
    const user = show();
    await user.click(await screen.findByRole('link', { name: 'Continue' }));
    expect(screen.getByTestId('location')).toHaveTextContent(CHECKOUT);
    expect(calls.adds).toHaveLength(0);
  });

  it('Cancel asks, removes the pending backorder and returns to /order/numbers', async () => {
    const calls = serve({ id: 5, amount: 2, stock: 10 });
    const user = show();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('dialog', { name: 'Cancel the backorder' })).toHaveTextContent(
      'Remove the pending backorder of 2 numbers',
    );
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.cancels).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/order/numbers');
    expect(calls.cancels).toBe(1);
  });
});
