import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Datagrid, ResourceContextProvider, TextField, TextInput } from 'react-admin';
import { api, server } from '@/tests/support/msw';
import { renderScreen } from '@/tests/support/render';
import { setToken } from '@/providers/http';
import { LIST_DEBOUNCE_MS, PortalList } from '@/src/console/list/PortalList';
import { placeholderHeight } from '@/src/console/list/ListPlaceholder';
import { cardHeight, type CardLayout } from '@/src/console/list/CardLayout';
import { setViewportWidth } from '@/tests/support/shellFixtures';
import PortalNotification from '@/src/layout/PortalNotification';

const desktop = window.matchMedia;
afterEach(() => {
  window.matchMedia = desktop;
});

const CARDS: CardLayout = {
  primary: (row) => String(row.name),
  secondary: [{ label: 'resources.contacts.fields.email', render: (row) => String(row.email) }],
};

/** The contacts list as a stand-in for every list: its answer waits until `release()`. */
function holdContacts() {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.get(api('customer/contacts'), async () => {
      await held;
      return HttpResponse.json({ results: [{ id: 1, name: 'Ada Lovelace', email: 'ada@example.com' }], count: 1 });
    }),
  );
  return () => release();
}

function show(url: string, filterPlacement?: 'row' | 'aside') {
  setToken('session');
  return renderScreen(
    <ResourceContextProvider value="contacts">
      <PortalList
        title="Contacts"
        cards={CARDS}
        filters={[<TextInput key="name" source="name" alwaysOn />]}
        filterPlacement={filterPlacement}
      >
        <Datagrid bulkActionButtons={false}>
          <TextField source="name" />
        </Datagrid>
      </PortalList>
    </ResourceContextProvider>,
    { url, path: '/contacts' },
  );
}

describe('PortalList while its page loads', () => {
  it.each([
    ['/contacts', 20],
    ['/contacts?perPage=50', 50],
    ['/contacts?perPage=250', 250],
  ])('%s holds the height of %i rows at once, then shows the rows in its place', async (url, rows) => {
    const release = holdContacts();
    show(url);
    const placeholder = await screen.findByRole('status', { name: 'Loading' });
    expect(placeholder).toHaveAttribute('data-rows', String(rows));
    expect(placeholder).toHaveStyle({ minHeight: `${placeholderHeight(rows)}px` });
    expect(screen.getByRole('heading', { level: 1, name: 'Contacts' })).toBeInTheDocument();

    release();
    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
  });
});

describe('PortalList on a phone (issue 19)', () => {
  it('holds the height of the cards while loading, then renders cards and no table', async () => {
    setViewportWidth(375);
    const release = holdContacts();
    show('/contacts');
    const placeholder = await screen.findByRole('status', { name: 'Loading' });
    expect(placeholder).toHaveStyle({
      minHeight: `${placeholderHeight(20, { rowHeight: cardHeight(CARDS), header: false })}px`,
    });

    release();
    const card = await screen.findByRole('listitem');
    expect(card).toHaveTextContent('Ada Lovelace');
    expect(card).toHaveTextContent('ada@example.com');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('folds the filters behind a Filters button that counts the active ones', async () => {
    setViewportWidth(375);
    holdContacts()();
    const user = userEvent.setup();
    show(`/contacts?filter=${encodeURIComponent(JSON.stringify({ name: 'Ada' }))}`);
    const button = await screen.findByRole('button', { name: 'Filters, 1 active' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox', { hidden: true, name: 'Name' })).not.toBeInTheDocument();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const name = within(document.body).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Ada');

    // Folded again, the filters stay mounted: what was typed is still there when they are shown again.
    await user.type(name, ' L');
    await user.click(button);
    expect(name).not.toBeVisible();
    await user.click(button);
    expect(within(document.body).getByRole('textbox', { name: 'Name' })).toHaveValue('Ada L');
  });

  it('names the Filters button with its visible text in it, the count read after it (issue 36, WCAG 2.5.3)', async () => {
    setViewportWidth(375);
    holdContacts()();
    show('/contacts?name=Ada');
    const button = await screen.findByRole('button', { name: 'Filters, 1 active' });
    // The text shown on the button (what a speech user says) is in its name: the badge's figure once read "1 Filters".
    const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
    let shown = '';
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement as HTMLElement;
      const style = getComputedStyle(parent);
      const readOnly = style.position === 'absolute' && style.width === '1px' && style.overflow === 'hidden';
      if (!parent.closest('[aria-hidden="true"]') && !readOnly) shown += node.textContent ?? '';
    }
    expect(shown.trim()).toBe('Filters');
    expect('Filters, 1 active').toContain(shown.trim());
  });

  it('renders the table and no cards nor Filters button on a desk', async () => {
    setViewportWidth(1366);
    holdContacts()();
    show('/contacts');
    expect(await screen.findByRole('table')).toHaveTextContent('Ada Lovelace');
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Filters/ })).not.toBeInTheDocument();
  });
});

