import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { useBarScrollPadding } from '@/src/layout/useBarScrollPadding';

/** jsdom lays nothing out: the bar's box and each control's are given. */
function box(element: Element, top: number, height: number) {
  vi.spyOn(element, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, top, 300, height));
}

function Page() {
  const bar = useBarScrollPadding();
  return (
    <>
      <header ref={bar}>
        <button type="button">Open menu</button>
      </header>
      <input aria-label="Mobile phone" />
      <input aria-label="Email" />
    </>
  );
}

describe('the sticky bar (WCAG 2.4.11)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.documentElement.style.removeProperty('scroll-padding-top');
  });

  it('gives the page its height as scroll padding, and brings a focused control it covers below it', () => {
    let resized = () => {};
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          resized = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    render(<Page />);
    const bar = document.querySelector('header')!;
    box(bar, 0, 96);
    resized();
    expect(document.documentElement.style.scrollPaddingTop).toBe('96px');

    const covered = screen.getByRole('textbox', { name: 'Mobile phone' });
    const shown = screen.getByRole('textbox', { name: 'Email' });
    const inBar = screen.getByRole('button', { name: 'Open menu' });
    box(covered, 68, 40);
    box(shown, 200, 40);
    box(inBar, 20, 40);
    for (const element of [covered, shown, inBar]) element.scrollIntoView = vi.fn();

    covered.focus();
    expect(covered.scrollIntoView).toHaveBeenCalledWith({ block: 'nearest' });
    shown.focus();
    inBar.focus();
    expect(shown.scrollIntoView).not.toHaveBeenCalled();
    expect(inBar.scrollIntoView).not.toHaveBeenCalled();
  });
});
