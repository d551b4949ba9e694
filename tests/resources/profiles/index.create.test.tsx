/** The new end user, generated from the end users' definition (its name's input and the create view). */
import { beforeAll, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { api, server } from '@/tests/support/msw';
import { renderScreen } from '@/tests/support/render';
import { setToken } from '@/providers/http';
import { LocationProbe } from '@/tests/support/renderPublic';
import { NotificationProbe } from '@/tests/support/NotificationProbe';
import { loadScreen, routeScreen } from '@/tests/support/routeScreen';
import { demoMe } from '@/tests/support/shellFixtures';
import { toasts } from '@/tests/support/toasts';
import { PATHS } from '@/src/paths';

const TAKEN = 'northwind telecom b.v.';

beforeAll(() => loadScreen(PATHS.profiles.create));

async function show(url = '/profiles/new') {
  setToken('session');
  server.use(http.get(api('customer/me'), () => HttpResponse.json(demoMe)));
  const user = userEvent.setup();
  const screenAt = (
    <>
      {routeScreen(PATHS.profiles.create)}
      <NotificationProbe />
    </>
  );
  const rendered = renderScreen(screenAt, {
    url,
    path: PATHS.profiles.create,
    routes: {
      // The spec's second address of the screen.
      [PATHS.profiles.createAlias]: routeScreen(PATHS.profiles.createAlias),
      '/profiles/edit/:id': <LocationProbe />,
      '/profiles/existing': <LocationProbe />,
      '/profiles/documents': <LocationProbe />,
    },
  });
  // The form shows once the view's parts are in.
  if (url === PATHS.profiles.create) await screen.findByRole('textbox', { name: 'Name' });
  return { user, router: rendered.router };
}

/** Answers the uniqueness check (TAKEN is a duplicate) and records each checked name. */
function serveCheck() {
  const checked: string[] = [];
  server.use(
    http.get(api('customer/account/check-unique'), ({ request }) => {
      const name = new URL(request.url).searchParams.get('name') ?? '';
      checked.push(name);
      return HttpResponse.json({ unique: name.trim().toLowerCase() !== TAKEN });
    }),
  );
  return checked;
}

const nameField = () => screen.getByRole('textbox', { name: 'Name' });
const continueButton = () => screen.getByRole('button', { name: 'Continue' });

describe('the new end user', () => {
  it('explains what a profile needs, and keeps Continue disabled while the name is empty', async () => {
    serveCheck();
    const { user } = await show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Add new end user' })).toBeInTheDocument();
    expect(screen.getByText(/Required data and documents vary per country and plan/)).toBeInTheDocument();
    expect(screen.getByText(/must be completed within 48 hours/)).toBeInTheDocument();
    expect(screen.getByText(/PSTN replacement needs a unique profile per number/)).toBeInTheDocument();
    expect(continueButton()).toBeDisabled();
    await user.type(nameField(), 'A');
    await user.clear(nameField());
    expect(await screen.findByText('This is required field.')).toBeInTheDocument();
    expect(nameField()).toHaveAccessibleDescription('This is required field.');
    expect(continueButton()).toBeDisabled();
  });

  it('checks the name once, 500 ms after the last keystroke, and refuses a duplicate', async () => {
    const checked = serveCheck();
    const { user } = await show();
    await user.type(nameField(), 'Northwind Telecom B.V.');
    expect(continueButton()).toBeDisabled();
    expect(checked).toEqual([]);
    expect(
      await screen.findByText('Profile with this name already exists.', {}, { timeout: 10000 }),
    ).toBeInTheDocument();
    expect(checked).toEqual(['Northwind Telecom B.V.']);
    expect(continueButton()).toBeDisabled();
    await user.type(nameField(), ' Annex');
    await waitFor(() => expect(continueButton()).toBeEnabled(), { timeout: 10000 });
    expect(checked).toEqual(['Northwind Telecom B.V.', 'Northwind Telecom B.V. Annex']);
    expect(screen.queryByText('Profile with this name already exists.')).not.toBeInTheDocument();
  });

  it('creates the profile on Continue and opens its edit screen', async () => {
    serveCheck();
    const bodies: unknown[] = [];
    server.use(
      http.post(api('customer/account'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ id: 42 }, { status: 201 });
      }),
    );
    const { user } = await show();
    await user.type(nameField(), '  Acme Corp ');
    await waitFor(() => expect(continueButton()).toBeEnabled(), { timeout: 10000 });
    await user.click(continueButton());
    expect(await screen.findByTestId('location')).toHaveTextContent('/profiles/edit/42');
    expect(bodies).toEqual([{ name: 'Acme Corp' }]);
  });

  it('shows the server refusal of the name (400) on the name field', async () => {
    serveCheck();
    server.use(
      http.post(api('customer/account'), () =>
        HttpResponse.json({ name: ['Profile with this name already exists.'] }, { status: 400 }),
      ),
    );
    const { user } = await show();
    await user.type(nameField(), 'Raced');
    await waitFor(() => expect(continueButton()).toBeEnabled(), { timeout: 10000 });
    await user.click(continueButton());
    expect(await screen.findByText('Profile with this name already exists.')).toBeInTheDocument();
    expect(nameField()).toHaveValue('Raced');
    expect(nameField()).toHaveAttribute('aria-invalid', 'true');
  });

  it('says "Server-side error occurred." when creating fails otherwise, and keeps the name', async () => {
    serveCheck();
    server.use(http.post(api('customer/account'), () => HttpResponse.json({ detail: 'boom' }, { status: 500 })));
    const { user } = await show();
    await user.type(nameField(), 'Acme');
    await waitFor(() => expect(continueButton()).toBeEnabled(), { timeout: 10000 });
    await user.click(continueButton());
    await waitFor(() => expect(toasts().at(-1)).toHaveTextContent('Server-side error occurred.'));
    expect(nameField()).toHaveValue('Acme');
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('Cancel goes back to the previous page', async () => {
    serveCheck();
    const { user, router } = await show('/profiles/documents');
    await act(() => router.navigate('/profiles/edit'));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/profiles/documents');
  });

  it('Cancel opens the list when there is no page to go back to', async () => {
    serveCheck();
    const { user } = await show();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/profiles/existing');
  });
});
