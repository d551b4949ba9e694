/** The new DID group, generated from the DID groups' definition (its create view; the country and plan inputs are parts). */
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { api, server } from '@/tests/support/msw';
import { renderScreen } from '@/tests/support/render';
import { setToken } from '@/providers/http';
import { LocationProbe } from '@/tests/support/renderPublic';
import { NotificationProbe } from '@/tests/support/NotificationProbe';
import { toasts } from '@/tests/support/toasts';
import { loadScreen, routeScreen } from '@/tests/support/routeScreen';
import { demoMe } from '@/tests/support/shellFixtures';
import { PATHS } from '@/src/paths';
import { serveLookups, serveNameCheck } from './didGroupFixtures';

beforeAll(() => loadScreen(PATHS.didGroups.create));

async function show() {
  setToken('session');
  server.use(http.get(api('customer/me'), () => HttpResponse.json(demoMe)));
  const user = userEvent.setup();
  renderScreen(
    <>
      {routeScreen(PATHS.didGroups.create)}
      <NotificationProbe />
    </>,
    {
      url: PATHS.didGroups.create,
      routes: {
        '/capacity/did-groups/:id/edit': (
          <>
            <LocationProbe />
            <NotificationProbe />
          </>
        ),
        '/capacity/did-groups/existing': <LocationProbe />,
      },
    },
  );
  await screen.findByRole('textbox', { name: /Name/ });
  return user;
}

async function choose(user: ReturnType<typeof userEvent.setup>, field: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** A free name, typed and checked: Create waits for it. */
async function typeFreeName(user: ReturnType<typeof userEvent.setup>, name = 'Support') {
  await user.type(screen.getByRole('textbox', { name: /Name/ }), name);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Create DID-Group' })).toBeEnabled(), {
    timeout: 10000,
  });
}

describe('the new DID group', () => {
  it('holds Create until a name is there and free, then requires country, plan and type', async () => {
    serveLookups();
    serveNameCheck();
    const user = await show();
    expect(screen.getByRole('heading', { level: 1, name: 'Add DID-Group' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create DID-Group' })).toBeDisabled();
    await typeFreeName(user);
    await user.click(screen.getByRole('button', { name: 'Create DID-Group' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(3);
  });

  it('drops "This field is required." from Type once a type is there, chosen or set by the plan', async () => {
    serveLookups();
    serveNameCheck();
    const user = await show();
    await typeFreeName(user);
    await user.click(screen.getByRole('button', { name: 'Create DID-Group' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(3);
    const typeError = () => screen.getByRole('combobox', { name: /Type/ }).closest('.MuiFormControl-root');
    await choose(user, /Country/, 'Germany');
    await choose(user, /Plan/, 'Mobile Capacity');
    await waitFor(() => expect(typeError()).not.toHaveTextContent('This field is required.'));
    await choose(user, /Type/, 'Geographic');
    expect(typeError()).not.toHaveTextContent('This field is required.');
    // The plan was cleared by the other type, so it asks again.
    expect(screen.getByRole('combobox', { name: /Plan/ }).closest('.MuiFormControl-root')).toHaveTextContent(
      'This field is required.',
    );
  });

  it('checks the name 500 ms after typing and shows the duplicate message', async () => {
    serveLookups();
    const asked = serveNameCheck('Sales');
    const user = await show();
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Sales');
    expect(asked).toEqual([]);
    expect(
      await screen.findByText('Profile with this name already exists.', {}, { timeout: 10000 }),
    ).toBeInTheDocument();
    expect(asked).toEqual(['Sales']);
  });

  it('offers the plans of the chosen country and type, creates the group and opens it (toast 2.5 s)', async () => {
    serveLookups();
    serveNameCheck();
    const bodies: unknown[] = [];
    server.use(
      http.post(api('customer/capacity/did-groups'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ id: 42 }, { status: 201 });
      }),
    );
    const user = await show();
    await choose(user, /Country/, 'Germany');
    await choose(user, /Type/, 'Mobile');
    await user.click(screen.getByRole('combobox', { name: /Plan/ }));
    expect(await screen.findAllByRole('option')).toHaveLength(1);
    await user.click(screen.getByRole('option', { name: 'Mobile Capacity' }));
    await typeFreeName(user);
    await user.click(screen.getByRole('button', { name: 'Create DID-Group' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/capacity/did-groups/42/edit'));
    expect(bodies).toEqual([{ name: 'Support', plan: { pk: 11, is_pstn: true }, country: 1 }]);
    expect(toasts().at(-1)).toHaveAttribute('data-duration', '2500');
  });

  it('choosing a plan chooses its type', async () => {
    serveLookups();
    serveNameCheck();
    const user = await show();
    await choose(user, /Country/, 'Germany');
    await choose(user, /Plan/, 'Mobile Capacity');
    expect(screen.getByRole('combobox', { name: /Type/ })).toHaveTextContent('Mobile');
    expect(screen.getByRole('combobox', { name: /Plan/ })).toHaveTextContent('Mobile Capacity');
  });

  it('keeps the form and shows the server refusal', async () => {
    serveLookups();
    serveNameCheck();
    server.use(
      http.post(api('customer/capacity/did-groups'), () =>
        HttpResponse.json({ name: ['DID group with this name already exists.'] }, { status: 400 }),
      ),
    );
    const user = await show();
    await choose(user, /Country/, 'Germany');
    await choose(user, /Type/, 'Geographic');
    await choose(user, /Plan/, 'Berlin Capacity');
    await typeFreeName(user, 'Racing');
    await user.click(screen.getByRole('button', { name: 'Create DID-Group' }));
    expect(await screen.findByText('DID group with this name already exists.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Racing');
  });

  it('says "Server-side error occurred." when the server fails, and keeps every choice', async () => {
    serveLookups();
    serveNameCheck();
    server.use(http.post(api('customer/capacity/did-groups'), () => HttpResponse.json({}, { status: 500 })));
    const user = await show();
    await choose(user, /Country/, 'Germany');
    await choose(user, /Plan/, 'Berlin Capacity');
    await typeFreeName(user, 'Racing');
    await user.click(screen.getByRole('button', { name: 'Create DID-Group' }));
    await waitFor(() => expect(toasts().at(-1)).toHaveTextContent('Server-side error occurred.'));
    expect(screen.getByRole('combobox', { name: /Plan/ })).toHaveTextContent('Berlin Capacity');
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Racing');
  });

  it('Cancel goes back to the list', async () => {
    serveLookups();
    const user = await show();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/capacity/did-groups/existing');
  });
});
