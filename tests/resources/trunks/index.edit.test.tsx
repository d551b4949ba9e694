import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { api, server } from '@/tests/support/msw';
import { renderScreen } from '@/tests/support/render';
import { setToken } from '@/providers/http';
import { routeScreen } from '@/tests/support/routeScreen';
import { PATHS } from '@/src/paths';
import { LocationProbe } from '@/tests/support/renderPublic';
import { NotificationProbe } from '@/tests/support/NotificationProbe';
import { toasts } from '@/tests/support/toasts';
import { address, serveTrunk } from './trunkFixtures';

async function show() {
  setToken('session');
  const user = userEvent.setup();
  renderScreen(
    <>
      {routeScreen(PATHS.capacity.trunkEdit)}
      <NotificationProbe />
    </>,
    {
      url: '/capacity/trunks/7/edit',
      path: '/capacity/trunks/:id/edit',
      routes: { '/capacity/trunks': <LocationProbe /> },
    },
  );
  await screen.findByRole('heading', { level: 1, name: 'Edit trunk Trunk 7' });
  // The addresses are read on their own, beside the trunk.
  await screen.findByRole('button', { name: 'Add address' });
  return user;
}

const row = (index: number) => screen.getByRole('group', { name: `Address ${index}` });
const toggle = (index: number, name: 'Primary' | 'Failover') => within(row(index)).getByRole('checkbox', { name });
const alertText = () => screen.getByRole('alert').textContent;

// The route's chunks (the generated view and its parts), transformed once before the first test's clock starts.
beforeAll(async () => {
  await Promise.all([
    import('@/src/console/views/ResourceEdit'),
    import('@/resources/trunks/edit/TrunkAddressesSection'),
  ]);
}, 60000);

