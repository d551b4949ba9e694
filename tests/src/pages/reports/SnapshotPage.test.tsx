/** /reports/snapshot (issue 13 item 2; spec part 2 sections 2 "Reports" and 3 "Account snapshot row"). */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { api, server } from '@/tests/support/msw';
import { renderScreen } from '@/tests/support/render';
import { meteredMe, serveAccount, setViewportWidth } from '@/tests/support/shellFixtures';
import { setToken } from '@/providers/http';
import SnapshotPage from '@/src/pages/reports/SnapshotPage';

const ROWS = [
  {
    country: { name: 'Netherlands', flag_href: '/api/v1/flags/nl.svg' },
    dids_amount: 1200,
    cancellations_30_days: 3,
    minutes_last_7_days: { inbound: 450, outbound: 120 },
  },
  {
    country: { name: 'Germany', flag_href: '/api/v1/flags/de.svg' },
    dids_amount: 34,
    cancellations_30_days: 0,
    minutes_last_7_days: { inbound: 50, outbound: 5 },
  },
];

let answer: () => Response;
beforeEach(() => {
  setToken('session');
  setViewportWidth(1366);
  // A metered customer: the page is the snapshot alone (DidGroupsSection.test.tsx shows a capacity customer's groups).
  serveAccount({ me: meteredMe });
  answer = () => HttpResponse.json(ROWS);
  server.use(http.get(api('customer/reports/account-snapshot'), () => answer()));
});

const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

const show = () => {
  const user = userEvent.setup();
  renderScreen(<SnapshotPage />, { url: '/reports/snapshot' });
  return user;
};

describe('account snapshot', () => {
  it('shows a row per country with its flag, then the computed Total', async () => {
    show();
    expect(screen.getByRole('status', { name: 'Loading the account snapshot' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Flag',
      'Country',
      'Active numbers',
      'Cancellations 30 days',
      'Inbound min 7 days',
      'Outbound min 7 days',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => Array.from(row.querySelectorAll('td, th'), (cell) => cell.textContent))).toEqual([
      ['', 'Netherlands', '1,200', '3', '450', '120'],
      ['', 'Germany', '34', '0', '50', '5'],
      ['', 'Total', '1,234', '3', '500', '125'],
    ]);
    expect(within(rows[0]).getByRole('img', { name: 'Netherlands' })).toHaveAttribute('src', '/api/v1/flags/nl.svg');
  });

  it('"Export to CSV" downloads the table as shown, total included, as a dated file', async () => {
    const blobs: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => (blobs.push(blob), 'blob:csv')),
      revokeObjectURL: vi.fn(),
    });
    const names: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const user = show();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Export to CSV' }));
    click.mockRestore();
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/^account-snapshot-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(await textOf(blobs[0])).toBe(
      [
        'Country,Active numbers,Cancellations 30 days,Inbound min 7 days,Outbound min 7 days',
        'Netherlands,1200,3,450,120',
        'Germany,34,0,50,5',
        'Total,1234,3,500,125',
        '',
      ].join('\r\n'),
    );
  });

  it('says so when the customer has no numbers, and offers no export', async () => {
    answer = () => HttpResponse.json([]);
    show();
    expect(await screen.findByText(/No numbers yet/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export to CSV' })).toBeDisabled();
  });

  it('shows a failure with Try again, which asks again', async () => {
    answer = () => HttpResponse.json({ detail: 'boom' }, { status: 500 });
    const user = show();
    expect(await screen.findByText('The account snapshot could not be loaded.')).toBeInTheDocument();
    answer = () => HttpResponse.json(ROWS);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('shows cards on a phone, the Total last', async () => {
    setViewportWidth(375);
    show();
    const cards = await screen.findAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]).getByRole('heading', { name: 'Netherlands' })).toBeInTheDocument();
    expect(cards[2]).toHaveTextContent('Total');
    expect(cards[2]).toHaveTextContent('Active numbers1,234');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
