import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { api, server } from '@/tests/support/msw';
import { renderScreen } from '@/tests/support/render';
import DashboardPage from '@/src/pages/dashboard/DashboardPage';
import { demoBalance, demoMe, meteredMe, serveAccount, setViewportWidth } from '@/tests/support/shellFixtures';
import { failUntilHealed, serveDashboard } from './dashboardFixtures';

const widget = async (name: string) =>
  (await screen.findByRole('heading', { level: 2, name })).closest('section') as HTMLElement;
const ERROR = 'This information could not be loaded.';

describe('dashboard widgets', () => {
  it('shows the news with dates, the alert set apart by a label', async () => {
    serveDashboard();
    serveAccount({ me: demoMe });
    renderScreen(<DashboardPage />);
    const news = await widget('News');
    const alert = (await within(news).findByText('Planned maintenance on 30 November.')).closest('li') as HTMLElement;
    expect(within(alert).getByText('Alert')).toBeInTheDocument();
    expect(within(alert).getByText('20 Nov 2026')).toBeInTheDocument();
    const info = within(news).getByText('New coverage in Portugal.').closest('li') as HTMLElement;
    expect(within(info).queryByText('Alert')).not.toBeInTheDocument();
    expect(within(info).getByText('2 Nov 2026')).toBeInTheDocument();
  });

  it('links the user manual in a new tab, and refuses a location that is not a web address', async () => {
    serveDashboard();
    serveAccount({ me: demoMe });
    renderScreen(<DashboardPage />);
    const manual = await widget('User Manual');
    expect(await within(manual).findByText('Everything about the portal.')).toBeInTheDocument();
    const link = within(manual).getByRole('link', { name: /Open the user manual/ });
    expect(link).toHaveAttribute('href', '/files/manual.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('does not link a javascript: manual location', async () => {
    serveDashboard();
    serveAccount({ me: demoMe });
    server.use(
      http.get(api('customer/dashboard/user-manual-data'), () =>
        HttpResponse.json({ description: 'Manual', location: 'javascript:alert(1)' }),
      ),
    );
    renderScreen(<DashboardPage />);
    const manual = await widget('User Manual');
    expect(await within(manual).findByText('The user manual is not available at the moment.')).toBeInTheDocument();
    expect(within(manual).queryByRole('link')).not.toBeInTheDocument();
  });

  it('lists open orders and backorders that expand from the keyboard and link to their details', async () => {
    serveDashboard();
    serveAccount({ me: demoMe });
    renderScreen(<DashboardPage />);
    const orders = await widget('Open orders');
    const toggle = await within(orders).findByRole('button', { name: /ORD-1001/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(orders).queryByText('Proof of address')).not.toBeInTheDocument();
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const documents = within(orders).getByRole('table', { name: 'Documents' });
    expect(within(documents).getByRole('row', { name: 'France Paris Proof of address Pending' })).toBeInTheDocument();
    expect(within(documents).getByRole('row', { name: 'France Paris Customer ID Rejected' })).toBeInTheDocument();
    expect(within(orders).getByRole('link', { name: 'Details of order ORD-1001' })).toHaveAttribute(
      'href',
      '/order/open/o-1/details',
    );

    const backorder = within(orders).getByRole('button', { name: /BO-2001/ });
    backorder.focus();
    await userEvent.keyboard(' ');
    const lines = within(orders).getByRole('table', { name: 'Numbers ordered' });
    expect(within(lines).getByRole('row', { name: 'Local Plus Germany Berlin Geographic 5' })).toBeInTheDocument();
    expect(within(orders).getByRole('link', { name: 'Details of order BO-2001' })).toHaveAttribute(
      'href',
      '/order/open/b-1/details',
    );
    await userEvent.keyboard('{Enter}');
    expect(backorder).toHaveAttribute('aria-expanded', 'false');
  });

  it('lists in Action items the orders waiting on the customer, with links', async () => {
    serveDashboard();
    serveAccount({ me: demoMe });
    renderScreen(<DashboardPage />);
    const actions = await widget('Action items');
    const link = await within(actions).findByRole('link', { name: 'ORD-1001' });
    expect(link).toHaveAttribute('href', '/order/open/o-1/details');
    expect(link.closest('li')).toHaveTextContent('ORD-1001: 1 document pending, 1 document rejected');
    expect(within(actions).queryByText('ORD-1002')).not.toBeInTheDocument();
  });

  it('shows in Action items the prepaid balance and how long it lasts at the last 30 days’ spending', async () => {
    serveDashboard();
    serveAccount({ me: demoMe });
    renderScreen(<DashboardPage />);
    const actions = await widget('Action items');
    expect(await within(actions).findByText('Your balance is €1,250.40.')).toBeInTheDocument();
    // 300.00 over 30 days is 10.00 a day: 1,250.40 lasts 125 days.
    expect(
      await within(actions).findByText('At the last 30 days’ spending, the balance lasts about 125 days'),
    ).toBeInTheDocument();
    expect(within(actions).queryByText(/Below the notification threshold/)).not.toBeInTheDocument();
  });

  it('says in red when the balance is below the threshold, and leaves out the forecast without spending', async () => {
    serveDashboard();
    serveAccount({ me: demoMe, balance: { ...demoBalance, balance: '40.00', is_below_threshold: true } });
    server.use(http.get(api('customer/balance/history'), () => HttpResponse.json({ count: 0, results: [] })));
    renderScreen(<DashboardPage />);
    const actions = await widget('Action items');
    const below = await within(actions).findByText(
      'Below the notification threshold of €100.00: top up to keep your numbers running.',
    );
    // Red: the theme's error colour (its CSS variable: the colour of the scheme shown).
    expect(below).toHaveStyle({ color: 'var(--mui-palette-error-main)' });
    expect(within(actions).getByRole('link', { name: 'Top-up' })).toHaveAttribute('href', '/billing/balance');
    await waitFor(() => expect(within(actions).queryByText(/balance lasts about/)).not.toBeInTheDocument());
  });

  it('shows the first 3 countries and the rest as Others, with a link to the snapshot', async () => {
    serveDashboard();
    serveAccount({ me: demoMe });
    renderScreen(<DashboardPage />);
    const snapshot = await widget('Account snapshot');
    const table = await within(snapshot).findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent?.trim())).toEqual([
      'CountryActive numbersCancellations 30 daysMinutes, last 7 days',
      'InboundOutbound',
      'France40110010',
      'Spain30110010',
      'Germany20110010',
      'Others10220020',
    ]);
    expect(within(snapshot).getByRole('link', { name: 'Full account snapshot' })).toHaveAttribute(
      'href',
      '/reports/snapshot',
    );
  });

  it('on a phone, shows the snapshot as a card per country, then Others, instead of a table', async () => {
    setViewportWidth(375);
    serveDashboard();
    serveAccount({ me: demoMe });
    renderScreen(<DashboardPage />);
    const snapshot = await widget('Account snapshot');
    const list = await within(snapshot).findByRole('list', { name: 'Figures per country' });
    expect(within(snapshot).queryByRole('table')).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'France',
      'Spain',
      'Germany',
      'Others',
    ]);
    const figures = (card: HTMLElement) =>
      within(card)
        .getAllByRole('term')
        .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(figures(cards[0])).toEqual([
      'Active numbers: 40',
      'Cancellations 30 days: 1',
      'Inbound min 7 days: 100',
      'Outbound min 7 days: 10',
    ]);
    expect(figures(cards[3])).toEqual([
      'Active numbers: 10',
      'Cancellations 30 days: 2',
      'Inbound min 7 days: 200',
      'Outbound min 7 days: 20',
    ]);
    expect(within(snapshot).getByRole('link', { name: 'Full account snapshot' })).toBeInTheDocument();
  });

  it('shows the Balance status lines with skeleton amounts and Top-up while the balance loads', async () => {
    serveDashboard();
    serveAccount({ me: demoMe });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(api('customer/balance'), async () => {
        await held;
        return HttpResponse.json(demoBalance);
      }),
    );
    renderScreen(<DashboardPage />);
    const balance = await widget('Balance status');
    const terms = () =>
      within(balance)
        .getAllByRole('term')
        .map((term) => term.textContent);
    expect(terms()).toEqual(['Current balance', 'Notification threshold']);
    expect(within(balance).getByRole('link', { name: 'Top-up' })).toHaveAttribute('href', '/billing/balance');
    expect(balance.querySelector('[aria-busy="true"]')).not.toBeNull();
    release();
    expect(await within(balance).findByText('€1,250.40')).toBeInTheDocument();
    expect(terms()).toEqual(['Current balance', 'Notification threshold']);
    expect(balance.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('gives postpaid customers no balance, but every other widget', async () => {
    serveDashboard();
    serveAccount({ me: meteredMe });
    renderScreen(<DashboardPage />);
    const actions = await widget('Action items');
    expect(await within(actions).findByRole('link', { name: 'ORD-1001' })).toBeInTheDocument();
    for (const name of ['News', 'User Manual', 'Open orders', 'Account snapshot'])
      expect(await screen.findByRole('heading', { level: 2, name })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Balance status' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Balance' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Your balance is/)).not.toBeInTheDocument();
  });

  it.each([
    ['News', 'customer/dashboard/news', 'Planned maintenance on 30 November.'],
    ['User Manual', 'customer/dashboard/user-manual-data', 'Everything about the portal.'],
    ['Open orders', 'customer/orders/dashboard', 'BO-2001'],
    ['Account snapshot', 'customer/reports/account-snapshot', 'Germany'],
  ])('shows %s failing with Try again while the other widgets render', async (name, path, content) => {
    serveDashboard();
    serveAccount({ me: demoMe });
    const heal = failUntilHealed(path);
    renderScreen(<DashboardPage />);
    const failed = await widget(name);
    expect(await within(failed).findByText(ERROR)).toBeInTheDocument();
    const others = [
      ['News', 'Planned maintenance on 30 November.'],
      ['User Manual', 'Everything about the portal.'],
      ['Account snapshot', 'Germany'],
      ['Balance status', '€1,250.40'],
    ].filter(([other]) => other !== name);
    for (const [other, text] of others) expect(await within(await widget(other)).findByText(text)).toBeInTheDocument();
    heal();
    await userEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await within(failed).findByText(content, { exact: false })).toBeInTheDocument();
    expect(screen.queryByText(ERROR)).not.toBeInTheDocument();
  });

  it('asks for every widget’s data in one round: all requests start before any answers', async () => {
    serveAccount({ me: demoMe });
    const paths = [
      'customer/dashboard/news',
      'customer/dashboard/user-manual-data',
      'customer/orders/dashboard',
      'customer/reports/account-snapshot',
      'customer/balance',
      'customer/balance/history',
    ];
    const started: string[] = [];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const held = (path: string) =>
      http.get(api(path), async () => {
        started.push(path);
        await gate;
        return HttpResponse.json({ detail: 'not needed' }, { status: 500 });
      });
    server.use(...paths.map(held));
    renderScreen(<DashboardPage />);
    // Nothing answers until every request has started: a request that waited for another would never start.
    await waitFor(() => expect([...started].sort()).toEqual([...paths].sort()));
    release();
    expect(await screen.findAllByText(ERROR)).not.toHaveLength(0);
    expect(started).toHaveLength(paths.length);
  });
});