describe('PortalList with its filters aside (issue 13 item 1)', () => {
  it('puts the filters in a Search region beside the table on a desk, synced with the URL', async () => {
    setViewportWidth(1366);
    holdContacts()();
    const user = userEvent.setup();
    const { router } = show(`/contacts?filter=${encodeURIComponent(JSON.stringify({ name: 'Ada' }))}`, 'aside');
    const search = await screen.findByRole('region', { name: 'Search' });
    const table = await screen.findByRole('table');
    expect(search).not.toContainElement(table);
    expect(table.compareDocumentPosition(search) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const name = within(search).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Ada');
    // One form only: not the row above the table too.
    expect(screen.getAllByRole('textbox', { name: 'Name' })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /^Filters/ })).not.toBeInTheDocument();

    await user.clear(name);
    await user.type(name, 'Grace');
    // The same debounced URL sync as the row: the filter its own parameter.
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('name')).toBe('Grace'));
  });

  it('keeps the filter row above the table on a tablet', async () => {
    // Below md (768 px in the portal's theme): a tablet.
    setViewportWidth(700);
    holdContacts()();
    show('/contacts', 'aside');
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Search' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Filters/ })).not.toBeInTheDocument();
  });

  it('keeps the Filters button on a phone', async () => {
    setViewportWidth(375);
    holdContacts()();
    show('/contacts', 'aside');
    expect(await screen.findByRole('button', { name: 'Filters' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Search' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { hidden: true, name: 'Name' })).not.toBeInTheDocument();
  });

  it('leaves the row above the table on a desk for a list that does not opt in', async () => {
    setViewportWidth(1366);
    holdContacts()();
    show('/contacts');
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Search' })).not.toBeInTheDocument();
  });
});

describe("PortalList's filters in the URL, each its own parameter (issue 33 item 5)", () => {
  /** Every request of the contacts list, as the server saw its query. */
  function contactsRequests(): URLSearchParams[] {
    const seen: URLSearchParams[] = [];
    server.use(
      http.get(api('customer/contacts'), ({ request }) => {
        seen.push(new URL(request.url).searchParams);
        return HttpResponse.json({ results: [{ id: 1, name: 'Ada Lovelace', email: 'ada@example.com' }], count: 1 });
      }),
    );
    return seen;
  }
  const searchOf = (router: ReturnType<typeof show>['router']) => new URLSearchParams(router.state.location.search);

  it('filters by a named parameter of the link and shows it in the filter field', async () => {
    setViewportWidth(1366);
    const requests = contactsRequests();
    show('/contacts?name=Ada');
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Ada');
    await waitFor(() => expect(requests.at(-1)?.toString()).toContain('Ada'));
  });

  it('writes what is typed in a filter as its own parameter, and back shows the filter before', async () => {
    setViewportWidth(1366);
    const requests = contactsRequests();
    const user = userEvent.setup();
    const { router } = show('/contacts?name=Ada');
    const name = await screen.findByRole('textbox', { name: 'Name' });
    // One edit (select all, paste): typed key by key on a loaded machine, a pause between keys longer than the debounce
    // writes a URL of its own ('Gra'), and back would rightly land there.
    await user.tripleClick(name);
    await user.paste('Grace');
    await waitFor(() => expect(searchOf(router).get('name')).toBe('Grace'));
    expect(searchOf(router).has('filter')).toBe(false);
    // Back is pressed once the list shows the new filter's answer, as a user would: the edit has written all it writes.
    await waitFor(() => expect(requests.at(-1)?.toString()).toContain('Grace'));

    await router.navigate(-1);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada'), { timeout: 10000 });
  });

  it('reads an old filter={json} link and rewrites it into named parameters', async () => {
    setViewportWidth(1366);
    const requests = contactsRequests();
    const { router } = show(`/contacts?filter=${encodeURIComponent(JSON.stringify({ name: 'Ada' }))}&perPage=50`);
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Ada');
    await waitFor(() => expect(router.state.location.search).toBe('?name=Ada&page=1&perPage=50'));
    expect(requests.at(-1)?.toString()).toContain('Ada');
  });
});

describe('PortalList failing (issue 36 item 3)', () => {
  it('"Filtering data failed." reaches a screen reader: it arrives in a live region that was there before', async () => {
    setToken('session');
    server.use(http.get(api('customer/contacts'), () => HttpResponse.json({ detail: 'Bad filter.' }, { status: 400 })));
    const { container } = renderScreen(
      <ResourceContextProvider value="contacts">
        <PortalList title="Contacts" cards={CARDS}>
          <Datagrid bulkActionButtons={false}>
            <TextField source="name" />
          </Datagrid>
        </PortalList>
        <PortalNotification />
      </ResourceContextProvider>,
      { url: '/contacts', path: '/contacts' },
    );
    // An error interrupts: the assertive region, in the page from the first render on.
    const region = container.querySelector('[aria-live="assertive"]');
    expect(region).not.toBeNull();
    await waitFor(() => expect(region).toHaveTextContent('Filtering data failed.'));
    expect(screen.getByText('Filtering data failed.').closest('[role="alert"], [role="status"]')).toBeNull();
  });
});

describe("PortalList's filter form has a way to submit (issue 36 item 1, technique H32)", () => {
  /** A list of two filters, as most lists have: a form of two fields is not sent by Enter unless it has a submit control. */
  function showTwoFilters(url: string) {
    setToken('session');
    server.use(
      http.get(api('customer/contacts'), () =>
        HttpResponse.json({ results: [{ id: 1, name: 'Ada Lovelace', email: 'ada@example.com' }], count: 1 }),
      ),
    );
    return renderScreen(
      <ResourceContextProvider value="contacts">
        <PortalList
          title="Contacts"
          cards={CARDS}
          filters={[<TextInput key="name" source="name" alwaysOn />, <TextInput key="email" source="email" alwaysOn />]}
        >
          <Datagrid bulkActionButtons={false}>
            <TextField source="name" />
          </Datagrid>
        </PortalList>
      </ResourceContextProvider>,
      { url, path: '/contacts' },
    );
  }

  it.each([1366, 375])(
    'at %i px the form has a submit control, and Enter in a filter applies it at once',
    async (width) => {
      setViewportWidth(width);
      const user = userEvent.setup();
      const { router } = showTwoFilters('/contacts');
      if (width < 600) await user.click(await screen.findByRole('button', { name: 'Filters' }));
      const name = await screen.findByRole('textbox', { name: 'Name' });
      const form = name.closest('form');
      expect(form).not.toBeNull();
      expect(within(form as HTMLFormElement).getByRole('button', { name: 'Apply filters' })).toHaveAttribute(
        'type',
        'submit',
      );

      await user.click(name);
      await user.paste('Grace');
      const typed = performance.now();
      await user.keyboard('{Enter}');
      // At once: before the 500 ms debounce that applies what is typed without Enter.
      await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('name')).toBe('Grace'), {
        timeout: LIST_DEBOUNCE_MS,
        interval: 10,
      });
      expect(performance.now() - typed).toBeLessThan(LIST_DEBOUNCE_MS);
    },
  );
});
