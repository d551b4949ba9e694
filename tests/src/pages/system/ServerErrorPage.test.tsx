import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderScreen } from '@/tests/support/render';
import ServerErrorPage from '@/src/pages/system/ServerErrorPage';
import { reportError } from '@/src/system/reporting';
import { reloadPage } from '@/src/components/browser';

vi.mock('@/src/system/reporting', () => ({ reportError: vi.fn(), reportInfo: vi.fn() }));
vi.mock('@/src/components/browser', () => ({ assignLocation: vi.fn(), reloadPage: vi.fn() }));

describe('server error page', () => {
  it('says the fault is ours, offers Refresh, HOME PAGE and support, and reports', () => {
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

  it('resets the error boundary when the user navigates away', () => {
    const reset = vi.fn();
    renderScreen(<ServerErrorPage error={new Error('x')} resetErrorBoundary={reset} />, {
      url: '/x',
      routes: { '/': <ServerErrorPage error={new Error('x')} resetErrorBoundary={reset} /> },
    });
    fireEvent.click(screen.getByRole('link', { name: 'HOME PAGE' }));
    expect(reset).toHaveBeenCalled();
  });
});