describe('TrunkEdit', () => {
  it('shows the accordion Trunk details and Trunk addresses, and Exit goes back to the trunk manager', async () => {
    serveTrunk();
    const user = await show();
    expect(screen.getByRole('button', { name: 'Trunk details' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Trunk addresses' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Trunk 7');
    expect(within(row(1)).getByRole('textbox', { name: 'Address' })).toHaveValue('10.0.0.1');
    await user.click(screen.getByRole('link', { name: 'Exit' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/capacity/trunks');
  });

  it('saves the trunk details with PUT (toast 2.5 s) and stays on the page', async () => {
    const writes = serveTrunk();
    const user = await show();
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Core');
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0]);
    await waitFor(() =>
      expect(writes).toContainEqual({
        method: 'PUT',
        path: 'customer/trunks/7',
        body: { name: 'Core', type_id: 1, prefix: '10.0.0.1' },
      }),
    );
    await waitFor(() => expect(toasts().map((t) => t.textContent)).toContain('Trunk saved.'));
    expect(toasts().at(-1)).toHaveAttribute('data-duration', '2500');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit trunk Core' })).toBeInTheDocument();
  });

  it('adds a row with port 5060, then creates the new row and updates the saved ones on Save (toast 2.5 s)', async () => {
    const writes = serveTrunk();
    const user = await show();
    await user.click(screen.getByRole('button', { name: 'Add address' }));
    expect(within(row(2)).getByRole('textbox', { name: 'Port' })).toHaveValue('5060');
    expect(toggle(2, 'Failover')).toBeChecked();
    await user.type(within(row(2)).getByRole('textbox', { name: 'Address' }), 'sip.example.com');
    await user.click(screen.getAllByRole('button', { name: 'Save' })[1]);
    await waitFor(() => expect(toasts().map((t) => t.textContent)).toContain('Trunk addresses saved.'));
    expect(toasts().at(-1)).toHaveAttribute('data-duration', '2500');
    expect(writes[0]).toEqual({
      method: 'POST',
      path: 'customer/trunks/7/ip-addresses',
      body: { address: 'sip.example.com', port: 5060, primary: false, failover: true },
    });
    expect(writes[1].path).toBe('customer/trunks/7/ip-addresses/update');
    expect(writes[1].body).toEqual([
      address(1),
      { id: 101, address: 'sip.example.com', port: 5060, primary: false, failover: true },
    ]);
  });

  it('shows each of the four primary/failover messages before any request', async () => {
    const writes = serveTrunk([address(1), address(2)]);
    const user = await show();
    const saveAddresses = () => user.click(screen.getAllByRole('button', { name: 'Save' })[1]);

    await user.click(toggle(2, 'Primary'));
    await saveAddresses();
    expect(alertText()).toBe('Only one can be chosen - primary or failover');

    await user.click(toggle(2, 'Failover'));
    expect(alertText()).toBe('Only one primary trunk address is allowed.');

    await user.click(toggle(2, 'Primary'));
    expect(alertText()).toBe('One of primary or failover is required.');

    await user.click(toggle(2, 'Failover'));
    await user.click(toggle(1, 'Primary'));
    await user.click(toggle(1, 'Failover'));
    expect(alertText()).toBe('Primary trunk address is required.');
    expect(writes).toHaveLength(0);
  });

  it('requires the address and a port 1-65535', async () => {
    const writes = serveTrunk();
    const user = await show();
    await user.click(screen.getByRole('button', { name: 'Add address' }));
    const port = within(row(2)).getByRole('textbox', { name: 'Port' });
    await user.clear(port);
    await user.type(port, '70000');
    await user.click(screen.getAllByRole('button', { name: 'Save' })[1]);
    expect(within(row(2)).getByText('This field is required.')).toBeInTheDocument();
    expect(within(row(2)).getByText('Enter a port from 1 to 65535.')).toBeInTheDocument();
    expect(writes).toHaveLength(0);
  });

  it('keeps the typed rows and shows the server error when the save is refused', async () => {
    serveTrunk();
    server.use(
      http.post(api('customer/trunks/7/ip-addresses/update'), () =>
        HttpResponse.json({ non_field_errors: ['Only one primary trunk address is allowed.'] }, { status: 400 }),
      ),
    );
    const user = await show();
    const field = within(row(1)).getByRole('textbox', { name: 'Address' });
    await user.clear(field);
    await user.type(field, '10.9.9.9');
    await user.click(screen.getAllByRole('button', { name: 'Save' })[1]);
    expect(await screen.findByText('Only one primary trunk address is allowed.')).toBeInTheDocument();
    expect(within(row(1)).getByRole('textbox', { name: 'Address' })).toHaveValue('10.9.9.9');
  });

  // Spec part 1 section 8: "Other form submit failures: Server-side error occurred."; never the HTTP status text.
  it('says "Server-side error occurred." when the addresses\' save fails with an empty 500', async () => {
    serveTrunk();
    server.use(http.post(api('customer/trunks/7/ip-addresses/update'), () => new HttpResponse(null, { status: 500 })));
    const user = await show();
    const field = within(row(1)).getByRole('textbox', { name: 'Address' });
    await user.clear(field);
    await user.type(field, '10.9.9.9');
    await user.click(screen.getAllByRole('button', { name: 'Save' })[1]);
    await waitFor(() => expect(alertText()).toBe('Server-side error occurred.'));
    expect(screen.queryByText(/Internal Server Error/)).not.toBeInTheDocument();
  });

  it('deletes a saved row at once after a confirmation, and a new row locally', async () => {
    const writes = serveTrunk([address(1), address(2)]);
    const user = await show();
    await user.click(screen.getByRole('button', { name: 'Add address' }));
    await user.click(within(row(3)).getByRole('button', { name: /Delete address/ }));
    expect(screen.queryByRole('group', { name: 'Address 3' })).not.toBeInTheDocument();
    expect(writes).toHaveLength(0);

    await user.click(within(row(2)).getByRole('button', { name: 'Delete address 10.0.0.2' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Do you want to delete the address 10.0.0.2?');
    await user.click(within(dialog).getByRole('button', { name: /Confirm/ }));
    await waitFor(() =>
      expect(writes).toEqual([{ method: 'DELETE', path: 'customer/trunks/7/ip-addresses/2', body: undefined }]),
    );
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Address 2' })).not.toBeInTheDocument());
  });
});
