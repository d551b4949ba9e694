/**
 * The command palette (issue 15, item 1): opened with Ctrl+K or the bar's button, it finds permitted pages, numbers,
 * orders, tickets and end users, is driven by the keyboard alone, and cancels a superseded search.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router-dom';
import { api, server } from '@/tests/support/msw';
import { renderScreen } from '@/tests/support/render';
import { demoMe, meteredMe, serveAccount } from '@/tests/support/shellFixtures';
import { PaletteHost } from '@/src/layout/palette/PaletteHost';
import { PaletteButton } from '@/src/layout/palette/PaletteButton';
import { RECENT_KEY } from '@/src/layout/palette/recentChoices';
import { ENDPOINTS, apiPath } from '@/providers/endpoints';
import type { ExistingNumber, OrderListItem, ProfileRow, TicketRow } from '@/providers/types';
import { steerableClock } from '@/tests/support/clock';

const page = <T,>(results: T[]) => HttpResponse.json({ count: results.length, results });

const number = (did: string): ExistingNumber => ({
  id: Number(did.slice(-4)),
  did,
  profile: null,
  area: { id: 1, name: 'Amsterdam', prefix: '20' },
  country: { id: 1, name: 'Netherlands' },
  mrc: '1.00',
  customer_trunk: null,
  earliest_cancel: '2025-10-01',
  is_being_cancelled: false,
  is_capacity: false,
});
const order = (reference: string, uuid: string, statusId = 5): OrderListItem =>
  ({
    uuid,
    reference_number: reference,
    type: 'order',
    profiles: [],
    date_commit: '2025-08-01T10:00:00Z',
    count_did: 1,
    count_channel: 0,
    status: { id: statusId, description: statusId === 5 ? 'Completed' : 'Pending' },
    count_bo: 0,
    pending_docs: 0,
    rejected_documents: 0,
    sof_document: false,
    sof_compulsory: false,
    country: null,
    area: null,
  }) as OrderListItem;
const ticket = (id: number, subject: string, status = 'open'): TicketRow => ({
  id,
  type: null,
  status,
  subject,
  created_at: '2025-08-01T10:00:00+00:00',
  updated_at: '2025-08-01T10:00:00+00:00',
});
const profile = (id: number, name: string): ProfileRow => ({
  id,
  name,
  blocked: false,
  valid: true,
  is_default: false,
  area: 'Utrecht',
  country: 'Netherlands',
});

interface Answers {
  numbers?: ExistingNumber[];
  orders?: OrderListItem[];
  tickets?: TicketRow[];
  profiles?: ProfileRow[];
}

/** The search's lists: each answers its rows when the request carries the filter, and records the requests. */
function serveSearch({ numbers = [], orders = [], tickets = [], profiles = [] }: Answers = {}) {
  const seen: URL[] = [];
  const record = (request: Request) => seen.push(new URL(request.url));
  server.use(
    http.get(api(ENDPOINTS.numbers.list), ({ request }) => (record(request), page(numbers))),
    http.get(
      api(apiPath(ENDPOINTS.orders.list, { kind: 'history' })),
      ({ request }) => (record(request), page(orders)),
    ),
    http.get(api(apiPath(ENDPOINTS.orders.list, { kind: 'open' })), ({ request }) => (record(request), page([]))),
    http.get(api(apiPath(ENDPOINTS.orders.list, { kind: 'incomplete' })), ({ request }) => (record(request), page([]))),
    http.get(api(ENDPOINTS.tickets.open), ({ request }) => (record(request), page(tickets))),
    http.get(api(ENDPOINTS.tickets.history), ({ request }) => (record(request), page([]))),
    http.get(api(ENDPOINTS.profiles.list), ({ request }) => (record(request), page(profiles))),
  );
  return seen;
}

function Where() {
  const { pathname } = useLocation();
  return <output aria-label="where">{pathname}</output>;
}

function renderPalette(url = '/') {
  const ui = (
    <>
      <PaletteButton />
      <PaletteHost />
      <Where />
    </>
  );
  return renderScreen(ui, { url, path: '*' });
}

