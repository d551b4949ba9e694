import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router-dom';
import { api, server } from '@/tests/support/msw';
import { renderScreen } from '@/tests/support/render';
import { steerableClock } from '@/tests/support/clock';
import { setToken } from '@/providers/http';
import type { CheckoutSummary } from '@/providers/types';
import CheckoutPage from '@/src/pages/cart/checkout/CheckoutPage';
import { summary } from '@/tests/src/pages/cart/cartFixtures';
import { setViewportWidth } from '@/tests/support/shellFixtures';
import { cellsWithoutHeaders } from '@/tests/support/tableHeaders';

function Incomplete() {
  const location = useLocation();
  return <p>Incomplete orders {JSON.stringify(location.state)}</p>;
}

function serve(current: () => CheckoutSummary) {
  server.use(http.get(api('customer/cart/check-out'), () => HttpResponse.json(current())));
}

/** `advanceTimers`: a steerable clock's, when the test moves time. */
function show(advanceTimers?: (ms: number) => void) {
  setToken('session');
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : {});
  renderScreen(<CheckoutPage />, {
    url: '/cart/checkout',
    routes: { '/order/incomplete': <Incomplete />, '/': <p>Dashboard page</p>, '/order/numbers': <p>Numbers page</p> },
  });
  return user;
}

const terms = () => screen.getByRole('checkbox', { name: /I accept the Terms and Conditions/ });

