/** The snapshot page's DID groups of a capacity customer (issue 13 item 4; spec part 2 section 7 reports/didGroups/). */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { api, server } from '@/tests/support/msw';
import { renderScreen } from '@/tests/support/render';
import { demoMe, meteredMe, serveAccount, setViewportWidth } from '@/tests/support/shellFixtures';
import { setToken } from '@/providers/http';
import SnapshotPage from '@/src/pages/reports/SnapshotPage';
import { steerableClock } from '@/tests/support/clock';

const SNAPSHOT = [
  {
    country: { name: 'Netherlands', flag_href: '/api/v1/flags/nl.svg' },
    dids_amount: 12,
    cancellations_30_days: 0,
    minutes_last_7_days: { inbound: 45, outbound: 12 },
  },
];

const group = (id: number, name: string, overrides: Record<string, unknown> = {}) => ({
  id,
  name,
  country: { id: 31, name: 'Netherlands' },
  plan: { id: 7, name: 'NL Basic' },
  channels: 10,
  numbers: 1200,
  is_default: false,
  ...overrides,
});

const GROUPS = [
  group(1, 'Amsterdam default', { is_default: true }),
  group(2, 'Support line', { plan: { id: 8, name: 'NL Premium' }, channels: 2, numbers: 3 }),
];

let groupsAnswer: (url: URL) => Response;
let requests: URL[];
beforeEach(() => {
  setToken('session');
  setViewportWidth(1366);
  requests = [];
  groupsAnswer = () => HttpResponse.json({ results: GROUPS, count: 2 });
  serveAccount({ me: demoMe });
  server.use(
    http.get(api('customer/reports/account-snapshot'), () => HttpResponse.json(SNAPSHOT)),
    http.get(api('reports/didGroups/'), ({ request }) => {
      const url = new URL(request.url);
      requests.push(url);
      return groupsAnswer(url);
    }),
    http.get(api('customer/capacity/did-groups/countries/for-select'), () =>
      HttpResponse.json([
        { value: 31, name: 'Netherlands' },
        { value: 49, name: 'Germany' },
      ]),
    ),
    http.get(api('reports/didGroup/plans/'), ({ request }) =>
      HttpResponse.json(
        new URL(request.url).searchParams.get('country') === '31'
          ? [
              { value: 7, name: 'NL Basic' },
              { value: 8, name: 'NL Premium' },
            ]
          : [{ value: 9, name: 'DE Basic' }],
      ),
    ),
  );
});

const show = (url = '/reports/snapshot') => {
  const user = userEvent.setup();
  const rendered = renderScreen(<SnapshotPage />, { url, path: '/reports/snapshot' });
  return { user, ...rendered };
};

