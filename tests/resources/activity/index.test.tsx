/**
 * /settings/activity, the account's activity trail (issue 35, items 3 and 5), against the API contract of issue 35
 * (GET customer/activity: `results`/`count`, filters actor, kind, object, from, to; 400 for a bad filter): when (UTC),
 * who (support as on the bar, with [DEV]), what (the kind in the portal's language, the server's summary as text), the
 * object as a link to its page while it exists; each filter its own URL parameter; phone cards; CSV export.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { memoryStore } from 'react-admin';
import { api, server } from '@/tests/support/msw';
import { renderScreen } from '@/tests/support/render';
import { loadScreen, routeScreen } from '@/tests/support/routeScreen';
import { setViewportWidth } from '@/tests/support/shellFixtures';
import { NotificationProbe } from '@/tests/support/NotificationProbe';
import { toastTexts } from '@/tests/support/toasts';
import { i18nProvider } from '@/src/i18n/portalI18nProvider';
import { setToken } from '@/providers/http';
import { PATHS } from '@/src/paths';

const ME = {
  login: 'demo',
  customer_type: 1,
  payment_model: 'capacity',
  is_hijacked: false,
  company_name: 'Demo',
  currency: 'EUR',
};

const ROUTING = {
  id: 812,
  time: '2026-11-20T14:03:11Z',
  actor: 'support',
  actor_type: 'support',
  kind: 'number_routing',
  object: { type: 'did', id: '33184880000', name: '+33 1 84 88 00 00', exists: true },
  summary: 'Routing changed to trunk "Paris SBC" <b>now</b>',
  ip: '203.0.113.7',
};
const TRUNK_GONE = {
  id: 811,
  time: '2026-11-19T08:00:05Z',
  actor: 'demo',
  actor_type: 'customer',
  kind: 'trunk_delete',
  object: { type: 'trunk', id: '7', name: 'Old SBC', exists: false },
  summary: 'Trunk "Old SBC" deleted',
  ip: '198.51.100.2',
};
const SIGN_IN = {
  id: 810,
  time: '2026-11-19T07:59:00Z',
  actor: 'demo',
  actor_type: 'customer',
  kind: 'sign_in',
  object: null,
  summary: 'Signed in',
  ip: '198.51.100.2',
};
const ROWS = [ROUTING, TRUNK_GONE, SIGN_IN];

let queries: URLSearchParams[] = [];
function serveTrail(answer?: () => Response) {
  server.use(
    http.get(api('customer/me'), () => HttpResponse.json(ME)),
    http.get(api('customer/activity'), ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return answer ? answer() : HttpResponse.json({ results: ROWS, count: ROWS.length });
    }),
  );
}

const URL_OF = PATHS.settings.activity;
const lastQuery = () => queries[queries.length - 1];

beforeAll(() => loadScreen(URL_OF));
beforeEach(() => {
  setToken('session');
  setViewportWidth(1366);
  queries = [];
});
// The translator is the portal's one: the next test starts in English.
afterEach(async () => {
  await i18nProvider.changeLocale('en');
});

describe('the activity trail', () => {
  it('shows when (UTC), who (support with [DEV]), what and the summary as text, the object linked while it exists', async () => {
    serveTrail();
    renderScreen(routeScreen(URL_OF), { url: URL_OF });
    expect(await screen.findByRole('heading', { level: 1, name: 'Activity' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Time (UTC)', 'Who', 'What', 'Summary', 'Object']);

    const routing = within(table).getByText('20-11-2026 14:03:11').closest('tr') as HTMLElement;
    expect(routing).toHaveTextContent('[DEV] support');
    expect(routing).toHaveTextContent('Number routing changed');
    // The server's words, as text: its markup is not the portal's.
    expect(within(routing).getByText('Routing changed to trunk "Paris SBC" <b>now</b>')).toBeInTheDocument();
    expect(within(routing).getByRole('link', { name: '+33 1 84 88 00 00' })).toHaveAttribute(
      'href',
      '/numbers/33184880000/details',
    );

    const gone = within(table).getByText('19-11-2026 8:00:05').closest('tr') as HTMLElement;
    expect(gone).toHaveTextContent('demo');
    expect(gone).not.toHaveTextContent('[DEV]');
    expect(gone).toHaveTextContent('Trunk deleted');
    // A deleted object has no page: its name, no link.
    expect(within(gone).getByText('Old SBC')).toBeInTheDocument();
    expect(within(gone).queryByRole('link')).not.toBeInTheDocument();

    const signIn = within(table).getByText('19-11-2026 7:59:00').closest('tr') as HTMLElement;
    expect(signIn).toHaveTextContent('Signed in');
    expect(within(signIn).queryByRole('link')).not.toBeInTheDocument();
  });

  it("reads its filters from the URL, each its own parameter, and sends them under the API's names", async () => {
    serveTrail();
    renderScreen(routeScreen(URL_OF), {
      url: `${URL_OF}?actor=support&kind=number_routing&object=Paris&from=2026-11-01&to=2026-11-20`,
    });
    await screen.findByRole('table');
    await waitFor(() => {
      const query = lastQuery();
      expect(query.get('actor')).toBe('support');
      expect(query.get('kind')).toBe('number_routing');
      expect(query.get('object')).toBe('Paris');
      expect(query.get('from')).toBe('2026-11-01');
      expect(query.get('to')).toBe('2026-11-20');
      expect(query.get('page_size')).toBe('20');
    });
    expect(screen.getByRole('textbox', { name: 'Object' })).toHaveValue('Paris');
    expect(screen.getByRole('textbox', { name: 'From' })).toHaveValue('01/11/2026');
    expect(screen.getByRole('combobox', { name: 'Who' })).toHaveTextContent('Support');
    expect(screen.getByRole('combobox', { name: 'What' })).toHaveTextContent('Number routing changed');
  });

  it('writes a filter typed into the URL, and asks the API with it', async () => {
    const user = userEvent.setup();
    serveTrail();
    const { router } = renderScreen(routeScreen(URL_OF), { url: URL_OF });
    await screen.findByRole('table');
    await user.type(screen.getByRole('textbox', { name: 'To' }), '20/11/2026');
    await user.click(screen.getByRole('combobox', { name: 'Who' }));
    await user.click(await screen.findByRole('option', { name: 'Support' }));
    await waitFor(
      () => {
        const search = new URLSearchParams(router.state.location.search);
        expect(search.get('to')).toBe('2026-11-20');
        expect(search.get('actor')).toBe('support');
        expect(lastQuery().get('to')).toBe('2026-11-20');
        expect(lastQuery().get('actor')).toBe('support');
      },
      { timeout: 3000 },
    );
  });

  it('says "Filtering data failed." when the API refuses a filter (400)', async () => {
    serveTrail(() => HttpResponse.json({ from: ['Enter a valid date.'] }, { status: 400 }));
    renderScreen(
      <>
        {routeScreen(URL_OF)}
        <NotificationProbe />
      </>,
      { url: `${URL_OF}?from=2026-02-31` },
    );
    await waitFor(() => expect(toastTexts()).toContain('Filtering data failed.'));
    expect(lastQuery().get('from')).toBe('2026-02-31');
  });

  it('offers the page sizes 20/50/100/250 and Export CSV with the filters shown', async () => {
    const user = userEvent.setup();
    serveTrail();
    renderScreen(routeScreen(URL_OF), { url: `${URL_OF}?actor=support` });
    await screen.findByRole('table');
    await user.click(screen.getByRole('combobox', { name: /rows per page/i }));
    const sizes = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(sizes).toEqual(['20', '50', '100', '250']);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => {
      const exported = queries.find((query) => query.get('_export') === 'csv');
      expect(exported?.get('actor')).toBe('support');
    });
  });

  it('shows each event as a card at 375 px, support with [DEV] and the object linked', async () => {
    setViewportWidth(375);
    serveTrail();
    renderScreen(routeScreen(URL_OF), { url: URL_OF });
    const cards = await screen.findAllByTestId('list-card');
    expect(cards).toHaveLength(3);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(cards[0]).toHaveTextContent('20-11-2026 14:03:11');
    expect(cards[0]).toHaveTextContent('[DEV] support');
    expect(cards[0]).toHaveTextContent('Number routing changed');
    expect(within(cards[0]).getByRole('link', { name: '+33 1 84 88 00 00' })).toHaveAttribute(
      'href',
      '/numbers/33184880000/details',
    );
    expect(within(cards[1]).queryByRole('link')).not.toBeInTheDocument();
  });

  it('speaks French', async () => {
    serveTrail();
    renderScreen(routeScreen(URL_OF), { url: URL_OF, store: memoryStore({ locale: 'fr' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Activité' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Heure (UTC)' })).toBeInTheDocument();
    expect(table).toHaveTextContent('Routage du numéro modifié');
    expect(table).toHaveTextContent('[DEV] support');
  });
});