describe('Shopping Cart Checkout', () => {
  it('shows the lines with unit prices and line totals, the total row and Note 1 for backorders', async () => {
    serve(() => summary());
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Shopping Cart Checkout' })).toBeInTheDocument();
    const backorder = (await screen.findByText(/Backorder Amsterdam \(20\)/)).closest('tr') as HTMLElement;
    expect(within(backorder).getByText('1', { selector: 'sup' })).toBeInTheDocument();
    expect(within(backorder).getByText('15.00')).toBeInTheDocument();
    expect(within(backorder).getByText('4.50')).toBeInTheDocument();
    const total = screen.getByRole('rowheader', { name: 'Total' }).closest('tr') as HTMLElement;
    expect(within(total).getByText('20.00')).toBeInTheDocument();
    expect(within(total).getByText('6.00')).toBeInTheDocument();
    expect(screen.getByText(/Note 1: backordered numbers are delivered later/)).toBeInTheDocument();
    expect(screen.queryByText('Service restrictions')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
      'href',
      '/product/terms-and-conditions',
    );
  });

  it('describes every price by its column and its row: the line, or Total (issue 36)', async () => {
    serve(() => summary());
    show();
    const table = (await screen.findByText(/Backorder Amsterdam \(20\)/)).closest('table') as HTMLTableElement;
    expect(cellsWithoutHeaders(table)).toEqual([]);
  });

  it('at 375 px each line is a card with its prices and totals, and the totals follow the cards', async () => {
    setViewportWidth(375);
    serve(() => summary());
    show();
    const cards = await screen.findAllByTestId('list-card');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(cards).toHaveLength(2);
    const backorder = cards[1];
    expect(within(backorder).getByTestId('card-key')).toHaveTextContent('Backorder Amsterdam (20)');
    expect(within(backorder).getByText('1', { selector: 'sup' })).toBeInTheDocument();
    for (const line of [
      'Amount: 3',
      'NRC unit price: 5.00',
      'MRC unit price: 1.50',
      'NRC total: 15.00',
      'MRC total: 4.50',
    ]) {
      expect(backorder).toHaveTextContent(line);
    }
    const totals = screen.getByRole('heading', { name: 'Total' }).parentElement as HTMLElement;
    expect(totals).toHaveTextContent('NRC total: 20.00');
    expect(totals).toHaveTextContent('MRC total: 6.00');
  });

  it('no Note 1 without a backorder line', async () => {
    serve(() => summary({ rows: [summary().rows[0]] }));
    show();
    await screen.findByText('DID 31201000001 NL Geographic');
    expect(screen.queryByText(/Note 1/)).not.toBeInTheDocument();
  });

  it('asks for the terms and the service restrictions with the spec messages before sending', async () => {
    let posts = 0;
    serve(() => summary({ restrictions: ['No emergency calls from these numbers.'] }));
    server.use(
      http.post(
        api('customer/cart/check-out'),
        () => ((posts += 1), HttpResponse.json({ uuid: 'u1', reference_number: 'R1' }, { status: 201 })),
      ),
    );
    const user = show();
    expect(await screen.findByText('No emergency calls from these numbers.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Process order' }));
    expect(screen.getByText('Please accept Terms and Conditions to process order.')).toBeInTheDocument();
    expect(screen.getByText('You must accept service restrictions to proceed.')).toBeInTheDocument();
    await user.click(terms());
    await user.click(screen.getByRole('button', { name: 'Process order' }));
    expect(screen.queryByText('Please accept Terms and Conditions to process order.')).not.toBeInTheDocument();
    expect(screen.getByText('You must accept service restrictions to proceed.')).toBeInTheDocument();
    expect(posts).toBe(0);
    await user.click(screen.getByRole('checkbox', { name: 'I accept the service restrictions' }));
    await user.click(screen.getByRole('button', { name: 'Process order' }));
    expect(await screen.findByText(/Incomplete orders/)).toHaveTextContent('{"fromCheckout":true}');
    expect(posts).toBe(1);
  });

  it('sends one order however fast Process order is pressed, pending while it runs', async () => {
    const bodies: unknown[] = [];
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    serve(() => summary());
    server.use(
      http.post(api('customer/cart/check-out'), async ({ request }) => {
        bodies.push(await request.json());
        await held;
        return HttpResponse.json({ uuid: 'u1', reference_number: 'R1' }, { status: 201 });
      }),
    );
    const user = show();
    await screen.findByText('DID 31201000001 NL Geographic');
    await user.click(terms());
    const button = screen.getByRole('button', { name: 'Process order' });
    // Three presses before React has re-rendered the button: the guard, not the disabled state, must stop them.
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.submit(button.closest('form') as HTMLFormElement);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Process order/ })).toHaveAttribute('aria-disabled', 'true'),
    );
    expect(screen.getByLabelText('Processing the order…')).toBeInTheDocument();
    act(() => release());
    expect(await screen.findByText(/Incomplete orders/)).toBeInTheDocument();
    expect(bodies).toEqual([{ termsAndConditions: true }]);
  });

  it('a refused checkout shows the server message and keeps the cart', async () => {
    serve(() => summary());
    server.use(
      http.post(api('customer/cart/check-out'), () =>
        HttpResponse.json(
          { non_field_errors: ['Configure every number (end user, trunk and DID service type) before checking out.'] },
          { status: 400 },
        ),
      ),
    );
    const user = show();
    await screen.findByText('DID 31201000001 NL Geographic');
    await user.click(terms());
    await user.click(screen.getByRole('button', { name: 'Process order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Configure every number (end user, trunk and DID service type) before checking out.',
    );
    expect(screen.getByText('DID 31201000001 NL Geographic')).toBeInTheDocument();
    expect(terms()).toBeChecked();
    expect(screen.getByRole('button', { name: 'Process order' })).not.toHaveAttribute('aria-disabled');
    expect(screen.queryByText(/Incomplete orders/)).not.toBeInTheDocument();
  });

  it('a checkout refused for unconfigured lines links each to its configuration and removes one line alone', async () => {
    const where = { plan: { id: 5, type: 1 }, prefix_id: 11 };
    const [did, backorder] = summary().rows;
    const configured = { ...did, id: 3, description: 'DID 31201000003 NL Geographic', configured: true, ...where };
    let rows = [{ ...did, configured: false, ...where }, { ...backorder, configured: false, ...where }, configured];
    const removed: string[] = [];
    serve(() => summary({ rows }));
    server.use(
      http.post(api('customer/cart/check-out'), () =>
        HttpResponse.json(
          { non_field_errors: ['Configure every number (end user, trunk and DID service type) before checking out.'] },
          { status: 400 },
        ),
      ),
      http.delete(api('customer/cart/dids/:id'), ({ params }) => {
        removed.push(`did ${String(params.id)}`);
        rows = rows.filter((row) => !(row.kind === 'did' && row.id === Number(params.id)));
        return new HttpResponse(null, { status: 204 });
      }),
      http.delete(api('customer/cart/backorders/:id'), ({ params }) => {
        removed.push(`backorder ${String(params.id)}`);
        rows = rows.filter((row) => !(row.kind === 'backorder' && row.id === Number(params.id)));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = show();
    await screen.findByText('DID 31201000003 NL Geographic');
    await user.click(terms());
    await user.click(screen.getByRole('button', { name: 'Process order' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Configure every number');
    const configurePath = '/order/numbers/plans/5/type/1/prefixes/11/checkout';
    expect(within(alert).getByRole('link', { name: 'Configure DID 31201000001 NL Geographic' })).toHaveAttribute(
      'href',
      configurePath,
    );
    expect(within(alert).getByRole('link', { name: 'Configure Backorder Amsterdam (20)' })).toHaveAttribute(
      'href',
      configurePath,
    );
    expect(within(alert).queryByText('DID 31201000003 NL Geographic')).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Remove DID 31201000001 NL Geographic' }));
    await waitFor(() => expect(screen.queryByText('DID 31201000001 NL Geographic')).not.toBeInTheDocument());
    expect(removed).toEqual(['did 1']);
    expect(screen.getByRole('alert')).toHaveTextContent('Backorder Amsterdam (20)');
    expect(screen.getByText('DID 31201000003 NL Geographic')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Backorder Amsterdam (20)' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(removed).toEqual(['did 1', 'backorder 2']);
    expect(screen.getByText('DID 31201000003 NL Geographic')).toBeInTheDocument();
    expect(terms()).toBeChecked();
  });

  // Spec part 1 section 8: "Other form submit failures: Server-side error occurred." (as the cancellation cart says).
  it('a failed checkout (500) says "Server-side error occurred." and keeps the cart', async () => {
    serve(() => summary());
    server.use(http.post(api('customer/cart/check-out'), () => new HttpResponse(null, { status: 500 })));
    const user = show();
    await screen.findByText('DID 31201000001 NL Geographic');
    await user.click(terms());
    await user.click(screen.getByRole('button', { name: 'Process order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Server-side error occurred.');
    expect(screen.getByRole('button', { name: 'Process order' })).not.toHaveAttribute('aria-disabled');
  });

  it('Empty basket asks first, then deletes the cart; the empty cart counts down and goes to /', async () => {
    let rows = summary();
    let deleted = 0;
    serve(() => rows);
    server.use(
      http.delete(api('customer/cart'), () => {
        deleted += 1;
        rows = summary({ rows: [], total: { mrc: '0', nrc: '0' } });
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const clock = steerableClock();
    const user = show(clock.advanceTimers);
    await screen.findByText('DID 31201000001 NL Geographic');
    await user.click(screen.getByRole('button', { name: 'Empty basket' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Empty the basket?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleted).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Empty basket' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Empty basket' }));
    expect(await screen.findByText('Your cart is empty. Redirecting in 3…')).toBeInTheDocument();
    expect(deleted).toBe(1);
    await clock.pass(1000);
    expect(screen.getByText('Your cart is empty. Redirecting in 2…')).toBeInTheDocument();
    expect(screen.queryByText('Dashboard page')).not.toBeInTheDocument();
    await clock.pass(2000);
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
  });

  it('Continue shopping goes to /order/numbers', async () => {
    serve(() => summary());
    const user = show();
    await user.click(await screen.findByRole('button', { name: 'Continue shopping' }));
    expect(await screen.findByText('Numbers page')).toBeInTheDocument();
  });
});
