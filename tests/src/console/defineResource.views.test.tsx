/**
 * The generated console (issue 34), on a collection declared in a test as a new engineer would (webhooks.fixture.ts):
 * the list (table and phone cards from one declaration, filters each in its own URL parameter, the toolbar, row
 * actions), the show page, the create and edit forms with their validators and the server's answers, and a record's
 * pages of its own (a delete confirmation, an edit saving to the record's page, both only for the records they hold).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { createElement, type ReactElement } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { api, server } from '@/tests/support/msw';
import { renderScreen } from '@/tests/support/render';
import { NotificationProbe } from '@/tests/support/NotificationProbe';
import { setViewportWidth } from '@/tests/support/shellFixtures';
import { http as apiCall, setToken } from '@/providers/http';
import { defineResource, type ResourceDefinition } from '@/src/console/defineResource';
import { file, type CellPartProps, type InputSpec } from '@/src/console/fields';
import { readyPart } from '@/src/console/lazyPart';
import type { DeclaredFields, RecordOf, RecordPartProps } from '@/src/console/definition';
import { toastTexts } from '@/tests/support/toasts';
import { WEBHOOK_PATHS, screenOf, webhookApi, webhookData, webhookMessages, webhooks } from './webhooks.fixture';

const ROWS = () => [
  {
    id: 1,
    url: 'https://hooks.example.com/calls',
    event: 'call',
    status: 'ok',
    active: true,
    deliveries: 1234,
    spend: '12.5',
    created: '2026-03-05T09:07:02Z',
  },
  {
    id: 2,
    url: 'https://hooks.example.com/sms',
    event: 'sms',
    status: 'failing',
    active: false,
    deliveries: 3,
    spend: '0.40',
    created: '2026-03-06T10:00:00Z',
  },
];

let backend: ReturnType<typeof webhookApi>;
beforeEach(() => {
  setToken('session');
  setViewportWidth(1366);
  backend = webhookApi(ROWS());
  server.use(
    http.get(api('customer/me'), () => HttpResponse.json({ login: 'demo', currency: 'EUR', customer_type: 1 })),
    ...backend.handlers,
  );
});

/** The example's screen at `path`, with the pages it may lead to (a text each, or a screen of their own) as probes. */
const render = (
  path: string,
  url: string,
  routes: Record<string, string | ReactElement> = {},
  definition: ResourceDefinition = webhooks,
) =>
  renderScreen(
    <>
      {createElement(screenOf(path, definition))}
      <NotificationProbe />
    </>,
    {
      url,
      path,
      dataProvider: webhookData,
      i18nProvider: webhookMessages,
      routes: Object.fromEntries(
        Object.entries(routes).map(([route, page]) => [
          route,
          typeof page === 'string' ? <p key={route}>{page}</p> : page,
        ]),
      ),
    },
  );

