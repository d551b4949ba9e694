import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { toasts } from '@/tests/support/toasts';
import { serveGroups } from './didGroupFixtures';
import { showGroupScreen } from './groupScreen';
import { loadScreen } from '@/tests/support/routeScreen';
import { PATHS } from '@/src/paths';

/** The delete confirmation, generated from the DID groups' definition. */
const show = (id?: number) => showGroupScreen('remove', id);

beforeAll(() => loadScreen(PATHS.didGroups.remove));

describe('the DID group delete confirmation', () => {
  it('asks for a confirmation, deletes and goes to the list', async () => {
    const writes = serveGroups();
    const user = show();
    expect(await screen.findByText(/Do you want to delete the DID-Group Group 5\?/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/capacity/did-groups/existing'));
    expect(writes).toEqual([{ method: 'DELETE', path: 'customer/capacity/did-groups/5', body: undefined }]);
    expect(toasts().at(-1)).toHaveTextContent('DID-Group deleted.');
  });

  it('the default group offers no Delete: it says the default group stays, and leads back to it', async () => {
    const writes = serveGroups();
    const user = show(1);
    expect(
      await screen.findByText(
        'The default group of a plan cannot be renamed or deleted: it holds every number of the plan that is in no other group.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/capacity/did-groups/1/edit');
    expect(writes).toEqual([]);
  });

  it('Cancel goes back to the group', async () => {
    serveGroups();
    const user = show();
    await user.click(await screen.findByRole('link', { name: 'Cancel' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/capacity/did-groups/5/edit');
  });
});
