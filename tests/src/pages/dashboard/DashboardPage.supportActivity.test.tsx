/**
 * Issue 35 items 4 and 5: Action items says how many times support worked on the account in the last 7 days (today
 * included), as a link to the trail filtered on support, only when it did; a backend without a trail (404 on
 * customer/activity) shows neither that line nor the Activity entry of the user menu; a failing trail (500) leaves the
 * rest of the dashboard working.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { memoryStore } from 'react-admin';
import { api, server } from '@/tests/support/msw';
import { renderScreen } from '@/tests/support/render';
import DashboardPage from '@/src/pages/dashboard/DashboardPage';
import { TopBar } from '@/src/layout/TopBar';
import { i18nProvider } from '@/src/i18n/portalI18nProvider';
import { demoMe, serveAccount } from '@/tests/support/shellFixtures';
import { serveDashboard } from './dashboardFixtures';
import { steerableClock } from '@/tests/support/clock';

/** The UTC day 6 days before today: with today, the last 7 days. */
const weekStart = () => new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10);

let asked: URLSearchParams[] = [];
function serveTrail(answer: () => Response) {
  asked = [];
  server.use(
    http.get(api('customer/activity'), ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return answer();
    }),
  );
}
const counted = (count: number) => () => HttpResponse.json({ results: [], count });
const status = (code: number) => () => HttpResponse.json({ detail: 'No.' }, { status: code });

const actionItems = async () =>
  (await screen.findByRole('heading', { name: 'Action items' })).closest('section') as HTMLElement;

// The translator is the portal's one: the next test starts in English.
afterEach(async () => {
  await i18nProvider.changeLocale('en');
});

describe("Action items: support's work in the last 7 days", () => {
  it('counts support’s events since the day 6 days ago and links to the trail filtered on support', async () => {
    serveDashboard();
    serveAccount({ me: demoMe });
    serveTrail(counted(3));
    renderScreen(<DashboardPage />);
    const link = await within(await actionItems()).findByRole('link', {
      name: 'Support worked on your account 3 times in the last 7 days',
    });
    const target = new URL(link.getAttribute('href') ?? '', 'http://portal');
    expect(target.pathname).toBe('/settings/activity');
    expect(target.searchParams.get('actor')).toBe('support');
    expect(target.searchParams.get('from')).toBe(weekStart());
    const query = asked[asked.length - 1];
    expect(query.get('actor')).toBe('support');
    expect(query.get('from')).toBe(weekStart());
    expect(query.get('page_size')).toBe('20');
  });

  it('says "1 time" for one', async () => {
    serveDashboard();
    serveAccount({ me: demoMe });
    serveTrail(counted(1));
    renderScreen(<DashboardPage />);
    expect(
      await within(await actionItems()).findByRole('link', {
        name: 'Support worked on your account 1 time in the last 7 days',
      }),
    ).toBeInTheDocument();
  });

  it('speaks French', async () => {
    serveDashboard();
    serveAccount({ me: demoMe });
    serveTrail(counted(2));
    renderScreen(<DashboardPage />, { store: memoryStore({ locale: 'fr' }) });
    expect(
      await screen.findByRole('link', {
        name: 'Le support est intervenu 2 fois sur votre compte au cours des 7 derniers jours',
      }),
    ).toBeInTheDocument();
  });

  it.each([
    ['support did nothing', counted(0)],
    ['the backend keeps no trail (404)', status(404)],
    ['the trail fails (500)', status(500)],
  ])('is not shown when %s, and the other widgets still are', async (_case, answer) => {
    const clock = steerableClock();
    serveDashboard();
    serveAccount({ me: demoMe });
    serveTrail(answer);
    renderScreen(<DashboardPage />);
    const items = await actionItems();
    // The open orders' block answered, the trail too: the line is not coming.
    expect(await within(items).findByText(/ORD-|No order is waiting for you\./)).toBeInTheDocument();
    await waitFor(() => expect(asked.length).toBeGreaterThan(0));
    await clock.pass(1000);
    expect(within(items).queryByRole('link', { name: /Support worked/ })).not.toBeInTheDocument();
    expect(within(items).queryByRole('heading', { name: 'Support' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Balance status' })).toBeInTheDocument();
    expect(screen.queryByText('This information could not be loaded.')).not.toBeInTheDocument();
  });
});

describe('the Activity entry of the user menu', () => {
  const openUserMenu = async () => {
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'User settings menu' }));
    return screen.findByRole('menu', { name: 'User settings' });
  };

  it('leads to /settings/activity where the backend keeps a trail', async () => {
    serveAccount({ me: demoMe });
    renderScreen(<TopBar />);
    const menu = await openUserMenu();
    expect(within(menu).getByRole('menuitem', { name: 'Activity' })).toHaveAttribute('href', '/settings/activity');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['General', 'Contact details', 'Activity', 'Security', 'Logout']);
  });

  it('is not there when the backend answers 404 for the trail', async () => {
    serveAccount({ me: demoMe });
    serveTrail(status(404));
    renderScreen(<TopBar />);
    await waitFor(() => expect(asked.length).toBeGreaterThan(0));
    const menu = await openUserMenu();
    await waitFor(() => expect(within(menu).queryByRole('menuitem', { name: 'Activity' })).not.toBeInTheDocument());
    expect(within(menu).getByRole('menuitem', { name: 'Contact details' })).toBeInTheDocument();
  });
});
