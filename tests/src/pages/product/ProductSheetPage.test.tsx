/** The product sheets page (issue 14 item 4; spec part 2 sections 2, 3 and 9) with every state. */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { api, server } from '@/tests/support/msw';
import { renderScreen } from '@/tests/support/render';
import { setToken } from '@/providers/http';
import { setViewportWidth } from '@/tests/support/shellFixtures';
import ProductSheetPage from '@/src/pages/product/ProductSheetPage';

beforeEach(() => {
  setToken('session');
  setViewportWidth(1366);
});

const SHEETS = [
  {
    description: 'Geographic numbers',
    location: '/api/v1/files/product/geographic-view.pdf',
    pdf_location: '/api/v1/files/product/geographic.pdf',
    csv_location: '/api/v1/files/product/geographic.csv',
  },
];

describe('product sheets', () => {
  beforeEach(() => server.use(http.get(api('customer/product/product-sheet'), () => HttpResponse.json(SHEETS))));

  it('shows each sheet in a viewer 1000 px high on a desk, with its PDF and CSV', async () => {
    renderScreen(<ProductSheetPage />, { url: '/product/product-sheet' });
    const viewer = await screen.findByTitle('Product sheet: Geographic numbers');
    expect(viewer.tagName).toBe('IFRAME');
    expect(getComputedStyle(viewer).height).toBe('1000px');
    // The frame is the portal's viewer page, which declares the sheet's language (WCAG 3.1.1, issue 36) and embeds it.
    const src = new URL(viewer.getAttribute('src') ?? '', window.location.href);
    expect(src.pathname).toBe('/document-viewer.html');
    expect(src.searchParams.get('lang')).toBe('en');
    expect(src.searchParams.get('file')).toBe(new URL(SHEETS[0].location, window.location.href).href);
    expect(screen.getByRole('link', { name: 'PDF of Geographic numbers' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CSV of Geographic numbers' })).toBeInTheDocument();
  });

  it('below md a link opens the sheet instead of the viewer', async () => {
    setViewportWidth(375);
    renderScreen(<ProductSheetPage />, { url: '/product/product-sheet' });
    expect(await screen.findByRole('link', { name: 'Open Geographic numbers (PDF)' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(screen.queryByTitle('Product sheet: Geographic numbers')).not.toBeInTheDocument();
  });

  it('a failed load shows the error view with Try again', async () => {
    server.use(http.get(api('customer/product/product-sheet'), () => HttpResponse.json({}, { status: 500 })));
    renderScreen(<ProductSheetPage />, { url: '/product/product-sheet' });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
