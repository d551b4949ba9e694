import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable, ListContextProvider, ResourceContextProvider, useRecordContext, type RaRecord } from 'react-admin';
import { renderScreen } from '@/tests/support/render';
import { PortalTableBody } from '@/src/console/list/PortalTableBody';

const RECORDS = [
  { id: 1, did: '+33 1 23 45 67 89', country: { name: 'France' }, cost: 1.5, note: null, channels: 1234 },
  { id: 2, did: '+44 20 7946 0000', country: { name: 'United Kingdom' }, cost: 12, note: 'VIP', channels: 30 },
];

function Flagged() {
  const record = useRecordContext<(typeof RECORDS)[number]>();
  return <strong>{record?.note ?? 'none'}</strong>;
}

function table(extra: { rowClick?: (id: unknown) => string | false } = {}) {
  const context = {
    data: RECORDS,
    total: RECORDS.length,
    isPending: false,
    isLoading: false,
    isFetching: false,
    page: 1,
    perPage: 20,
    sort: { field: 'id', order: 'ASC' },
    filterValues: {},
    selectedIds: [],
    onSelect: () => undefined,
    onToggleItem: () => undefined,
    onUnselectItems: () => undefined,
    setSort: () => undefined,
    setPage: () => undefined,
    setPerPage: () => undefined,
    setFilters: () => undefined,
    resource: 'numbers',
  } as unknown as Parameters<typeof ListContextProvider>[0]['value'];
  return renderScreen(
    <ResourceContextProvider value="numbers">
      <ListContextProvider value={context}>
        <DataTable<RaRecord> bulkActionButtons={false} rowClick={extra.rowClick ?? false} body={PortalTableBody}>
          <DataTable.Col source="did" label="Number" cellSx={() => ({ whiteSpace: 'nowrap' })} />
          <DataTable.Col source="country.name" label="Country" />
          <DataTable.Col label="Cost" align="right" render={(record) => `${Number(record.cost).toFixed(2)} EUR`} />
          <DataTable.Col label="Note">
            <Flagged />
          </DataTable.Col>
          <DataTable.NumberCol source="channels" label="Channels" />
        </DataTable>
      </ListContextProvider>
    </ResourceContextProvider>,
    { url: '/numbers', routes: { '/details/:id': <p>Details</p> } },
  );
}

const rows = () => screen.getAllByRole('row').slice(1);

describe('PortalTableBody', () => {
  it('draws a row per record and a cell per column, as DataTable.Col describes it', () => {
    table();
    expect(rows()).toHaveLength(2);
    const [first, second] = rows().map((row) => within(row).getAllByRole('cell'));
    expect(first.map((cell) => cell.textContent)).toEqual(['+33 1 23 45 67 89', 'France', '1.50 EUR', 'none', '1,234']);
    expect(second.map((cell) => cell.textContent)).toEqual([
      '+44 20 7946 0000',
      'United Kingdom',
      '12.00 EUR',
      'VIP',
      '30',
    ]);
  });

  it('keeps the column header, the alignment and the cell style', () => {
    table();
    expect(screen.getByRole('columnheader', { name: 'Country' })).toBeInTheDocument();
    const [did, , cost] = within(rows()[0]).getAllByRole('cell');
    expect(did).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(getComputedStyle(cost).textAlign).toBe('right');
  });

  it("draws a NumberCol's cells as react-admin's own body does: right-aligned, the number written by NumberField", async () => {
    const { unmount } = table({ rowClick: () => false });
    const cell = (row: number) => within(rows()[row]).getAllByRole('cell').at(-1)!;
    const reactAdmin = [0, 1].map((row) => [cell(row).textContent, getComputedStyle(cell(row)).textAlign]);
    unmount();
    table();
    expect([0, 1].map((row) => [cell(row).textContent, getComputedStyle(cell(row)).textAlign])).toEqual(reactAdmin);
    expect(reactAdmin).toEqual([
      ['1,234', 'right'],
      ['30', 'right'],
    ]);
  });

  it('leaves a table with clickable rows to react-admin, whose rows open their record', async () => {
    const { router } = table({ rowClick: (id) => `/details/${String(id)}` });
    await userEvent.click(within(rows()[1]).getByText('United Kingdom'));
    expect(await screen.findByText('Details')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/details/2');
  });
});
