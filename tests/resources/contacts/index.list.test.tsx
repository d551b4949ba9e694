import { afterEach, describe, expect, it } from 'vitest';
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
import { toastTexts } from '@/tests/support/toasts';
import { setViewportWidth } from '@/tests/support/shellFixtures';
import { contactRow } from './contactFixtures';

function show(url = '/settings/contact') {
  setToken('session');
  const user = userEvent.setup();
  renderScreen(
    <>
      {routeScreen(PATHS.settings.contacts)}
      <NotificationProbe />
    </>,
    { url, path: '/settings/contact', routes: { '/settings/contact/*': <LocationProbe /> } },
  );
  return user;
}

/** Records every list request's page and page_size. */
function serveList(count = 3, status = 200) {
  const requests: URLSearchParams[] = [];
  server.use(
    http.get(api('customer/contacts'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      requests.push(params);
      if (status !== 200) return HttpResponse.json({ detail: 'x' }, { status });
      const size = Number(params.get('page_size'));
      const page = Number(params.get('page'));
      const ids = Array.from(
        { length: Math.max(0, Math.min(size, count - (page - 1) * size)) },
        (_, i) => (page - 1) * size + i + 1,
      );
      return HttpResponse.json({ results: ids.map((id) => contactRow(id, id === 1 ? { level: 1 } : {})), count });
    }),
  );
  return requests;
}

describe('ContactList', () => {
  it('shows the contacts with levels as L{level}, type and subscriptions', async () => {
    const requests = serveList(2);
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact details' })).toBeInTheDocument();
    const row = (await screen.findByText('contact1@example.com')).closest('tr')!;
    expect(within(row).getByText('L1')).toBeInTheDocument();
    expect(within(row).getByText('Contact 1')).toBeInTheDocument();
    expect(within(row).getByText('Billing')).toBeInTheDocument();
    expect(within(row).getByText('Newsletter 1, Newsletter 3')).toBeInTheDocument();
    expect(screen.getByText('L2')).toBeInTheDocument();
    for (const header of ['Level', 'Name', 'Email', 'Type', 'Mail subscriptions']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(requests[0].get('page')).toBe('1');
    expect(requests[0].get('page_size')).toBe('20');
  });

  it('offers page sizes 20, 50, 100 and 250 and asks the server for the chosen one', async () => {
    const requests = serveList(60);
    const user = show();
    await screen.findByText('contact20@example.com', {}, { timeout: 10_000 });
    expect(screen.queryByText('contact21@example.com')).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /rows per page/i }));
    const options = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['20', '50', '100', '250']);
    await user.click(screen.getByRole('option', { name: '50' }));
    expect(await screen.findByText('contact50@example.com', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(requests.at(-1)?.get('page_size')).toBe('50');
  });

  it('links Create and each Edit to the spec URLs', async () => {
    serveList(1);
    const user = show();
    await screen.findByText('contact1@example.com');
    expect(screen.getByRole('link', { name: 'Create' })).toHaveAttribute('href', '/settings/contact/create');
    await user.click(screen.getByRole('link', { name: 'Edit Contact 1' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/settings/contact/1/edit');
  });

  it('asks "Do you want to delete this contact?" before deleting, then toasts', async () => {
    serveList(1);
    let deleted = 0;
    server.use(http.delete(api('customer/contacts/1'), () => (deleted++, new HttpResponse(null, { status: 204 }))));
    const user = show();
    await screen.findByText('contact1@example.com');
    await user.click(screen.getByRole('button', { name: 'Delete Contact 1' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Do you want to delete this contact?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleted).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Delete Contact 1' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(deleted).toBe(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toastTexts()).toContain('Contact deleted.');
  });

  it('shows an empty state when there are no contacts', async () => {
    serveList(0);
    show();
    expect(await screen.findByText(/^No contacts found/i)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create' })).toBeInTheDocument();
  });

  it('toasts "Filtering data failed." for 2.5 s and shows an empty table on a 400', async () => {
    serveList(0, 400);
    show();
    expect(await screen.findByText(/^No contacts found/i)).toBeInTheDocument();
    await waitFor(() => expect(toastTexts()).toContain('Filtering data failed.'));
    expect(screen.getByText('Filtering data failed.').dataset.duration).toBe('2500');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('shows the error view on a 500 and loads again on retry', async () => {
    let calls = 0;
    server.use(
      http.get(api('customer/contacts'), () =>
        ++calls === 1
          ? HttpResponse.json({}, { status: 500 })
          : HttpResponse.json({ results: [contactRow(1)], count: 1 }),
      ),
    );
    const user = show();
    expect(await screen.findByText('Server-side error occurred.')).toBeInTheDocument();
    expect(toastTexts()).not.toContain('Filtering data failed.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('contact1@example.com')).toBeInTheDocument();
  });

  describe('on a phone', () => {
    afterEach(() => setViewportWidth(1366));

    it('a card: the name and level, e-mail and type; Edit and Delete', async () => {
      setViewportWidth(375);
      server.use(
        http.get(api('customer/contacts'), () =>
          HttpResponse.json({
            results: [
              contactRow(9, { name: 'Kenan Jansen', email: 'kenan@example.com', type: { id: 1, name: 'Billing' } }),
            ],
            count: 1,
          }),
        ),
      );
      show();
      const card = (await screen.findAllByRole('listitem')).find((item) => item.textContent?.includes('Kenan'))!;
      const lines = card.textContent ?? '';
      expect(lines).toContain('Kenan Jansen');
      expect(lines).toContain('L2');
      expect(lines).toContain('kenan@example.com');
      expect(lines).toContain('Billing');
      expect(within(card).getByRole('link', { name: 'Edit Kenan Jansen' })).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: 'Delete Kenan Jansen' })).toBeInTheDocument();
    });
  });
});
