import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { api, server } from '@/tests/support/msw';
import { renderScreen } from '@/tests/support/render';
import PortalLayout from '@/src/layout/PortalLayout';
import PortalNotification from '@/src/layout/PortalNotification';
import * as browser from '@/src/components/browser';
import * as versionCheck from '@/src/system/useVersionCheck';
import { demoMe, serveAccount, supportMe } from '@/tests/support/shellFixtures';
import { resumeRequests } from '@/providers/http';
import { NotificationProbe } from '@/tests/support/NotificationProbe';
import { toastTexts, toasts } from '@/tests/support/toasts';

// Spied exports rather than mocked modules: the file shares the dom project's modules (vitest.config.ts).
const assignLocation = vi.spyOn(browser, 'assignLocation');
const reloadPage = vi.spyOn(browser, 'reloadPage');
const useVersionCheck = vi.spyOn(versionCheck, 'useVersionCheck');
afterAll(() => vi.restoreAllMocks());

const layout = (content = <p>Page content</p>) => (
  <>
    <PortalLayout>{content}</PortalLayout>
    <PortalNotification />
  </>
);

describe('portal layout', () => {
  beforeEach(() => {
    // A release holds requests until the page unloads, which a test's page never does.
    resumeRequests();
    assignLocation.mockReset().mockImplementation(() => undefined);
    reloadPage.mockReset().mockImplementation(() => undefined);
    useVersionCheck.mockReturnValue({ outdated: false });
  });

  it('has a skip link to the main content, the content and the footer', async () => {
    serveAccount({ me: demoMe });
    renderScreen(layout());
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveTextContent('Page content');
    fireEvent.click(skip);
    expect(screen.getByRole('main')).toHaveFocus();

    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('Copyright © 2024 Customer Portal. All rights reserved.');
    expect(footer).toHaveTextContent('Sitemap');
    expect(footer).toHaveTextContent('v2025.09.02');
    const privacy = screen.getByRole('link', { name: /^Privacy and GDPR policy/ });
    expect(privacy).toHaveAttribute('href', '/privacy-policy.pdf');
    expect(privacy).toHaveAttribute('target', '_blank');
    expect(privacy).toHaveAttribute('rel', 'noopener noreferrer');
    await screen.findByRole('link', { name: 'demo' });
    expect(screen.queryByText(/working on behalf/)).not.toBeInTheDocument();
  });

  it('shows the hijack banner and releases the session to the answered location', async () => {
    serveAccount({ me: supportMe });
    server.use(http.post(api('user/release-hijack'), () => HttpResponse.json({ location: '/login' })));
    document.cookie = 'token=support-token; path=/';
    const { queryClient, store } = renderScreen(layout());
    store.setItem('numbers.listParams', { filter: { did: '3225' } });

    expect(await screen.findByText('You are currently working on behalf of demo')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Release' }));
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith('/login'));
    expect(document.cookie).not.toContain('token=support-token');
    expect(queryClient.getQueryData(['customer/me'])).toBeUndefined();
    expect(store.getItem('numbers.listParams')).toBeUndefined();
  });

  it.each(['//evil.example/x', '/\t/evil.example', 'javascript:alert(1)'])(
    'never follows a release location to another site (%j): it goes to /',
    async (location) => {
      serveAccount({ me: supportMe });
      server.use(http.post(api('user/release-hijack'), () => HttpResponse.json({ location })));
      renderScreen(layout());
      await userEvent.click(await screen.findByRole('button', { name: 'Release' }));
      await waitFor(() => expect(assignLocation).toHaveBeenCalledWith('/'));
    },
  );

  it('shows "Error occurred." when the release fails, and stays', async () => {
    serveAccount({ me: supportMe });
    server.use(http.post(api('user/release-hijack'), () => HttpResponse.json({}, { status: 500 })));
    renderScreen(layout());
    await userEvent.click(await screen.findByRole('button', { name: 'Release' }));
    const toast = await screen.findByText('Error occurred.');
    expect(toast.closest('.MuiSnackbar-root')).toHaveClass('MuiSnackbar-anchorOriginBottomRight');
    expect(assignLocation).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Release' })).toBeEnabled();
  });

  // Spec part 1 sections 4 and 9: auth toasts close after 2.5 s.
  it("closes the failed release's toast after 2.5 s, as the other auth toasts", async () => {
    serveAccount({ me: supportMe });
    server.use(http.post(api('user/release-hijack'), () => HttpResponse.json({}, { status: 500 })));
    renderScreen(
      <>
        {layout()}
        <NotificationProbe />
      </>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Release' }));
    await waitFor(() => expect(toastTexts()).toEqual(['Error occurred.']));
    expect(toasts()[0].dataset.duration).toBe('2500');
  });

  it('shows the scroll-to-top button only past 300 px', async () => {
    serveAccount({ me: demoMe });
    renderScreen(layout());
    const scrollTo = vi.fn();
    window.scrollTo = scrollTo as typeof window.scrollTo;
    const scroll = (y: number) =>
      act(() => {
        Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
        window.dispatchEvent(new Event('scroll'));
      });

    scroll(300);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
    scroll(301);
    const button = await screen.findByRole('button', { name: 'Scroll to top' });
    fireEvent.click(button);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    scroll(0);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument());
  });

  it('asks to refresh when a new version is deployed', async () => {
    serveAccount({ me: demoMe });
    useVersionCheck.mockReturnValue({ outdated: true });
    renderScreen(layout());
    const dialog = await screen.findByRole('dialog', { name: 'New version of application is available!' });
    expect(dialog).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(reloadPage).toHaveBeenCalled();
  });

  it('shows no version modal while the running version is current (or the check failed)', async () => {
    serveAccount({ me: demoMe });
    renderScreen(layout());
    await screen.findByRole('link', { name: 'demo' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the bar when a screen crashes, with the server error page inside', async () => {
    serveAccount({ me: demoMe });
    const Crash = () => {
      throw new Error('boom');
    };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderScreen(layout(<Crash />));
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Customer Portal' })).toBeInTheDocument();
    vi.mocked(console.error).mockRestore();
  });
});
