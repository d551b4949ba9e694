import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { api, server } from '@/tests/support/msw';
import { renderScreen } from '@/tests/support/render';
import { setToken } from '@/providers/http';
import ProfileDocuments from '@/resources/profiles/ProfileDocuments';
import { LocationProbe } from '@/tests/support/renderPublic';
import { profileDocument } from './profileFixtures';
import { formatDateTime } from '@/src/components/dates';
import { setViewportWidth } from '@/tests/support/shellFixtures';

const PROFILES = [
  { value: 1, name: 'Northwind Telecom B.V.' },
  { value: 5, name: 'Paris Sales Office' },
];

const DOCUMENTS: Record<string, unknown> = {
  '1': [
    profileDocument(11, {
      validated: 'Validated',
      active: true,
      document_filename: 'kbk.pdf',
      document_file: '/api/v1/documents/11/abc/kbk.pdf',
    }),
  ],
  '5': [
    profileDocument(21, {
      validated: 'Rejected',
      document_filename: 'bill.pdf',
      date_submitted: '2026-03-05T09:07:02',
    }),
    profileDocument(22, { validated: 'Pending', document_type: { id: 1, name: 'Customer ID document' } }),
  ],
};

function serve(documents: (id: string) => Response | undefined = () => undefined) {
  const asked: string[] = [];
  server.use(
    http.get(api('customer/account/for-select'), () => HttpResponse.json(PROFILES)),
    http.get(api('customer/account/:id/documents'), ({ params }) => {
      const id = String(params.id);
      asked.push(id);
      return documents(id) ?? HttpResponse.json(DOCUMENTS[id] ?? []);
    }),
  );
  return asked;
}

async function show(url = '/profiles/documents', state?: unknown) {
  setToken('session');
  const user = userEvent.setup();
  const rendered = renderScreen(<ProfileDocuments />, {
    url: '/start',
    path: '/profiles/documents',
    routes: { '/start': <LocationProbe /> },
  });
  await act(() => rendered.router.navigate(url, { state }));
  return { user, router: rendered.router };
}

const table = () => screen.findByRole('table', { name: 'Documents' });

describe('ProfileDocuments', () => {
  it('lists the chosen end user and keeps the choice in the URL', async () => {
    const asked = serve();
    const { user, router } = await show();
    expect(screen.getByRole('heading', { level: 1, name: 'Documents' })).toBeInTheDocument();
    expect(screen.getByText(/validated within 1 business day/)).toBeInTheDocument();
    expect(screen.getByText(/newest validated version/)).toBeInTheDocument();
    expect(screen.getByText(/must be replaced from the end user's edit screen/)).toBeInTheDocument();
    await user.click(await screen.findByRole('combobox', { name: 'Documents belonging to' }));
    await user.click(await screen.findByRole('option', { name: 'Paris Sales Office' }));
    await table();
    expect(router.state.location.search).toBe('?profile=5');
    expect(asked).toEqual(['5']);
  });

  it('shows the columns, Yes/No, the date-time and Rejected in red and bold', async () => {
    serve();
    await show('/profiles/documents?profile=5');
    const grid = await table();
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Document Type', 'Validated', 'Status', 'Submitted', 'File Name', 'View']);
    const rejected = within(grid).getByText('bill.pdf').closest('tr')!;
    expect(within(rejected).getByText('Proof of address')).toBeInTheDocument();
    expect(within(rejected).getByText('No')).toBeInTheDocument();
    expect(within(rejected).getByText(formatDateTime('2026-03-05T09:07:02'))).toBeInTheDocument();
    expect(within(rejected).getByText('05-03-2026 9:07:02')).toBeInTheDocument();
    const status = within(rejected).getByText('Rejected');
    expect(getComputedStyle(status).fontWeight).toBe('700');
    // The theme's error.main, as its CSS variable (the colour of the scheme shown).
    expect(getComputedStyle(status).color).toBe('var(--mui-palette-error-main)');
    const pending = within(grid).getByText('Customer ID document').closest('tr')!;
    expect(getComputedStyle(within(pending).getByText('Pending')).fontWeight).not.toBe('700');
  });

  it('says Yes for a validated document and marks the active version', async () => {
    serve();
    await show('/profiles/documents?profile=1');
    const row = within(await table())
      .getByText('kbk.pdf')
      .closest('tr')!;
    expect(within(row).getByText('Yes')).toBeInTheDocument();
    expect(within(row).getByText('Validated')).toBeInTheDocument();
    expect(within(row).getByText('active')).toBeInTheDocument();
  });

  it('opens the file in a new tab from View', async () => {
    serve();
    await show('/profiles/documents?profile=1');
    await table();
    const view = screen.getByRole('link', { name: 'View kbk.pdf' });
    expect(view).toHaveAttribute('href', '/api/v1/documents/11/abc/kbk.pdf');
    expect(view).toHaveAttribute('target', '_blank');
    expect(view).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('at 375 px each document is a card: its type, Validated, status, date, file name and View', async () => {
    setViewportWidth(375);
    serve();
    await show('/profiles/documents?profile=5');
    const cards = await screen.findAllByTestId('list-card');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(cards.map((card) => within(card).getByTestId('card-key').textContent)).toEqual([
      'Proof of address',
      'Customer ID document',
    ]);
    expect(cards[0]).toHaveTextContent('Validated: No');
    expect(cards[0]).toHaveTextContent('Status: Rejected');
    expect(cards[0]).toHaveTextContent(`Submitted: ${formatDateTime('2026-03-05T09:07:02')}`);
    expect(cards[0]).toHaveTextContent('File Name: bill.pdf');
    expect(within(cards[0]).getByRole('link', { name: /bill\.pdf/ })).toHaveAttribute('target', '_blank');
  });

  it('shows Exit only when opened from the edit screen, and Exit goes back', async () => {
    serve();
    const first = await show('/profiles/documents?profile=1');
    await table();
    expect(screen.queryByRole('button', { name: 'Exit' })).not.toBeInTheDocument();
    first.router.dispose();
    document.body.innerHTML = '';

    const { user } = await show('/profiles/documents?profile=1', { fromEdit: true });
    await user.click(await screen.findByRole('button', { name: 'Exit' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/start');
  });

  it('says "No documents yet" for an end user without documents', async () => {
    serve();
    await show('/profiles/documents?profile=9');
    expect(await screen.findByText('No documents yet')).toBeInTheDocument();
  });

  it('shows the error view when the documents fail to load, and loads again on retry', async () => {
    let calls = 0;
    serve(() => (++calls === 1 ? HttpResponse.json({}, { status: 500 }) : undefined));
    const { user } = await show('/profiles/documents?profile=1');
    expect(await screen.findByText('Server-side error occurred.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(within(await table()).getByText('kbk.pdf')).toBeInTheDocument();
  });
});
