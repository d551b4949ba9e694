import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderScreen } from '@/tests/support/render';
import ServerErrorPage from '@/src/pages/system/ServerErrorPage';
import * as reporting from '@/src/system/reporting';
import * as browser from '@/src/components/browser';

// Spied exports rather than mocked modules: the file shares the dom project's modules (vitest.config.ts).
beforeEach(() => {
  vi.spyOn(reporting, 'reportError').mockImplementation(() => undefined);
  vi.spyOn(browser, 'reloadPage').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

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
    expect(browser.reloadPage).toHaveBeenCalled();
    expect(reporting.reportError).toHaveBeenCalledWith(error, { componentStack: 'at Screen' });
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
