import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Datagrid, ResourceContextProvider, TextField } from 'react-admin';
import { api, server } from '../../msw';
import { renderScreen } from '../render';
import { setToken } from '../../../providers/http';
import { PortalList } from '../../../src/components/PortalList';
import { placeholderHeight } from '../../../src/components/ListPlaceholder';

/** The contacts list as a stand-in for every list: its answer waits until `release()`. */
function holdContacts() {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.get(api('customer/contacts'), async () => {
      await held;
      return HttpResponse.json({ results: [{ id: 1, name: 'Ada Lovelace' }], count: 1 });
    }),
  );
  return () => release();
}

function show(url: string) {
  setToken('session');
  renderScreen(
    <ResourceContextProvider value="contacts">
      <PortalList title="Contacts" cards={{ primary: (row) => String(row.name), secondary: [] }}>
        <Datagrid bulkActionButtons={false}>
          <TextField source="name" />
        </Datagrid>
      </PortalList>
    </ResourceContextProvider>,
    { url, path: '/contacts' },
  );
}

describe('PortalList while its page loads', () => {
  it.each([
    ['/contacts', 20],
    ['/contacts?perPage=50', 50],
    ['/contacts?perPage=250', 250],
  ])('%s holds the height of %i rows at once, then shows the rows in its place', async (url, rows) => {
    const release = holdContacts();
    show(url);
    const placeholder = await screen.findByRole('status', { name: 'Loading' });
    expect(placeholder).toHaveAttribute('data-rows', String(rows));
    expect(placeholder).toHaveStyle({ minHeight: `${placeholderHeight(rows)}px` });
    expect(screen.getByRole('heading', { level: 1, name: 'Contacts' })).toBeInTheDocument();

    release();
    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
  });
});
