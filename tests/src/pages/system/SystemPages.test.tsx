import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderScreen } from '@/tests/support/render';
import NotFoundPage from '@/src/pages/system/NotFoundPage';
import ServerErrorPage from '@/src/pages/system/ServerErrorPage';
import MaintenancePage from '@/src/pages/system/MaintenancePage';
import LoadingScreen from '@/src/pages/system/LoadingScreen';
import LoadErrorScreen from '@/src/pages/system/LoadErrorScreen';
import NotAllowedPage from '@/src/pages/system/NotAllowedPage';
import { reportError } from '@/src/system/reporting';
import { reloadPage } from '@/src/components/browser';

vi.mock('@/src/system/reporting', () => ({ reportError: vi.fn(), reportInfo: vi.fn() }));
vi.mock('@/src/components/browser', () => ({ assignLocation: vi.fn(), reloadPage: vi.fn() }));

const home = <p>Home</p>;

describe('system pages', () => {
  it('not found: title, document title and HOME PAGE to /', () => {
    renderScreen(<NotFoundPage />, { url: '/no/such/page', routes: { '/': home } });
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(document.title).toBe('Page Not Found | Customer Portal');
    fireEvent.click(screen.getByRole('link', { name: 'HOME PAGE' }));
    expect(screen.getByText('Home')).toBeInTheDocument();
  });

  it('server error: says the fault is ours, offers Refresh, HOME PAGE and support, and reports', () => {
    const error = new Error('boom');
    renderScreen(<ServerErrorPage error={error} errorInfo={{ componentStack: 'at Screen' }} />, { url: '/x' });
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText(/The error is on our side/)).toBeInTheDocument();
    expect(screen.getByText(/Please refresh the page/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@example.com' })).toHaveAttribute(
      'href',
      'mailto:support@example.com',
    );
    expect(screen.getByRole('link', { name: 'HOME PAGE' })).toHaveAttribute('href', '/');
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(reloadPage).toHaveBeenCalled();
    expect(reportError).toHaveBeenCalledWith(error, { componentStack: 'at Screen' });
  });

  it('server error: resets the error boundary when the user navigates away', () => {
    const reset = vi.fn();
    renderScreen(<ServerErrorPage error={new Error('x')} resetErrorBoundary={reset} />, {
      url: '/x',
      routes: { '/': <ServerErrorPage error={new Error('x')} resetErrorBoundary={reset} /> },
    });
    fireEvent.click(screen.getByRole('link', { name: 'HOME PAGE' }));
    expect(reset).toHaveBeenCalled();
  });

  it('maintenance: heading, exact document title, contact link and progress while checking', () => {
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

  it('maintenance: after the retries ran out, Try again starts over', () => {
    const onRetry = vi.fn();
    renderScreen(<MaintenancePage checking={false} gaveUp onRetry={onRetry} />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText('The portal is still unavailable.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('loading: a spinner named Loading…', () => {
    renderScreen(<LoadingScreen />);
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
  });

  it('load error: explains and retries', () => {
    const onRetry = vi.fn();
    renderScreen(<LoadErrorScreen onRetry={onRetry} />);
    expect(screen.getByRole('heading', { name: 'The portal could not load your account data' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('not allowed: says so and links to the dashboard', () => {
    renderScreen(<NotAllowedPage />, { url: '/billing/balance' });
    expect(screen.getByText('This page is not available for your account.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/');
  });
});
