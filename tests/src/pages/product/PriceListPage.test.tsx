/** The price lists page (issue 14 item 4; spec part 2 sections 2, 3 and 9) with every state. */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { api, server } from '@/tests/support/msw';
import { renderScreen } from '@/tests/support/render';
import { setToken } from '@/providers/http';
import { setViewportWidth } from '@/tests/support/shellFixtures';
import PriceListPage from '@/src/pages/product/PriceListPage';

const PRICE_LISTS = [
  {
    description: 'Standard price list',
    tariff: 'Standard 2026',
    location: '/api/v1/customer/product/pricelist/standard/data',
    pdf_location: '/api/v1/files/product/standard.pdf',
    csv_location: '/api/v1/files/product/standard.csv',
    xlsx_location: '/api/v1/files/product/standard.xlsx',
  },
  {
    description: 'Wholesale price list',
    tariff: 'Wholesale 2026',
    location: '/api/v1/customer/product/pricelist/wholesale/data',
    pdf_location: '/api/v1/files/product/wholesale.pdf',
    csv_location: '/api/v1/files/product/wholesale.csv',
    xlsx_location: '/api/v1/files/product/wholesale.xlsx',
  },
];
const rows = (count: number, name: string) =>
  Array.from({ length: count }, (_, index) => ({
    destination: `${name} ${index + 1}`,
    prefix: `31${index + 1}`,
    rate: '0.0125',
    setup: '0.01',
  }));

beforeEach(() => {
  setToken('session');
  setViewportWidth(1366);
  server.use(
    http.get(api('customer/product/pricelist'), () => HttpResponse.json(PRICE_LISTS)),
    http.get(api('customer/product/pricelist/standard/data'), () =>
      HttpResponse.json({ currency: 'EUR', rows: [...rows(30, 'Netherlands'), ...rows(3, 'Belgium')] }),
    ),
    http.get(api('customer/product/pricelist/wholesale/data'), () =>
      HttpResponse.json({ currency: 'EUR', rows: rows(2, 'Wholesale') }),
    ),
  );
});

describe('price lists', () => {
  it('shows each price list with its PDF, CSV and XLSX, and the first tariff paginated by 20', async () => {
    renderScreen(<PriceListPage />, { url: '/product/pricelist' });
    const standard = await screen.findByRole('region', { name: 'Standard price list' });
    expect(within(standard).getByText('Tariff: Standard 2026')).toBeInTheDocument();
    expect(within(standard).getByRole('link', { name: 'PDF of Standard price list' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(within(standard).getByRole('link', { name: 'CSV of Standard price list' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/standard\.csv$/),
    );
    expect(within(standard).getByRole('link', { name: 'XLSX of Standard price list' })).toBeInTheDocument();
    const tariff = await screen.findByRole('region', { name: 'Tariff of Standard 2026' });
    await within(tariff).findByText('Netherlands 1');
    expect(within(tariff).getAllByRole('row')).toHaveLength(21);
    expect(within(tariff).getAllByText('€0.0125')[0]).toBeInTheDocument();
    expect(within(tariff).getAllByText('€0.01')[0]).toBeInTheDocument();
    // react-admin's wording, as every list (and translated: MUI's own label is English only).
    expect(within(tariff).getByText('1-20 of 33')).toBeInTheDocument();
  });

  it('searches destination or prefix after 500 ms, and shows another list on request', async () => {
    const user = userEvent.setup();
    const { router } = renderScreen(<PriceListPage />, { url: '/product/pricelist' });
    const tariff = await screen.findByRole('region', { name: 'Tariff of Standard 2026' });
    await within(tariff).findByText('Netherlands 1');
    await user.type(within(tariff).getByRole('searchbox', { name: 'Search destination or prefix' }), 'belgium');
    await waitFor(() => expect(within(tariff).getAllByRole('row')).toHaveLength(4));
    expect(router.state.location.search).toContain('q=belgium');
    const wholesale = screen.getByRole('region', { name: 'Wholesale price list' });
    await user.click(within(wholesale).getByRole('button', { name: 'Show tariff' }));
    expect(await screen.findByText('Wholesale 1')).toBeInTheDocument();
  });

  it('pages the tariff: next page, then 50 a page from the first, both in the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderScreen(<PriceListPage />, { url: '/product/pricelist' });
    const tariff = await screen.findByRole('region', { name: 'Tariff of Standard 2026' });
    await within(tariff).findByText('Netherlands 1');
    await user.click(within(tariff).getByRole('button', { name: 'Go to next page' }));
    expect(await within(tariff).findByText('21-33 of 33')).toBeInTheDocument();
    expect(within(tariff).getAllByRole('row')).toHaveLength(14);
    expect(router.state.location.search).toContain('page=1');
    await user.click(within(tariff).getByRole('combobox', { name: /Rows per page/ }));
    await user.click(screen.getByRole('option', { name: '50' }));
    expect(await within(tariff).findByText('1-33 of 33')).toBeInTheDocument();
    expect(within(tariff).getAllByRole('row')).toHaveLength(34);
    expect(router.state.location.search).toContain('perPage=50');
    expect(router.state.location.search).not.toContain('page=1');
  });

  it('a tariff that cannot be read says so with Try again; the list page stays', async () => {
    server.use(http.get(api('customer/product/pricelist/standard/data'), () => HttpResponse.json({}, { status: 500 })));
    renderScreen(<PriceListPage />, { url: '/product/pricelist' });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Standard price list' })).toBeInTheDocument();
  });

  it('no price lists: says so', async () => {
    server.use(http.get(api('customer/product/pricelist'), () => HttpResponse.json([])));
    renderScreen(<PriceListPage />, { url: '/product/pricelist' });
    expect(await screen.findByText('No price lists.')).toBeInTheDocument();
  });
});
