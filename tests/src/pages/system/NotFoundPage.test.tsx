import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderScreen } from '@/tests/support/render';
import NotFoundPage from '@/src/pages/system/NotFoundPage';

const home = <p>Home</p>;

describe('not found page', () => {
  it('title, document title and HOME PAGE to /', () => {
    renderScreen(<NotFoundPage />, { url: '/no/such/page', routes: { '/': home } });
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(document.title).toBe('Page Not Found | Customer Portal');
    fireEvent.click(screen.getByRole('link', { name: 'HOME PAGE' }));
    expect(screen.getByText('Home')).toBeInTheDocument();
  });
});
