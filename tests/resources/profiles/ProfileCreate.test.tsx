import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { api, server } from '@/tests/support/msw';
import { renderScreen } from '@/tests/support/render';
import { setToken } from '@/providers/http';
import ProfileCreate from '@/resources/profiles/ProfileCreate';
import { LocationProbe } from '@/tests/support/renderPublic';

const TAKEN = 'northwind telecom b.v.';

function show(url = '/profiles/new') {
  setToken('session');
  const user = userEvent.setup();
  const rendered = renderScreen(<ProfileCreate />, {
    url,
    path: '/profiles/*',
    routes: {
      '/profiles/edit/:id': <LocationProbe />,
      '/profiles/existing': <LocationProbe />,
      '/profiles/documents': <LocationProbe />,
    },
  });
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

describe('ProfileCreate', () => {
  it('explains what a profile needs, and keeps Continue disabled while the name is empty', async () => {
    serveCheck();
    const { user } = show();
    expect(screen.getByRole('heading', { level: 1, name: 'Add new end user' })).toBeInTheDocument();
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
    const { user } = show();
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
    const { user } = show();
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
    const { user } = show();
    await user.type(nameField(), 'Raced');
    await waitFor(() => expect(continueButton()).toBeEnabled(), { timeout: 10000 });
    await user.click(continueButton());
    expect(await screen.findByText('Profile with this name already exists.')).toBeInTheDocument();
    expect(nameField()).toHaveValue('Raced');
    expect(nameField()).toHaveAttribute('aria-invalid', 'true');
  });

  it('says "Server-side error occurred." on the name when creating fails otherwise', async () => {
    serveCheck();
    server.use(http.post(api('customer/account'), () => HttpResponse.json({ detail: 'boom' }, { status: 500 })));
    const { user } = show();
    await user.type(nameField(), 'Acme');
    await waitFor(() => expect(continueButton()).toBeEnabled(), { timeout: 10000 });
    await user.click(continueButton());
    expect(await screen.findByText('Server-side error occurred.')).toBeInTheDocument();
    expect(nameField()).toHaveAccessibleDescription('Server-side error occurred.');
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('Cancel goes back to the previous page', async () => {
    serveCheck();
    const { user, router } = show('/profiles/documents');
    await act(() => router.navigate('/profiles/edit'));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/profiles/documents');
  });

  it('Cancel opens the list when there is no page to go back to', async () => {
    serveCheck();
    const { user } = show();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/profiles/existing');
  });
});
