import { useEffect, useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { DataTable, ResourceContextProvider, memoryStore, type Store } from 'react-admin';
import { api, server } from '@/tests/support/msw';
import { renderScreen } from '@/tests/support/render';
import { setToken } from '@/providers/http';
import { dataProvider } from '@/src/console/portalDataProvider';
import { PortalList } from '@/src/console/list/PortalList';
import { prefetchList, type ListDefaults } from '@/src/console/list/listPrefetch';
import type { CardLayout } from '@/src/console/list/CardLayout';

const CARDS: CardLayout = { primary: (row) => String(row.name), secondary: [] };

/** Every request of the contacts list, as the server saw its query. */
function contactsRequests(): URLSearchParams[] {
  const seen: URLSearchParams[] = [];
  server.use(
    http.get(api('customer/contacts'), ({ request }) => {
      seen.push(new URL(request.url).searchParams);
      return HttpResponse.json({ results: [{ id: 1, name: 'Ada Lovelace' }], count: 1 });
    }),
  );
  return seen;
}

/** Shows its children once `answered` settles: the screen's chunk arriving after the prefetched page. */
function After({ prefetch, children }: { prefetch: { answered: Promise<void> }; children: ReactNode }) {
  const [arrived, setArrived] = useState(false);
  useEffect(() => void prefetch.answered.then(() => setArrived(true)), [prefetch]);
  return arrived ? <>{children}</> : null;
}

interface Options {
  defaults?: ListDefaults;
  stored?: object;
  /** The list renders once the prefetched page has answered, rather than while it is on its way. */
  late?: boolean;
}

function showPrefetched(url: string, { defaults, stored, late }: Options = {}) {
  setToken('session');
  const search = url.includes('?') ? url.slice(url.indexOf('?')) : '';
  const prefetch = { answered: Promise.resolve() };
  const list = (
    <ResourceContextProvider value="contacts">
      <PortalList
        title="Contacts"
        cards={CARDS}
        filterDefaultValues={defaults?.filterDefaultValues}
        urlParams={defaults?.urlParams}
      >
        <DataTable bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="name" />
        </DataTable>
      </PortalList>
    </ResourceContextProvider>
  );
  return renderScreen(late ? <After prefetch={prefetch}>{list}</After> : list, {
    url,
    path: '/contacts',
    routes: { '/elsewhere': <p>Elsewhere</p> },
    store: memoryStore(stored ? { 'contacts.listParams': stored } : {}),
    prepare: ({ queryClient, store }: { queryClient: Parameters<typeof prefetchList>[0]; store: Store }) => {
      prefetch.answered = prefetchList(queryClient, dataProvider, store, { resource: 'contacts', search, defaults });
    },
  });
}

describe('a list whose first page was asked for before it rendered', () => {
  it.each(
    [
      ['the defaults', '/contacts', {}, { page: '1', page_size: '20' }],
      ['the page and size of the URL', '/contacts?page=2&perPage=50', {}, { page: '2', page_size: '50' }],
      [
        'a filter of the URL',
        `/contacts?filter=${encodeURIComponent('{"email":"ada@example.com"}')}`,
        {},
        { email: 'ada@example.com' },
      ],
      ['a filter under its own name (issue 33)', '/contacts?email=ada%40example.com', {}, { email: 'ada@example.com' }],
      [
        "a number filter under the list's name for it",
        '/contacts?land=2&page=1',
        { defaults: { urlParams: { country: { name: 'land', type: 'number' } } } },
        { country: '2' },
      ],
      [
        'the stored page size',
        '/contacts',
        { stored: { filter: {}, page: 1, perPage: 100, sort: null, order: null } },
        { page_size: '100' },
      ],
      [
        'the default filter',
        '/contacts',
        { defaults: { filterDefaultValues: { email: 'ada@example.com' } } },
        { email: 'ada@example.com' },
      ],
    ].flatMap(([name, ...row]) => [
      [`${name}, the screen arriving while it is on its way`, ...row, false],
      [`${name}, the screen arriving after it answered`, ...row, true],
    ]) as [string, string, Options, Record<string, string>, boolean][],
  )('sends one request, with %s', async (_case, url, options, expected, late) => {
    const requests = contactsRequests();
    showPrefetched(url, { ...options, late });
    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
    expect(requests).toHaveLength(1);
    for (const [name, value] of Object.entries(expected)) expect(requests[0].get(name)).toBe(value);
  });

  it('asks the server again when the list is opened again', async () => {
    const requests = contactsRequests();
    const { router } = showPrefetched('/contacts');
    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
    await router.navigate('/elsewhere');
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    await router.navigate('/contacts');
    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
    await vi.waitFor(() => expect(requests).toHaveLength(2));
  });
});
