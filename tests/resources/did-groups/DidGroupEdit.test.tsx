import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { api, server } from '@/tests/support/msw';
import { renderScreen } from '@/tests/support/render';
import { setToken } from '@/providers/http';
import DidGroupEdit from '@/resources/did-groups/DidGroupEdit';
import { LocationProbe } from '@/tests/support/renderPublic';
import { NotificationProbe } from '@/tests/support/NotificationProbe';
import { toasts } from '@/tests/support/toasts';
import { serveGroups } from './didGroupFixtures';

async function show() {
  setToken('session');
  const user = userEvent.setup();
  renderScreen(
    <>
      <DidGroupEdit />
      <NotificationProbe />
    </>,
    {
      url: '/capacity/did-groups/5/edit',
      path: '/capacity/did-groups/:id/edit',
      routes: {
        '/capacity/did-groups/:id/rename': <LocationProbe />,
        '/capacity/did-groups/:id/delete': <LocationProbe />,
        '/order/shared-channels': <LocationProbe />,
        '/capacity/did-groups/existing': <LocationProbe />,
      },
    },
  );
  await screen.findByRole('heading', { level: 1, name: 'DID-Group Group 5' });
  return user;
}

const side = (name: 'Default group' | 'This group') => screen.getByRole('region', { name });

describe('DidGroupEdit', () => {
  it('shows the default group and this group side by side, each list 350 px high and scrolled', async () => {
    serveGroups();
    await show();
    expect(
      within(side('Default group'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['49301', '49302']);
    expect(
      within(side('This group'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['49309']);
    expect(screen.getByTestId('default-group-scroll')).toHaveStyle({ height: '350px', overflowY: 'auto' });
    expect(screen.getByTestId('this-group-scroll')).toHaveStyle({ height: '350px', overflowY: 'auto' });
    expect(screen.getByRole('button', { name: 'Save DID-Groups' })).toBeDisabled();
  });

  it('moves a DID on click and saves the additions to each group (toast 2.5 s)', async () => {
    const writes = serveGroups();
    const user = await show();
    await user.click(screen.getByRole('button', { name: 'Move 49301 to This group' }));
    await user.click(screen.getByRole('button', { name: 'Move 49309 to Default group' }));
    expect(
      within(side('This group'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['49301']);
    expect(
      within(side('Default group'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['49302', '49309']);
    await user.click(screen.getByRole('button', { name: 'Save DID-Groups' }));
    await waitFor(() => expect(toasts().map((t) => t.textContent)).toContain('DID-Groups saved.'));
    expect(toasts().at(-1)).toHaveAttribute('data-duration', '2500');
    expect(writes).toEqual([
      { method: 'PATCH', path: 'customer/capacity/did-groups/1/save', body: { dids: ['49309'] } },
      { method: 'PATCH', path: 'customer/capacity/did-groups/5/save', body: { dids: ['49301'] } },
    ]);
  });

  it('the default group offers no Rename or Delete, and says why its numbers are greyed', async () => {
    serveGroups();
    setToken('session');
    renderScreen(<DidGroupEdit />, {
      url: '/capacity/did-groups/1/edit',
      path: '/capacity/did-groups/:id/edit',
    });
    await screen.findByRole('heading', { level: 1, name: 'DID-Group Default' });
    for (const did of ['49301', '49302'])
      expect(screen.getByRole('button', { name: did })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText(/This is the default group of its plan/)).toHaveTextContent(
      'Its numbers are greyed because they move from the edit screen of another group of the plan.',
    );
    expect(screen.queryByRole('link', { name: 'Rename' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Order Channels' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancel' })).toBeInTheDocument();
  });

  // Spec part 1 section 8: "Other form submit failures: Server-side error occurred."; never the HTTP status text.
  it('says "Server-side error occurred." once, in the form, when the save fails with an empty 500', async () => {
    serveGroups();
    server.use(http.patch(api('customer/capacity/did-groups/:id/save'), () => new HttpResponse(null, { status: 500 })));
    const user = await show();
    await user.click(screen.getByRole('button', { name: 'Move 49301 to This group' }));
    await user.click(screen.getByRole('button', { name: 'Save DID-Groups' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Server-side error occurred.');
    expect(screen.queryByText(/Internal Server Error/)).not.toBeInTheDocument();
    expect(toasts()).toHaveLength(0);
  });

  it('links Rename, Delete, Order Channels and Cancel', async () => {
    serveGroups();
    const user = await show();
    expect(screen.getByRole('link', { name: 'Rename' })).toHaveAttribute('href', '/capacity/did-groups/5/rename');
    expect(screen.getByRole('link', { name: 'Delete' })).toHaveAttribute('href', '/capacity/did-groups/5/delete');
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/capacity/did-groups/existing');
    await user.click(screen.getByRole('link', { name: 'Order Channels' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/order/shared-channels');
  });
});
