import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '@/tests/support/render';
import { TopBar } from '@/src/layout/TopBar';
import { NAVIGATION, visibleLinks } from '@/src/layout/navigation';
import { derivePermissions } from '@/providers/permissions';
import { cartOf, demoMe, meteredMe, serveAccount, setViewportWidth } from '@/tests/support/shellFixtures';

const originalMatchMedia = window.matchMedia;
// Role queries over the whole drawer are slow in jsdom; the links' targets are what matters here.
const hrefsIn = (element: HTMLElement) => [...element.querySelectorAll('a[href]')].map((a) => a.getAttribute('href'));

describe('narrow screens (375 px)', () => {
  beforeEach(() => setViewportWidth(375));
  afterEach(() => {
    window.matchMedia = originalMatchMedia;
  });

  it('collapses the sections into a menu that reaches every permitted link', async () => {
    const user = userEvent.setup();
    serveAccount({ me: demoMe, cart: cartOf(2) });
    renderScreen(<TopBar />, { path: '*' });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const drawer = nav.closest('.MuiDrawer-paper') as HTMLElement;
    const hrefs = hrefsIn(nav);
    const permitted = NAVIGATION.flatMap((section) => visibleLinks(section, derivePermissions(demoMe))).map(
      (l) => l.path,
    );
    for (const path of permitted) expect(hrefs).toContain(path);

    const linkTo = (text: string) => within(drawer).getByText(text).closest('a');
    expect(linkTo('demo')).toHaveAttribute('href', '/settings/general');
    expect(await within(nav).findByText('Cart, 2 items')).toBeInTheDocument();
    expect(linkTo('Cart, 2 items')).toHaveAttribute('href', '/cart/checkout');
    expect(nav.querySelector('ul[aria-label="Order"]')).not.toBeNull();
    expect(linkTo('Top-up')).toHaveAttribute('href', '/billing/balance');
    expect(within(drawer).getByLabelText('Language')).toBeInTheDocument();

    await user.click(within(nav).getByText('Trunks'));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument());
  });

  it('keeps the cart icon with its count in the bar, with its Checkout / Cancel menu, as on a wide screen', async () => {
    const user = userEvent.setup();
    serveAccount({ me: demoMe, cart: cartOf(2) });
    renderScreen(<TopBar />, { path: '*' });
    const bar = screen.getByRole('banner');
    const cart = await within(bar).findByRole('button', { name: 'Cart, 2 items' });
    expect(cart).toHaveTextContent('2');
    await user.click(cart);
    const menu = await screen.findByRole('menu', { name: 'Cart' });
    expect(hrefsIn(menu)).toEqual(['/cart/checkout', '/cart/cancellation']);
  });

  it('leaves out the links a postpaid metered customer may not use', async () => {
    const user = userEvent.setup();
    serveAccount({ me: meteredMe });
    renderScreen(<TopBar />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await within(nav).findByText('metered');
    const hrefs = hrefsIn(nav);
    for (const path of [
      '/order/shared-channels',
      '/capacity/did-groups/existing',
      '/capacity/did-groups/new',
      '/billing/balance',
    ]) {
      expect(hrefs).not.toContain(path);
    }
    expect(screen.queryByText('Top-up')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument());
  });
});
