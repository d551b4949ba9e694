import { useCallback } from 'react';

/** A control above the page's layers (a menu, a dialog, the drawer) is never under the bar. */
const ABOVE_THE_BAR = '.MuiModal-root, .MuiPopper-root';

/**
 * The sticky bar's height as the page's `scroll-padding-top`: a control that takes the focus (Tab, a form's first
 * field in error) or a link's target is scrolled into view below the bar, never under it (WCAG 2.4.11). The bar's
 * height changes with the width (one row or two, the balance's row on a phone), hence an observer; a callback ref, as
 * the bar is another element on each side of the phone's breakpoint. Firefox does not scroll a focused control that
 * is partly in view, even under the bar: one that the bar covers is brought below it.
 */
export function useBarScrollPadding() {
  return useCallback((bar: HTMLElement | null) => {
    if (!bar || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.scrollPaddingTop = `${bar.getBoundingClientRect().height}px`;
    });
    observer.observe(bar);
    const uncover = (event: FocusEvent) => {
      const control = event.target;
      if (!(control instanceof Element) || bar.contains(control) || control.closest(ABOVE_THE_BAR)) return;
      if (control.getBoundingClientRect().top < bar.getBoundingClientRect().bottom) {
        control.scrollIntoView({ block: 'nearest' });
      }
    };
    document.addEventListener('focusin', uncover);
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', uncover);
      root.style.removeProperty('scroll-padding-top');
    };
  }, []);
}