/** The groups' table once its rows are in (the skeleton's table has the same name). */
const groupsTable = async () => {
  await screen.findByRole('link', { name: 'Support line' });
  return screen.getByRole('table', { name: 'DID groups' });
};
const search = (router: ReturnType<typeof show>['router']) => new URLSearchParams(router.state.location.search);
const lastRequest = () => requests[requests.length - 1].searchParams;

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('DID groups on the snapshot page', () => {
  it('comes below the snapshot once the snapshot has loaded, so that nothing under it moves', async () => {
    let arrive: () => void = () => undefined;
    server.use(
      http.get(api('customer/reports/account-snapshot'), async () => {
        await new Promise<void>((resolve) => (arrive = resolve));
        return HttpResponse.json(SNAPSHOT);
      }),
    );
    show();
    expect(await screen.findByRole('status', { name: 'Loading the account snapshot' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'DID groups' })).not.toBeInTheDocument();
    arrive();
    expect(await screen.findByRole('heading', { name: 'DID groups' })).toBeInTheDocument();
    expect(await groupsTable()).toBeInTheDocument();
  });

  it('lists the groups: name linking to its edit page, the default marked, country, plan, channels, numbers', async () => {
    show();
    expect(await screen.findByRole('status', { name: 'Loading the DID groups' })).toBeInTheDocument();
    const table = await groupsTable();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Name', 'Country', 'Plan', 'Channels', 'Numbers']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => Array.from(row.querySelectorAll('td, th'), (cell) => cell.textContent))).toEqual([
      ['Amsterdam defaultDefault', 'Netherlands', 'NL Basic', '10', '1,200'],
      ['Support line', 'Netherlands', 'NL Premium', '2', '3'],
    ]);
    expect(within(rows[0]).getByRole('link', { name: 'Amsterdam default' })).toHaveAttribute(
      'href',
      '/capacity/did-groups/1/edit',
    );
    expect(lastRequest().get('page')).toBe('1');
    expect(lastRequest().get('page_size')).toBe('20');
    // The snapshot's own table is there too.
    expect(screen.getAllByRole('table')).toHaveLength(2);
  });

  it('filters by country and plan, sends both and keeps them in the URL; a new country clears the plan', async () => {
    const { user, router } = show('/reports/snapshot?keep=1');
    await groupsTable();
    expect(screen.getByRole('combobox', { name: 'Plan' })).toHaveAttribute('aria-disabled', 'true');
    await choose(user, 'Country', 'Netherlands');
    await waitFor(() => expect(lastRequest().get('country')).toBe('31'));
    await choose(user, 'Plan', 'NL Premium');
    await waitFor(() => expect(lastRequest().get('plan')).toBe('8'));
    expect(lastRequest().get('country')).toBe('31');
    expect(search(router).get('groupsCountry')).toBe('31');
    expect(search(router).get('groupsPlan')).toBe('8');
    expect(search(router).get('keep')).toBe('1');

    await choose(user, 'Country', 'Germany');
    await waitFor(() => expect(lastRequest().get('country')).toBe('49'));
    expect(lastRequest().has('plan')).toBe(false);
    expect(search(router).has('groupsPlan')).toBe(false);
    await user.click(screen.getByRole('combobox', { name: 'Plan' }));
    expect(await screen.findByRole('option', { name: 'DE Basic' })).toBeInTheDocument();
  });

  it('reads its filters and page from the URL', async () => {
    groupsAnswer = () => HttpResponse.json({ results: GROUPS, count: 260 });
    show('/reports/snapshot?groupsCountry=31&groupsPlan=7&groupsPage=2&groupsPerPage=50');
    await groupsTable();
    expect(Object.fromEntries(lastRequest())).toEqual({ country: '31', plan: '7', page: '2', page_size: '50' });
    expect(screen.getByText('51-100 of 260')).toBeInTheDocument();
  });

  it('pages by 20, 50, 100 or 250, in the URL', async () => {
    groupsAnswer = () => HttpResponse.json({ results: GROUPS, count: 260 });
    const { user, router } = show();
    await groupsTable();
    expect(screen.getByText('1-20 of 260')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(lastRequest().get('page')).toBe('2'));
    expect(search(router).get('groupsPage')).toBe('2');

    await user.click(screen.getByRole('combobox', { name: /Rows per page/ }));
    const sizes = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(sizes.map((option) => option.textContent)).toEqual(['20', '50', '100', '250']);
    await user.click(screen.getByRole('option', { name: '250' }));
    await waitFor(() => expect(lastRequest().get('page_size')).toBe('250'));
    expect(lastRequest().get('page')).toBe('1');
    expect(search(router).get('groupsPerPage')).toBe('250');
    expect(search(router).has('groupsPage')).toBe(false);
  });

  it('says so when there are no groups', async () => {
    groupsAnswer = () => HttpResponse.json({ results: [], count: 0 });
    show();
    expect(await screen.findByText('No DID groups yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'DID groups' })).not.toBeInTheDocument();
  });

  it('says so when no group matches the filters', async () => {
    groupsAnswer = () => HttpResponse.json({ results: [], count: 0 });
    show('/reports/snapshot?groupsCountry=49');
    expect(await screen.findByText('No DID groups match these filters.')).toBeInTheDocument();
  });

  it('fails on its own with Try again while the snapshot table stays', async () => {
    groupsAnswer = () => HttpResponse.json({ detail: 'boom' }, { status: 500 });
    const { user } = show();
    expect(await screen.findByText('The DID groups could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveTextContent('Netherlands');
    groupsAnswer = () => HttpResponse.json({ results: GROUPS, count: 2 });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await groupsTable()).toHaveTextContent('Support line');
  });

  it('shows a card per group on a phone', async () => {
    setViewportWidth(375);
    show();
    const heading = await screen.findByRole('heading', { name: /Support line/ });
    const card = heading.closest('li');
    expect(card).toHaveTextContent('PlanNL Premium');
    expect(card).toHaveTextContent('Channels2');
    expect(screen.queryByRole('table', { name: 'DID groups' })).not.toBeInTheDocument();
  });

  it('is not there for a metered customer, who asks nothing of it', async () => {
    const clock = steerableClock();
    serveAccount({ me: meteredMe });
    show();
    expect(await screen.findByRole('table')).toHaveTextContent('Netherlands');
    await clock.pass(1000);
    expect(screen.queryByRole('heading', { name: 'DID groups' })).not.toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });
});
