import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { api, server } from '@/tests/support/msw';
import { renderScreen } from '@/tests/support/render';
import { setToken } from '@/providers/http';
import { routeScreen } from '@/tests/support/routeScreen';
import { PATHS } from '@/src/paths';
import { setViewportWidth } from '@/tests/support/shellFixtures';
import { LocationProbe } from '@/tests/support/renderPublic';
import { NotificationProbe } from '@/tests/support/NotificationProbe';
import { profileRow, serveCountries } from './profileFixtures';

function show(url = '/profiles/existing') {
  setToken('session');
  const user = userEvent.setup();
  const rendered = renderScreen(
    <>
      {routeScreen(PATHS.profiles.list)}
      <NotificationProbe />
    </>,
    {
      url,
      path: '/profiles/existing',
      routes: { '/profiles/new': <LocationProbe />, '/profiles/edit/:id': <LocationProbe /> },
    },
  );
  return { user, router: rendered.router };
}

/** Serves `count` rows (row 2 blocked, row 3 incomplete) and records each request's query. */
function serveList(count = 3, status = 200) {
  const requests: URLSearchParams[] = [];
  serveCountries();
  server.use(
    http.get(api('customer/account'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      requests.push(params);
      if (status !== 200) return HttpResponse.json({ detail: 'x' }, { status });
      const size = Number(params.get('page_size'));
      const page = Number(params.get('page'));
      const ids = Array.from(
        { length: Math.max(0, Math.min(size, count - (page - 1) * size)) },
        (_, i) => (page - 1) * size + i + 1,
      );
      const rows = ids.map((id) =>
        profileRow(
          id,
          id === 2
            ? { blocked: true, name: 'Old Reseller Ltd' }
            : id === 3
              ? { valid: false, area: null, country: null }
              : {},
        ),
      );
      return HttpResponse.json({ results: rows, count });
    }),
  );
  return requests;
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;

describe('ProfileList', () => {
  it('shows the title, the info card and the columns Blocked, Name, City, Country', async () => {
    const requests = serveList(3);
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'End-users' })).toBeInTheDocument();
    const row = await rowOf('End user 1');
    expect(screen.getByText(/must be completed within 48 hours after submitting an order/)).toBeInTheDocument();
    expect(screen.getByText(/validated within 1 business day/)).toBeInTheDocument();
    expect(screen.getByText(/found in My Numbers/)).toBeInTheDocument();
    expect(screen.getByText(/PSTN replacement needs a unique profile per number/)).toBeInTheDocument();
    expect(within(row).getByText('Amsterdam')).toBeInTheDocument();
    expect(within(row).getByText('Netherlands')).toBeInTheDocument();
    for (const header of ['Blocked', 'Name', 'City', 'Country', 'Actions']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(requests[0].get('page')).toBe('1');
    expect(requests[0].get('page_size')).toBe('20');
  });

  it('marks a blocked profile with a Blocked badge and greys blocked and incomplete rows, saying so in text', async () => {
    serveList(3);
    show();
    const valid = await rowOf('End user 1');
    const blocked = await rowOf('Old Reseller Ltd');
    const incomplete = await rowOf('End user 3');
    expect(within(blocked).getByText('Blocked')).toBeInTheDocument();
    expect(within(valid).queryByText('Blocked')).not.toBeInTheDocument();
    expect(within(incomplete).getByText('Incomplete')).toBeInTheDocument();
    expect(within(valid).queryByText('Incomplete')).not.toBeInTheDocument();
    const background = (row: HTMLElement) => getComputedStyle(row).backgroundColor;
    expect(background(blocked)).not.toBe(background(valid));
    expect(background(incomplete)).toBe(background(blocked));
  });

  it('links Add new end user and each Edit to the spec URLs', async () => {
    serveList(2);
    const { user } = show();
    await rowOf('End user 1');
    expect(screen.getByRole('link', { name: 'Add new end user' })).toHaveAttribute('href', '/profiles/new');
    await user.click(screen.getByRole('link', { name: 'Edit Old Reseller Ltd' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/profiles/edit/2');
  });

  it('keeps the name and country filters in the URL and sends them to the server', async () => {
    const requests = serveList(3);
    const { user, router } = show();
    await rowOf('End user 1');
    await user.type(screen.getByRole('textbox', { name: 'End-user name' }), 'north');
    await waitFor(() => expect(requests.at(-1)?.get('name')).toBe('north'), { timeout: 10000 });
    await user.click(screen.getByRole('combobox', { name: 'Country' }));
    await user.click(await screen.findByRole('option', { name: 'France' }));
    await waitFor(() => expect(requests.at(-1)?.get('country')).toBe('2'), { timeout: 10000 });
    expect(requests.at(-1)?.get('name')).toBe('north');
    // Each filter its own URL parameter (issue 33 item 5).
    const search = new URLSearchParams(router.state.location.search);
    expect([search.get('name'), search.get('country'), search.has('filter')]).toEqual(['north', '2', false]);
  });

  it('reads the filters from the URL', async () => {
    const requests = serveList(1);
    show('/profiles/existing?name=paris&country=2');
    await rowOf('End user 1');
    expect(requests[0].get('name')).toBe('paris');
    expect(requests[0].get('country')).toBe('2');
    expect(screen.getByRole('textbox', { name: 'End-user name' })).toHaveValue('paris');
  });

  it('at 375 px each end user is a card: the name, Blocked, the city and country, and Edit', async () => {
    setViewportWidth(375);
    serveList(3);
    show();
    const cards = await screen.findAllByTestId('list-card', {}, { timeout: 5000 });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const blocked = cards.find((card) => card.textContent?.includes('Old Reseller Ltd'))!;
    expect(within(blocked).getByTestId('card-key')).toHaveTextContent('Old Reseller Ltd');
    expect(within(blocked).getByText('Blocked')).toBeInTheDocument();
    expect(blocked).toHaveTextContent('Amsterdam, Netherlands');
    expect(within(blocked).getByRole('link', { name: 'Edit Old Reseller Ltd' })).toHaveAttribute(
      'href',
      '/profiles/edit/2',
    );
  });
});
