import { useCallback } from 'react';

/**
 * The sticky bar's height as the page's `scroll-padding-top`: a control that takes the focus (Tab, a form's first
 * field in error) or a link's target is scrolled into view below the bar, never under it (WCAG 2.4.11). The bar's
 * height changes with the width (one row or two, the balance's row on a phone), hence an observer; a callback ref, as
 * the bar is another element on each side of the phone's breakpoint.
 */
export function useBarScrollPadding() {
  return useCallback((bar: HTMLElement | null) => {
    if (!bar || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.scrollPaddingTop = `${bar.getBoundingClientRect().height}px`;
    });
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.style.removeProperty('scroll-padding-top');
    };
  }, []);
}