const pressCtrlK = () => fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
const input = () => screen.findByRole('combobox', { name: /Search pages/ });
const type = (box: HTMLElement, text: string) => fireEvent.change(box, { target: { value: text } });
const key = (box: HTMLElement, name: string) => fireEvent.keyDown(box, { key: name });
const group = (name: string) => screen.getByRole('group', { name });
const activeOption = (box: HTMLElement) => {
  const id = box.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};
const where = () => screen.getByRole('status', { name: 'where' });

describe('command palette', () => {
  it('opens with Ctrl+K, finds a number, an order, a ticket and an end user, grouped, and leads to each screen', async () => {
    serveAccount({ me: demoMe });
    const seen = serveSearch({
      numbers: [number('31201234567')],
      orders: [order('ORD-2025-100123', 'uuid-123')],
      tickets: [ticket(123, 'Number 123 does not ring')],
      profiles: [profile(7, 'Acme 123 B.V.')],
    });
    renderPalette();
    await screen.findByRole('button', { name: 'Quick find (Ctrl+K)' });

    pressCtrlK();
    const box = await input();
    expect(box).toHaveAttribute('aria-expanded', 'true');
    type(box, '123');

    expect(await screen.findByRole('group', { name: 'Numbers' })).toBeInTheDocument();
    expect(within(group('Numbers')).getByRole('option', { name: /31201234567/ })).toBeInTheDocument();
    expect(within(group('Orders')).getByRole('option', { name: /ORD-2025-100123/ })).toBeInTheDocument();
    expect(within(group('Tickets')).getByRole('option', { name: /Number 123 does not ring/ })).toBeInTheDocument();
    expect(within(group('End users')).getByRole('option', { name: /Acme 123 B\.V\./ })).toBeInTheDocument();

    // Each list was asked with its own filter, once the typing paused.
    const query = (path: string) => seen.find((url) => url.pathname.endsWith(path))?.searchParams;
    expect(query(ENDPOINTS.numbers.list)?.get('did')).toBe('123');
    expect(query('customer/orders/history')?.get('reference')).toBe('123');
    expect(query(ENDPOINTS.tickets.open)?.get('search')).toBe('123');
    expect(query(ENDPOINTS.profiles.list)?.get('name')).toBe('123');

    fireEvent.click(within(group('Orders')).getByRole('option'));
    await waitFor(() => expect(where()).toHaveTextContent('/order/history/uuid-123/details'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    for (const [groupName, path] of [
      ['Numbers', '/numbers/31201234567/details'],
      ['Tickets', '/tickets/details/123'],
      ['End users', '/profiles/edit/7'],
    ]) {
      pressCtrlK();
      type(await input(), '123');
      fireEvent.click(within(await screen.findByRole('group', { name: groupName })).getByRole('option'));
      await waitFor(() => expect(where()).toHaveTextContent(path));
    }
  });

  it('is driven by the keyboard alone: arrows move the active option, Enter opens it, Escape closes', async () => {
    serveAccount({ me: demoMe });
    serveSearch();
    renderPalette('/numbers/existing');

    pressCtrlK();
    let box = await input();
    type(box, 'ticket');
    const pages = within(group('Pages')).getAllByRole('option');
    expect(pages.map((option) => option.textContent)).toEqual([
      expect.stringContaining('Ticket History'),
      expect.stringContaining('Open Tickets'),
      expect.stringContaining('Create Ticket'),
    ]);
    expect(activeOption(box)).toBe(pages[0]);
    expect(pages[0]).toHaveAttribute('aria-selected', 'true');
    key(box, 'ArrowDown');
    expect(activeOption(box)).toBe(pages[1]);
    key(box, 'ArrowDown');
    key(box, 'ArrowDown');
    expect(activeOption(box)).toBe(pages[0]);
    key(box, 'ArrowUp');
    expect(activeOption(box)).toBe(pages[2]);
    expect(pages[2]).toHaveAttribute('aria-selected', 'true');
    expect(pages[0]).toHaveAttribute('aria-selected', 'false');
    key(box, 'Enter');
    await waitFor(() => expect(where()).toHaveTextContent('/tickets/create'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    pressCtrlK();
    box = await input();
    expect(box).toHaveValue('');
    // The choice comes first when the box is empty.
    expect(within(group('Recent')).getByRole('option')).toHaveTextContent('Create Ticket');
    expect(JSON.parse(localStorage.getItem(RECENT_KEY) ?? '[]')).toEqual([
      { kind: 'page', label: 'createTicket', path: '/tickets/create' },
    ]);
    key(box, 'Escape');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(where()).toHaveTextContent('/tickets/create');
  });

  it('offers no capacity-only or prepaid-only page to a metered postpaid customer', async () => {
    serveAccount({ me: meteredMe });
    serveSearch();
    renderPalette();
    pressCtrlK();
    const box = await input();
    await waitFor(() => expect(within(group('Pages')).getByRole('option', { name: /Dedicated Channel/ })).toBeTruthy());
    const names = within(group('Pages'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    for (const hidden of ['Shared Channel', 'My DID-Groups', 'Add DID-Group', 'Balance/Top-up']) {
      expect(names.some((name) => name?.includes(hidden))).toBe(false);
    }
    type(box, 'balance');
    expect(await screen.findByText('No results')).toBeInTheDocument();
    type(box, 'did-group');
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Pages' })).not.toBeInTheDocument());
  });

  it('offers them to a prepaid capacity customer', async () => {
    serveAccount({ me: demoMe });
    serveSearch();
    renderPalette();
    pressCtrlK();
    const box = await input();
    await waitFor(() => expect(within(group('Pages')).getByRole('option', { name: /Shared Channel/ })).toBeTruthy());
    type(box, 'balance');
    expect(within(group('Pages')).getByRole('option', { name: /Balance\/Top-up/ })).toBeInTheDocument();
  });

  it('says "No results" when nothing matches and the API answers nothing, and searches no list for one letter', async () => {
    serveAccount({ me: demoMe });
    const seen = serveSearch();
    renderPalette();
    fireEvent.click(await screen.findByRole('button', { name: 'Quick find (Ctrl+K)' }));
    const box = await input();
    type(box, 'q');
    expect(await screen.findByText(/Type 2 characters or more/)).toBeInTheDocument();
    type(box, 'zzqx');
    await waitFor(() => expect(seen.length).toBeGreaterThan(0));
    expect(await screen.findByText('No results')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    // Not digits: the numbers are not searched.
    expect(seen.some((url) => url.pathname.endsWith(ENDPOINTS.numbers.list))).toBe(false);
  });

  it('aborts the search a newer text supersedes', async () => {
    serveAccount({ me: demoMe });
    const aborted: string[] = [];
    const started: string[] = [];
    serveSearch();
    server.use(
      http.get(api(ENDPOINTS.profiles.list), async ({ request }) => {
        const name = new URL(request.url).searchParams.get('name') ?? '';
        started.push(name);
        if (name === 'acme') return page([profile(9, 'Acme Corp')]);
        await new Promise<void>((resolve) => request.signal.addEventListener('abort', () => resolve()));
        aborted.push(name);
        return page([]);
      }),
    );
    renderPalette();
    pressCtrlK();
    const box = await input();
    type(box, 'ac');
    await waitFor(() => expect(started).toEqual(['ac']));
    type(box, 'acme');
    expect(await screen.findByRole('option', { name: /Acme Corp/ })).toBeInTheDocument();
    await waitFor(() => expect(aborted).toEqual(['ac']));
    expect(started).toEqual(['ac', 'acme']);
  });

  it('waits for the typing to pause before asking the API', async () => {
    const clock = steerableClock();
    serveAccount({ me: demoMe });
    const seen = serveSearch();
    renderPalette();
    pressCtrlK();
    const box = await input();
    for (const text of ['3', '31', '312', '3120']) type(box, text);
    await waitFor(() => expect(seen.length).toBeGreaterThan(0));
    // Well past the search's pause: no other request was only late.
    await clock.pass(2000);
    const dids = seen.filter((url) => url.pathname.endsWith(ENDPOINTS.numbers.list));
    expect(dids.map((url) => url.searchParams.get('did'))).toEqual(['3120']);
  });
});
