/** The terms and conditions page (issue 14 item 4; spec part 2 sections 2, 3 and 9). */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { api, server } from '@/tests/support/msw';
import { renderScreen } from '@/tests/support/render';
import { setToken } from '@/providers/http';
import TermsPage from '@/src/pages/product/TermsPage';

beforeEach(() => setToken('session'));

describe('terms and conditions', () => {
  it('lists each document with its PDF link; a location that is no web address gets no link', async () => {
    server.use(
      http.get(api('customer/product/terms-and-conditions'), () =>
        HttpResponse.json([
          { description: 'General terms', pdf_location: '/api/v1/files/product/terms.pdf' },
          { description: 'Odd', pdf_location: 'javascript:alert(1)' },
        ]),
      ),
    );
    renderScreen(<TermsPage />, { url: '/product/terms-and-conditions' });
    expect(await screen.findByRole('link', { name: 'PDF of General terms' })).toHaveAttribute('target', '_blank');
    expect(screen.getByText('Odd')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'PDF of Odd' })).not.toBeInTheDocument();
  });
});
