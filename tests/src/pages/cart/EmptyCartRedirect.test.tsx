/**
 * Issue 36 item 3: the empty cart's countdown reaches a screen reader once, not every second (spec part 1 section 2:
 * "An empty cart shows a 3-second countdown, then redirects to /").
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderScreen } from '@/tests/support/render';
import EmptyCartRedirect from '@/src/pages/cart/EmptyCartRedirect';

const LIVE = '[aria-live], [role="status"], [role="alert"], [role="log"]';
const liveTexts = (root: HTMLElement) => [...root.querySelectorAll(LIVE)].map((region) => region.textContent ?? '');

describe('EmptyCartRedirect', () => {
  it('tells the countdown in a live region once, and keeps the ticking seconds out of it', async () => {
    const { container } = renderScreen(<EmptyCartRedirect />, { url: '/cart/checkout' });
    expect(screen.getByText('Your cart is empty. Redirecting in 3…')).toBeInTheDocument();
    await waitFor(() => expect(liveTexts(container).join(' ')).toMatch(/Your cart is empty\..*3/));
    const announced = liveTexts(container);
    // One second on the screen shows 2; what the live regions say has not changed.
    expect(await screen.findByText('Your cart is empty. Redirecting in 2…', {}, { timeout: 1500 })).toBeInTheDocument();
    expect(liveTexts(container)).toEqual(announced);
  });
});
