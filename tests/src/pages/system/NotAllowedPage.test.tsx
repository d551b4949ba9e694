import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderScreen } from '@/tests/support/render';
import NotAllowedPage from '@/src/pages/system/NotAllowedPage';

describe('not allowed page', () => {
  it('says so and links to the dashboard', () => {
    renderScreen(<NotAllowedPage />, { url: '/billing/balance' });
    expect(screen.getByText('This page is not available for your account.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/');
  });
});