describe('the generated list', () => {
  it('shows a column per field, each value as its kind writes it, the address a link to the record', async () => {
    render(WEBHOOK_PATHS.list, WEBHOOK_PATHS.list);
    expect(await screen.findByRole('heading', { level: 1, name: 'Webhooks' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'https://hooks.example.com/calls' });
    expect(link).toHaveAttribute('href', '/settings/webhooks/1/details');
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Address', 'Event', 'Status', 'Active', 'Deliveries', 'Spend', 'Created', 'Actions']);
    const row = link.closest('tr') as HTMLElement;
    for (const text of ['Incoming call', 'Delivering', 'Yes', '1,234', '€12.50']) expect(row).toHaveTextContent(text);
    expect(within(row).getByRole('link', { name: 'Edit https://hooks.example.com/calls' })).toHaveAttribute(
      'href',
      '/settings/webhooks/1/edit',
    );
    expect(screen.getByRole('link', { name: 'Create' })).toHaveAttribute('href', WEBHOOK_PATHS.create);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it('reads as cards on a phone: the key, its badge and the declared lines', async () => {
    setViewportWidth(375);
    render(WEBHOOK_PATHS.list, WEBHOOK_PATHS.list);
    const cards = await screen.findAllByTestId('list-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[1]).getByTestId('card-key')).toHaveTextContent('https://hooks.example.com/sms');
    expect(cards[1]).toHaveTextContent('Failing');
    expect(cards[1]).toHaveTextContent('Event: Incoming SMS');
    expect(cards[1]).toHaveTextContent('Deliveries: 3');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('sends each filter under its API name and keeps it in the URL under its own', async () => {
    const user = userEvent.setup();
    const { router } = render(WEBHOOK_PATHS.list, WEBHOOK_PATHS.list);
    await screen.findByRole('link', { name: 'https://hooks.example.com/calls' });
    await user.type(screen.getByRole('textbox', { name: 'Address' }), 'sms');
    await waitFor(
      () => expect(screen.queryByRole('link', { name: 'https://hooks.example.com/calls' })).not.toBeInTheDocument(),
      { timeout: 5000 },
    );
    expect(backend.requests.at(-1)?.url.searchParams.get('url_contains')).toBe('sms');
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('sms');
  });

  it('opens on the filters of its URL', async () => {
    render(WEBHOOK_PATHS.list, `${WEBHOOK_PATHS.list}?event=sms`);
    expect(await screen.findByRole('link', { name: 'https://hooks.example.com/sms' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'https://hooks.example.com/calls' })).not.toBeInTheDocument();
    expect(backend.requests.at(-1)?.url.searchParams.get('event')).toBe('sms');
  });

  it('says "Filtering data failed." when the API refuses the filters, and keeps them', async () => {
    server.use(http.get(api('customer/webhooks'), () => HttpResponse.json({ event: ['Unknown.'] }, { status: 400 })));
    render(WEBHOOK_PATHS.list, `${WEBHOOK_PATHS.list}?event=fax`);
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'toasts' })).toHaveTextContent('Filtering data failed.'),
    );
  });

  it('deletes a row only after its confirmation', async () => {
    const user = userEvent.setup();
    render(WEBHOOK_PATHS.list, WEBHOOK_PATHS.list);
    await user.click(await screen.findByRole('button', { name: 'Delete https://hooks.example.com/sms' }));
    expect(backend.requests.some((request) => request.method === 'DELETE')).toBe(false);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Do you want to delete https://hooks.example.com/sms?');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'https://hooks.example.com/sms' })).not.toBeInTheDocument(),
    );
    expect(backend.requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
  });
});

/** A card line whose text the card composes (a field's card renderer): its deliveries and spend in one sentence. */
function DeliveriesLine({ record }: CellPartProps) {
  return <>{`${String(record.deliveries)} so far, ${String(record.status)}`}</>;
}

/** The same collection with its cards declared line by line: fields joined on a line, a composed line, an action. */
const joinedCards = defineResource()<DeclaredFields>({
  ...webhooks,
  fields: {
    ...webhooks.fields,
    url: { ...webhooks.fields!.url, card: 'key' },
    event: { ...webhooks.fields!.event, card: { line: 'url', join: ', ' } },
    status: { ...webhooks.fields!.status, card: 'line' },
    deliveries: { ...webhooks.fields!.deliveries, card: { line: 'status' } },
    spend: { ...webhooks.fields!.spend, card: { line: 'status' } },
    created: { ...webhooks.fields!.created, card: { role: 'plain', render: readyPart(DeliveriesLine) } },
    active: { ...webhooks.fields!.active, card: 'action' },
  },
  routes: [],
});

describe('the generated phone cards, declared line by line', () => {
  it('joins fields on a line (after their join, or " · " and their label), composes a line, shows the action field', async () => {
    setViewportWidth(375);
    backend = webhookApi([{ ...ROWS()[0], event: null }, ROWS()[1]]);
    server.use(...backend.handlers);
    const list = screenOf(WEBHOOK_PATHS.list, joinedCards);
    renderScreen(createElement(list), {
      url: WEBHOOK_PATHS.list,
      path: WEBHOOK_PATHS.list,
      dataProvider: webhookData,
      i18nProvider: webhookMessages,
    });
    const cards = await screen.findAllByTestId('list-card');
    expect(within(cards[1]).getByTestId('card-key')).toHaveTextContent(
      /^https:\/\/hooks\.example\.com\/sms, Incoming SMS$/,
    );
    // A blank value is left out with its join.
    expect(within(cards[0]).getByTestId('card-key')).toHaveTextContent(/^https:\/\/hooks\.example\.com\/calls$/);
    expect(cards[1]).toHaveTextContent('Status: Failing · Deliveries: 3 · Spend: €0.40');
    expect(cards[1]).toHaveTextContent('3 so far, failing');
    // The action field stands in place of the generated row actions.
    expect(cards[1]).toHaveTextContent(/No$/);
    expect(within(cards[1]).queryByRole('link', { name: /^Edit/ })).not.toBeInTheDocument();
  });
});

/** The same collection with a signed file: its last delivery's log, named by its file name. */
const withFile = defineResource()<DeclaredFields>({
  ...webhooks,
  fields: {
    url: webhooks.fields!.url,
    log: file({
      card: 'line',
      label: 'resources.profile-documents.fields.fileName',
      file: { name: 'log_name', label: 'profiles.documents.viewLabel' },
    }),
  },
  routes: [],
});

const FILES = [
  { id: 1, url: 'https://hooks.example.com/calls', log: '/api/v1/files/1/sig/calls.log', log_name: 'calls.log' },
  { id: 2, url: 'https://hooks.example.com/sms', log: 'javascript:alert(1)', log_name: 'sms.log' },
];

function renderWithFile(path: string, url: string) {
  backend = webhookApi(FILES.map((row) => ({ ...row })));
  server.use(...backend.handlers);
  const route = screenOf(path, withFile);
  return renderScreen(createElement(route), { url, path, dataProvider: webhookData, i18nProvider: webhookMessages });
}

describe('a file field', () => {
  it('is a link to the signed file in a new tab, named by its file name, in a cell; an unsafe location is no link', async () => {
    renderWithFile(WEBHOOK_PATHS.list, WEBHOOK_PATHS.list);
    const link = await screen.findByRole('link', { name: 'View calls.log' });
    expect(link).toHaveTextContent('calls.log');
    expect(link).toHaveAttribute('href', '/api/v1/files/1/sig/calls.log');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const sms = screen.getByText('sms.log');
    expect(sms.closest('a')).toBeNull();
  });

  it('is a link on the phone card and on the show page', async () => {
    setViewportWidth(375);
    const { router } = renderWithFile(WEBHOOK_PATHS.list, WEBHOOK_PATHS.list);
    const cards = await screen.findAllByTestId('list-card');
    expect(cards[0]).toHaveTextContent('File Name: calls.log');
    expect(within(cards[0]).getByRole('link', { name: 'View calls.log' })).toHaveAttribute('target', '_blank');
    router.dispose();
    document.body.innerHTML = '';
    setViewportWidth(1366);
    renderWithFile(WEBHOOK_PATHS.show, '/settings/webhooks/1/details');
    const card = await screen.findByRole('region', { name: 'https://hooks.example.com/calls' });
    expect(within(card).getByRole('link', { name: 'View calls.log' })).toHaveAttribute(
      'href',
      '/api/v1/files/1/sig/calls.log',
    );
  });
});

describe('the generated show page', () => {
  it('shows every field of the record under its label', async () => {
    render(WEBHOOK_PATHS.show, '/settings/webhooks/1/details');
    expect(await screen.findByRole('heading', { level: 1, name: 'Webhook' })).toBeInTheDocument();
    const card = await screen.findByRole('region', { name: 'https://hooks.example.com/calls' });
    for (const text of ['Address', 'Incoming call', 'Delivering', 'Yes', '1,234', '€12.50']) {
      expect(card).toHaveTextContent(text);
    }
    expect(within(card).getByRole('link', { name: 'Back to the list' })).toHaveAttribute('href', WEBHOOK_PATHS.list);
  });

  it('is the not-found page for an unknown id, and the error view with a retry when the API fails', async () => {
    render(WEBHOOK_PATHS.show, '/settings/webhooks/99/details');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });
});

describe('the generated forms', () => {
  it('refuses an empty, blank or malformed address on the field, with the declared message, and sends nothing', async () => {
    const user = userEvent.setup();
    render(WEBHOOK_PATHS.create, WEBHOOK_PATHS.create);
    expect(await screen.findByRole('heading', { level: 1, name: 'New webhook' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('This field is required.')).not.toHaveLength(0);
    // Spaces alone are no address: the API answers "This field is required." for them, and so does the field.
    const address = screen.getByRole('textbox', { name: /Address/ });
    await user.type(address, '   ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(address).toHaveAccessibleDescription('This field is required.'));
    await user.clear(address);
    await user.type(address, 'http://plain.example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The address must start with https://')).toBeInTheDocument();
    expect(backend.requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('creates the record and goes back to the list', async () => {
    const user = userEvent.setup();
    render(WEBHOOK_PATHS.create, WEBHOOK_PATHS.create, { [WEBHOOK_PATHS.list]: 'the list' });
    await user.type(await screen.findByRole('textbox', { name: /Address/ }), 'https://new.example.com');
    await user.click(screen.getByRole('combobox', { name: /Event/ }));
    await user.click(await screen.findByRole('option', { name: 'Incoming SMS' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('the list')).toBeInTheDocument();
    expect(backend.requests.find((request) => request.method === 'POST')?.body).toMatchObject({
      url: 'https://new.example.com',
      event: 'sms',
    });
  });

  it("puts the server's field error on its field and keeps what was typed", async () => {
    const user = userEvent.setup();
    server.use(
      http.put(api('customer/webhooks/1'), () =>
        HttpResponse.json({ url: ['This address is already used.'] }, { status: 400 }),
      ),
    );
    render(WEBHOOK_PATHS.edit, '/settings/webhooks/1/edit');
    const address = await screen.findByRole('textbox', { name: /Address/ });
    await waitFor(() => expect(address).toHaveValue('https://hooks.example.com/calls'));
    await user.clear(address);
    await user.type(address, 'https://taken.example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This address is already used.')).toBeInTheDocument();
    expect(address).toHaveValue('https://taken.example.com');
  });

  it('says "Server-side error occurred." when the save fails, and keeps what was typed', async () => {
    const user = userEvent.setup();
    server.use(http.put(api('customer/webhooks/1'), () => new HttpResponse(null, { status: 500 })));
    render(WEBHOOK_PATHS.edit, '/settings/webhooks/1/edit');
    const address = await screen.findByRole('textbox', { name: /Address/ });
    await waitFor(() => expect(address).toHaveValue('https://hooks.example.com/calls'));
    await user.type(address, '/v2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'toasts' })).toHaveTextContent('Server-side error occurred.'),
    );
    expect(address).toHaveValue('https://hooks.example.com/calls/v2');
  });

  it('saves an edit through the API and is the not-found page for an unknown id', async () => {
    const user = userEvent.setup();
    render(WEBHOOK_PATHS.edit, '/settings/webhooks/1/edit', { [WEBHOOK_PATHS.list]: 'the list' });
    const address = await screen.findByRole('textbox', { name: /Address/ });
    await waitFor(() => expect(address).toHaveValue('https://hooks.example.com/calls'));
    await user.type(address, '/v2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('the list')).toBeInTheDocument();
    expect(backend.requests.find((request) => request.method === 'PUT')?.body).toMatchObject({
      url: 'https://hooks.example.com/calls/v2',
    });
  });

  it('keeps what was typed when the record is read again meanwhile (a refetch, a link signed anew)', async () => {
    const user = userEvent.setup();
    const rows = ROWS();
    backend = webhookApi(rows);
    server.use(...backend.handlers);
    const { queryClient } = render(WEBHOOK_PATHS.edit, '/settings/webhooks/1/edit', {
      [WEBHOOK_PATHS.list]: 'the list',
    });
    const address = await screen.findByRole('textbox', { name: /Address/ });
    await waitFor(() => expect(address).toHaveValue('https://hooks.example.com/calls'));
    await user.type(address, '/v2');
    const active = screen.getByRole('combobox', { name: /Active/ });
    expect(active).toHaveTextContent('Yes');
    // The server's copy changes in another field: the form takes it, but not over the field being typed.
    rows[0] = { ...rows[0], active: false };
    await queryClient.invalidateQueries();
    await waitFor(() => expect(active).toHaveTextContent('No'));
    expect(address).toHaveValue('https://hooks.example.com/calls/v2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('the list')).toBeInTheDocument();
    expect(backend.requests.find((request) => request.method === 'PUT')?.body).toMatchObject({
      url: 'https://hooks.example.com/calls/v2',
      active: false,
    });
  });

  it('is the not-found page for an unknown id', async () => {
    render(WEBHOOK_PATHS.edit, '/settings/webhooks/99/edit');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });
});

/** The server's uniqueness check of an address: taken is already used. */
const checkAddress = (url: string, signal: AbortSignal) =>
  apiCall<{ unique: boolean }>('customer/webhooks/check-unique', { query: { url }, signal });

/** The same collection with the address's input as given. */
const withAddressInput = (input: InputSpec) =>
  defineResource()<DeclaredFields>({
    ...webhooks,
    fields: { ...webhooks.fields, url: { ...webhooks.fields!.url, input } },
    routes: [],
  });

const UNIQUE_ADDRESS = { check: checkAddress, message: 'profiles.create.duplicate' } as const;

/** The same collection whose address is unique, checked against the server as it is typed. */
const uniqueAddress = withAddressInput({
  required: true,
  requiredMessage: 'common.validation.requiredField',
  unique: UNIQUE_ADDRESS,
});

describe('a unique input', () => {
  it('asks the server 500 ms after the last keystroke, shows the message on the field, and holds Save until free', async () => {
    const user = userEvent.setup();
    const checked: string[] = [];
    server.use(
      http.get(api('customer/webhooks/check-unique'), ({ request }) => {
        const url = new URL(request.url).searchParams.get('url') ?? '';
        checked.push(url);
        return HttpResponse.json({ unique: url !== 'https://taken.example.com' });
      }),
    );
    const create = screenOf(WEBHOOK_PATHS.create, uniqueAddress);
    renderScreen(createElement(create), {
      url: WEBHOOK_PATHS.create,
      path: WEBHOOK_PATHS.create,
      dataProvider: webhookData,
      i18nProvider: webhookMessages,
      routes: { [WEBHOOK_PATHS.list]: <p>the list</p> },
    });
    const address = await screen.findByRole('textbox', { name: /Address/ });
    const save = () => screen.getByRole('button', { name: 'Save' });
    expect(save()).toBeDisabled();
    await user.type(address, 'x');
    await user.clear(address);
    expect(await screen.findByText('This is required field.')).toBeInTheDocument();
    expect(save()).toBeDisabled();

    await user.type(address, 'https://taken.example.com');
    expect(save()).toBeDisabled();
    expect(checked).toEqual([]);
    expect(
      await screen.findByText('Profile with this name already exists.', {}, { timeout: 10000 }),
    ).toBeInTheDocument();
    expect(address).toHaveAccessibleDescription('Profile with this name already exists.');
    expect(checked).toEqual(['https://taken.example.com']);
    expect(save()).toBeDisabled();

    await user.type(address, '/free');
    await waitFor(() => expect(save()).toBeEnabled(), { timeout: 10000 });
    expect(checked).toEqual(['https://taken.example.com', 'https://taken.example.com/free']);
    expect(screen.queryByText('Profile with this name already exists.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /Event/ }));
    await user.click(await screen.findByRole('option', { name: 'Incoming SMS' }));
    await user.click(save());
    expect(await screen.findByText('the list')).toBeInTheDocument();
    expect(backend.requests.find((request) => request.method === 'POST')?.body).toMatchObject({
      url: 'https://taken.example.com/free',
    });
  });

  it('keeps a value longer than its limit as it was pasted, and refuses it on the field at Save', async () => {
    server.use(http.get(api('customer/webhooks/check-unique'), () => HttpResponse.json({ unique: true })));
    const limited = withAddressInput({ required: true, maxLength: 30, unique: UNIQUE_ADDRESS });
    const user = userEvent.setup();
    renderScreen(createElement(screenOf(WEBHOOK_PATHS.create, limited)), {
      url: WEBHOOK_PATHS.create,
      path: WEBHOOK_PATHS.create,
      dataProvider: webhookData,
      i18nProvider: webhookMessages,
    });
    const address = await screen.findByRole('textbox', { name: /Address/ });
    const long = `https://${'x'.repeat(30)}.example.com`;
    await user.click(address);
    await user.paste(long);
    expect(address).toHaveValue(long);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled(), { timeout: 10000 });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(address).toHaveAccessibleDescription('Must be 30 characters or less'));
    expect(address).toHaveValue(long);
    expect(backend.requests.some((request) => request.method === 'POST')).toBe(false);
  });
});

/** A part in place of a view for the records its `when` refuses (a default DID group cannot be renamed or deleted). */
function Stays({ record }: RecordPartProps) {
  return <p>{`${String(record.url)} stays`}</p>;
}
const onlyActive = { when: (hook: RecordOf) => Boolean(hook.active), otherwise: readyPart(Stays) };

/** The same collection with a delete page, and an edit that goes to the record's page with a named button. */
const withPages = defineResource()<DeclaredFields>({
  ...webhooks,
  edit: { ...webhooks.edit!, saveLabel: 'common.actions.confirm', redirect: WEBHOOK_PATHS.show, ...onlyActive },
  remove: { path: '/settings/webhooks/:id/delete', back: WEBHOOK_PATHS.show, ...onlyActive },
  routes: [],
});

const renderPage = (path: string, url: string) =>
  render(
    path,
    url,
    {
      [WEBHOOK_PATHS.list]: (
        <>
          <p>the list</p>
          <NotificationProbe />
        </>
      ),
      [WEBHOOK_PATHS.show]: 'the record',
      '/elsewhere': 'elsewhere',
    },
    withPages,
  );

describe('a record page of its own', () => {
  it('asks before deleting, with the record named, then deletes it and goes to the list with a toast', async () => {
    const user = userEvent.setup();
    renderPage('/settings/webhooks/:id/delete', '/settings/webhooks/1/delete');
    expect(await screen.findByRole('heading', { level: 1, name: 'Delete' })).toBeInTheDocument();
    expect(await screen.findByText('Do you want to delete https://hooks.example.com/calls?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/settings/webhooks/1/details');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('the list')).toBeInTheDocument();
    expect(backend.requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
    expect(toastTexts()).toContain('Element deleted');
  });

  it("shows the server's refusal above the question and keeps the page", async () => {
    const user = userEvent.setup();
    server.use(
      http.delete(api('customer/webhooks/:id'), () =>
        HttpResponse.json({ detail: 'A webhook in use cannot be deleted.' }, { status: 400 }),
      ),
    );
    renderPage('/settings/webhooks/:id/delete', '/settings/webhooks/1/delete');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('A webhook in use cannot be deleted.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled();
    expect(screen.queryByText('the list')).not.toBeInTheDocument();
  });

  it('is its part for a record its `when` refuses', async () => {
    renderPage('/settings/webhooks/:id/delete', '/settings/webhooks/2/delete');
    expect(await screen.findByText('https://hooks.example.com/sms stays')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('an edit saves with its named button, goes to the record page, and its Cancel goes back where the user was', async () => {
    const user = userEvent.setup();
    const { router } = renderPage(WEBHOOK_PATHS.edit, '/elsewhere');
    await act(() => router.navigate('/settings/webhooks/1/edit'));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
    await act(() => router.navigate('/settings/webhooks/1/edit'));
    await user.type(await screen.findByRole('textbox', { name: /Address/ }), '/v2');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('the record')).toBeInTheDocument();
    expect(backend.requests.filter((request) => request.method === 'PUT')).toHaveLength(1);
  });

  it('an edit is its part for a record its `when` refuses', async () => {
    renderPage(WEBHOOK_PATHS.edit, '/settings/webhooks/2/edit');
    expect(await screen.findByText('https://hooks.example.com/sms stays')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Address/ })).not.toBeInTheDocument();
  });
});

/** What a tab's part shows: the record it was given. */
function Deliveries({ record }: RecordPartProps) {
  return <p>{`${String(record.deliveries)} deliveries`}</p>;
}

/** The same collection's show page in tabs: its rows, a part, a tab for active webhooks only, the status beside it. */
const inTabs = defineResource()<DeclaredFields>({
  ...webhooks,
  show: {
    path: WEBHOOK_PATHS.show,
    badge: 'status',
    tabs: [
      { key: 'general', label: 'common.actions.details', rows: ['url', 'event'] },
      { key: 'deliveries', label: 'common.actions.refresh', part: readyPart(Deliveries) },
      { key: 'settings', label: 'common.actions.edit', rows: ['active'], when: (hook) => Boolean(hook.active) },
    ],
  },
  routes: [],
});

function renderTabs(url: string, state?: unknown) {
  const component = screenOf(WEBHOOK_PATHS.show, inTabs);
  return renderScreen(createElement(component), {
    url,
    path: WEBHOOK_PATHS.show,
    state,
    dataProvider: webhookData,
    i18nProvider: webhookMessages,
  });
}

describe('a show page in tabs', () => {
  it('opens on the first tab with its rows and the badge beside the title; a tab opens its part, in the address', async () => {
    const user = userEvent.setup();
    const { router } = renderTabs('/settings/webhooks/1/details');
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Details', 'Refresh', 'Edit']);
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByRole('tabpanel')).getByText('https://hooks.example.com/calls')).toBeInTheDocument();
    expect(screen.getByText('Delivering')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Refresh' }));
    expect(within(screen.getByRole('tabpanel')).getByText('1234 deliveries')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=deliveries');
  });

  it('opens on the tab the address or the navigation state names; a tab whose `when` does not hold is not there', async () => {
    renderTabs('/settings/webhooks/2/details', { tabKey: 'deliveries' });
    expect(await screen.findByText('3 deliveries')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Details', 'Refresh']);
  });
});
