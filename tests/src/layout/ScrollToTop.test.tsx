import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderScreen } from '@/tests/support/render';
import { ScrollToTop } from '@/src/layout/ScrollToTop';

const scrollTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });

describe('ScrollToTop', () => {
  afterEach(() => {
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    vi.restoreAllMocks();
  });

  it('shows once the page is scrolled past 300 px, and takes it back to the top', async () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderScreen(
      <main id="main" tabIndex={-1}>
        <ScrollToTop />
      </main>,
    );
    const name = 'Scroll to top';
    await scrollTo(300);
    expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    await scrollTo(301);
    fireEvent.click(await screen.findByRole('button', { name }));
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(document.activeElement).toBe(document.getElementById('main'));
    await scrollTo(0);
    await waitFor(() => expect(screen.queryByRole('button', { name })).not.toBeInTheDocument());
  });
});
