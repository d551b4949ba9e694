/** /billing/invoices and the details (issue 12; spec part 2 sections 2, 3, 7 and 9). */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { api, server } from '@/tests/support/msw';
import { renderScreen } from '@/tests/support/render';
import { setToken } from '@/providers/http';
import { routeScreen } from '@/tests/support/routeScreen';
import { PATHS } from '@/src/paths';
import { setViewportWidth } from '@/tests/support/shellFixtures';
import { steerableClock } from '@/tests/support/clock';

const INVOICE = {
  uuid: 'c0ffee00-0000-4000-8000-000000000001',
  reference_number: 'INV-202603-0001',
  date_created: '2026-03-05',
  date_due: '2026-03-19',
  period_start: '2026-02-01',
  period_end: '2026-02-28',
  total: '1437.78',
  traffic: '22.88',
  numbers: '1414.90',
  pdf_location: '/api/v1/invoices/1/9999999999/abc/INV-202603-0001.pdf',
};
const ME = {
  login: 'demo',
  customer_type: 1,
  payment_model: 'capacity',
  is_hijacked: false,
  company_name: 'Demo',
  currency: 'EUR',
};

let queries: URLSearchParams[] = [];
beforeEach(() => {
  setToken('session');
  setViewportWidth(1366);
  queries = [];
  server.use(
    http.get(api('customer/me'), () => HttpResponse.json(ME)),
    http.get(api('customer/invoices'), ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json({ results: [INVOICE], count: 1 });
    }),
  );
});

describe('invoice list', () => {
  it("shows each invoice's ID (a link to its details), dates as 'd mmm yyyy', amounts in the currency, PDF and Details", async () => {
    renderScreen(routeScreen(PATHS.billing.invoices), { url: '/billing/invoices' });
    const row = (await screen.findByRole('link', { name: 'INV-202603-0001' })).closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: 'INV-202603-0001' })).toHaveAttribute(
      'href',
      `/billing/invoices/${INVOICE.uuid}/details`,
    );
    expect(row).toHaveTextContent('5 Mar 2026');
    expect(row).toHaveTextContent('19 Mar 2026');
    expect(row).toHaveTextContent('€1,437.78');
    expect(row).toHaveTextContent('€22.88');
    expect(row).toHaveTextContent('€1,414.90');
    const pdf = within(row).getByRole('link', { name: 'PDF of invoice INV-202603-0001 (opens in a new tab)' });
    expect(pdf).toHaveAttribute('target', '_blank');
    expect(pdf.getAttribute('href')).toMatch(/\/api\/v1\/invoices\/1\/.+\/INV-202603-0001\.pdf$/);
    expect(within(row).getByRole('link', { name: 'Details of invoice INV-202603-0001' })).toBeInTheDocument();
  });

  it('sends the filters under the API names, dates typed dd/mm/yyyy as YYYY-MM-DD', async () => {
    const user = userEvent.setup();
    renderScreen(routeScreen(PATHS.billing.invoices), { url: '/billing/invoices' });
    await screen.findByRole('link', { name: 'INV-202603-0001' });
    await user.type(screen.getByRole('textbox', { name: 'Invoice ID' }), '2026');
    await user.type(screen.getByRole('textbox', { name: 'Invoice date from' }), '01/03/2026');
    await user.type(screen.getByRole('textbox', { name: 'Due date to' }), '31/03/2026');
    await waitFor(
      () => {
        const last = queries[queries.length - 1];
        expect(last.get('reference_number')).toBe('2026');
        expect(last.get('date_from')).toBe('2026-03-01');
        expect(last.get('date_due_to')).toBe('2026-03-31');
      },
      { timeout: 10000 },
    );
  });

  it('says so on the field when a date is no day, and does not ask the API for it', async () => {
    const clock = steerableClock();
    const user = userEvent.setup({ advanceTimers: clock.advanceTimers });
    renderScreen(routeScreen(PATHS.billing.invoices), { url: '/billing/invoices' });
    await screen.findByRole('link', { name: 'INV-202603-0001' });
    await user.type(screen.getByRole('textbox', { name: 'Invoice date to' }), '30/02/2026');
    expect(await screen.findByText('Enter a date as dd/mm/yyyy')).toBeInTheDocument();
    // Well past the filters' 500 ms debounce.
    await clock.pass(2000);
    expect(queries.some((query) => query.has('date_to'))).toBe(false);
  });
});

describe('invoice details', () => {
  it('shows every field of the invoice and its PDF', async () => {
    server.use(http.get(api(`customer/invoices/${INVOICE.uuid}`), () => HttpResponse.json(INVOICE)));
    renderScreen(routeScreen(PATHS.billing.invoiceDetails), {
      url: `/billing/invoices/${INVOICE.uuid}/details`,
      path: '/billing/invoices/:uuid/details',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice details' })).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Invoice INV-202603-0001' });
    // The currency is customer/me's, which the portal has read before any screen shows.
    await waitFor(() => expect(card).toHaveTextContent('€1,437.78'));
    for (const text of [
      'INV-202603-0001',
      '5 Mar 2026',
      '19 Mar 2026',
      '1 Feb 2026 to 28 Feb 2026',
      '€1,414.90',
      '€22.88',
      '€1,437.78',
    ]) {
      expect(card).toHaveTextContent(text);
    }
    expect(
      within(card).getByRole('link', { name: 'PDF of invoice INV-202603-0001 (opens in a new tab)' }),
    ).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Back to invoices' })).toHaveAttribute('href', '/billing/invoices');
  });
});
