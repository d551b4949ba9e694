import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { api, server } from '@/tests/support/msw';
import { toasts } from '@/tests/support/toasts';
import { serveGroups, serveNameCheck } from './didGroupFixtures';
import { showGroupScreen } from './groupScreen';
import { loadScreen } from '@/tests/support/routeScreen';
import { PATHS } from '@/src/paths';

/** The rename form, generated from the DID groups' definition (its name's input and the edit view). */
const show = (id?: number) => showGroupScreen('rename', id);

/** On the rename screen of group 5: a new name, its uniqueness check answered, then Rename. */
async function renameTo(newName: string) {
  const user = show();
  const name = await screen.findByRole('textbox', { name: /Name/ });
  await user.clear(name);
  await user.type(name, newName);
  // Rename is held until the name's check (500 ms after the last keystroke) has answered that it is free: the state to
  // wait for. "Checking the name…" gone was not it: the form lets the save go a render later (useHoldSave's effect), and
  // a click in between met a disabled Rename (a fresh-clone run, once).
  await waitFor(() => expect(screen.getByRole('button', { name: 'Rename' })).toBeEnabled(), { timeout: 10000 });
  await user.click(screen.getByRole('button', { name: 'Rename' }));
}

beforeAll(() => loadScreen(PATHS.didGroups.rename));

describe('the DID group rename form', () => {
  it('requires a name: "This is required field.", and holds Rename meanwhile', async () => {
    const writes = serveGroups();
    serveNameCheck();
    const user = show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Rename DID-Group' })).toBeInTheDocument();
    const name = await screen.findByRole('textbox', { name: /Name/ });
    expect(name).toHaveValue('Group 5');
    await user.clear(name);
    expect(await screen.findByText('This is required field.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rename' })).toBeDisabled();
    expect(writes).toHaveLength(0);
  });

  it('says "Profile with this name already exists." 500 ms after typing a taken name, and does not rename', async () => {
    const writes = serveGroups();
    const asked = serveNameCheck('Sales');
    const user = show();
    const name = await screen.findByRole('textbox', { name: /Name/ });
    await user.clear(name);
    await user.type(name, 'Sales');
    expect(asked).toEqual([]);
    expect(
      await screen.findByText('Profile with this name already exists.', {}, { timeout: 10000 }),
    ).toBeInTheDocument();
    expect(asked).toEqual(['Sales']);
    expect(screen.getByRole('button', { name: 'Rename' })).toBeDisabled();
    expect(writes).toHaveLength(0);
  });

  it('after an empty name and a taken one, renames with a free name', async () => {
    const writes = serveGroups();
    serveNameCheck('Sales');
    const user = show();
    const name = await screen.findByRole('textbox', { name: /Name/ });
    await user.clear(name);
    expect(await screen.findByText('This is required field.')).toBeInTheDocument();
    await user.type(name, 'Sales');
    expect(await screen.findByText('Profile with this name already exists.', {}, { timeout: 10000 })).toBeVisible();
    await user.clear(name);
    await user.type(name, 'Support');
    expect(screen.getByText('Checking the name…')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Rename' })).toBeEnabled(), { timeout: 10000 });
    expect(screen.queryByText('Checking the name…')).not.toBeInTheDocument();
    expect(screen.queryByText('Profile with this name already exists.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/capacity/did-groups/5/edit'));
    expect(writes).toEqual([{ method: 'PATCH', path: 'customer/capacity/did-groups/5', body: { name: 'Support' } }]);
  });

  it('renames and goes back to the group (toast 2.5 s)', async () => {
    const writes = serveGroups();
    serveNameCheck();
    await renameTo('Support');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/capacity/did-groups/5/edit'));
    expect(writes).toEqual([{ method: 'PATCH', path: 'customer/capacity/did-groups/5', body: { name: 'Support' } }]);
    expect(toasts().at(-1)).toHaveTextContent('DID-Group renamed.');
    expect(toasts().at(-1)).toHaveAttribute('data-duration', '2500');
  });

  it('the default group offers no Rename: it says the default group stays', async () => {
    serveGroups();
    show(1);
    expect(await screen.findByText(/The default group of a plan cannot be renamed or deleted/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Name/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rename' })).not.toBeInTheDocument();
  });
});

describe('the DID group rename form, failing', () => {
  // Spec part 1 section 8: "Other form submit failures: Server-side error occurred."; never the HTTP status text.
  it('says "Server-side error occurred." when the rename fails with an empty 500, and keeps the name', async () => {
    serveGroups();
    serveNameCheck();
    server.use(http.patch(api('customer/capacity/did-groups/5'), () => new HttpResponse(null, { status: 500 })));
    await renameTo('Support');
    await waitFor(() => expect(toasts().at(-1)).toHaveTextContent('Server-side error occurred.'));
    expect(screen.queryByText(/Internal Server Error/)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Support');
    expect(screen.getByTestId('location')).toHaveTextContent('/capacity/did-groups/5/rename');
  });
});
