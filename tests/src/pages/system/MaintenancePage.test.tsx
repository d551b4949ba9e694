import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderScreen } from '@/tests/support/render';
import MaintenancePage from '@/src/pages/system/MaintenancePage';

describe('maintenance page', () => {
  it('heading, exact document title, contact link and progress while checking', () => {
    document.title = 'Dashboard | Customer Portal';
    const { unmount } = renderScreen(<MaintenancePage checking gaveUp={false} onRetry={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 1, name: "We'll be back soon!" })).toBeInTheDocument();
    expect(document.title).toBe('Site Maintenance');
    expect(screen.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', 'mailto:support@example.com');
    expect(screen.getByRole('progressbar', { name: 'Checking whether the portal is back…' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    unmount();
    expect(document.title).toBe('Dashboard | Customer Portal');
  });

  it('after the retries ran out, Try again starts over', () => {
    const onRetry = vi.fn();
    renderScreen(<MaintenancePage checking={false} gaveUp onRetry={onRetry} />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText('The portal is still unavailable.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
