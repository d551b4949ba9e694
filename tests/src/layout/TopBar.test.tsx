import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { api, server } from '@/tests/support/msw';
import { screen, waitFor, within } from '@testing-library/react';
import { renderScreen } from '@/tests/support/render';
import { TopBar } from '@/src/layout/TopBar';
import { cartOf, demoMe, meteredMe, serveAccount, supportMe } from '@/tests/support/shellFixtures';

const nav = () => screen.getByRole('navigation', { name: 'Main navigation' });

describe('navigation bar', () => {
  it('shows every section to a prepaid capacity customer, with the balance and Top-up', async () => {
    serveAccount({ me: demoMe, cart: cartOf(2) });
    renderScreen(<TopBar />);

    expect(await screen.findByRole('link', { name: 'demo' })).toHaveAttribute('href', '/settings/general');
    expect(screen.getByRole('link', { name: 'Customer Portal' })).toHaveAttribute('href', '/');
    const bar = nav();
    for (const label of [
      'Dashboard',
      'API',
      'Order',
      'Numbers',
      'Capacity',
      'End users',
      'Product',
      'Billing',
      'Reports',
      'Tickets',
    ]) {
      expect(within(bar).getByRole('link', { name: label })).toBeInTheDocument();
    }
    // A section link opens its first permitted sub-link; one-link sections are plain links.
    expect(within(bar).getByRole('link', { name: 'Capacity' })).toHaveAttribute(
      'href',
      '/capacity/did-groups/existing',
    );
    expect(within(bar).getByRole('link', { name: 'API' })).toHaveAttribute('href', '/api/settings');
    expect(within(bar).getByRole('link', { name: 'Numbers' })).toHaveAttribute('href', '/numbers/existing');
    expect(within(bar).queryByRole('button', { name: 'Dashboard menu' })).not.toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Order menu' })).toHaveAttribute('aria-haspopup', 'menu');

    expect(await screen.findByText('€1,250.40')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Top-up' })).toHaveAttribute('href', '/billing/balance');
    expect(await screen.findByRole('button', { name: 'Cart, 2 items' })).toBeInTheDocument();
    expect(screen.getByText('2')).toBeInTheDocument();
  });

  it('hides capacity-only and prepaid-only links from a postpaid metered customer', async () => {
    serveAccount({ me: meteredMe });
    renderScreen(<TopBar />);

    expect(await screen.findByRole('link', { name: 'metered' })).toBeInTheDocument();
    const bar = nav();
    expect(within(bar).getByRole('link', { name: 'Capacity' })).toHaveAttribute('href', '/capacity/dedicated-channels');
    expect(screen.queryByRole('link', { name: 'Top-up' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Balance/)).not.toBeInTheDocument();

    await screen.findByRole('button', { name: 'Cart, 0 items' });
    // MUI keeps a zero badge in the DOM but invisible.
    expect(document.querySelector('.MuiBadge-invisible')).not.toBeNull();

    within(bar).getByRole('button', { name: 'Capacity menu' }).click();
    const capacity = await screen.findByRole('menu', { name: 'Capacity' });
    const items = within(capacity)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['Ded. Channels', 'Trunks']);
    within(bar).getByRole('button', { name: 'Billing menu' }).click();
    const billing = await screen.findByRole('menu', { name: 'Billing' });
    expect(
      within(billing)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Invoices', "CDR's"]);
  });

  it('lists Shared Channel only to capacity customers and Balance/Top-up only to prepaid ones', async () => {
    serveAccount({ me: demoMe });
    renderScreen(<TopBar />);
    await screen.findByRole('link', { name: 'demo' });
    within(nav()).getByRole('button', { name: 'Order menu' }).click();
    const order = await screen.findByRole('menu', { name: 'Order' });
    expect(
      within(order)
        .getAllByRole('menuitem')
        .map((item) => [item.textContent, item.getAttribute('href')]),
    ).toEqual([
      ['Numbers', '/order/numbers'],
      ['Dedicated Channel', '/order/dedicated-channels'],
      ['Shared Channel', '/order/shared-channels'],
      ['PSTN Upgrade', '/order/pstn-upgrade'],
      ['Open Orders', '/order/open'],
      ['Order History', '/order/history'],
      ['Incomplete orders', '/order/incomplete'],
    ]);
    within(nav()).getByRole('button', { name: 'Billing menu' }).click();
    const billing = await screen.findByRole('menu', { name: 'Billing' });
    expect(
      within(billing)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Invoices', "CDR's", 'Balance/Top-up']);
  });

  it('offers Porting under Numbers where the backend takes porting requests, and not where it answers 404', async () => {
    serveAccount({ me: demoMe });
    renderScreen(<TopBar />);
    const menu = await within(nav()).findByRole('button', { name: 'Numbers menu' });
    expect(menu).toHaveAttribute('aria-haspopup', 'menu');
  });

  it('leaves Numbers a plain link when the backend has no porting requests (404)', async () => {
    serveAccount({ me: demoMe });
    server.use(
      http.get(api('customer/porting-requests'), () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })),
    );
    renderScreen(<TopBar />);
    await screen.findByRole('link', { name: 'demo' });
    await waitFor(() => expect(within(nav()).queryByRole('button', { name: 'Numbers menu' })).not.toBeInTheDocument());
    expect(within(nav()).getByRole('link', { name: 'Numbers' })).toHaveAttribute('href', '/numbers/existing');
  });

  it('prefixes the user label with [DEV] while hijacked', async () => {
    serveAccount({ me: supportMe });
    renderScreen(<TopBar />);
    expect(await screen.findByRole('link', { name: '[DEV] demo' })).toBeInTheDocument();
  });

  it('marks the current section', async () => {
    serveAccount({ me: meteredMe });
    renderScreen(<TopBar />, { url: '/order/history' });
    await screen.findByRole('link', { name: 'metered' });
    expect(within(nav()).getByRole('link', { name: 'Order' })).toHaveAttribute('aria-current', 'true');
    expect(within(nav()).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('opens the cart menu with Checkout and Cancel', async () => {
    serveAccount({ me: demoMe, cart: cartOf(2) });
    renderScreen(<TopBar />);
    (await screen.findByRole('button', { name: 'Cart, 2 items' })).click();
    const cart = await screen.findByRole('menu', { name: 'Cart' });
    await waitFor(() =>
      expect(
        within(cart)
          .getAllByRole('menuitem')
          .map((item) => item.getAttribute('href')),
      ).toEqual(['/cart/checkout', '/cart/cancellation']),
    );
  });
});
