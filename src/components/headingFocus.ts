/**
 * Focus after a route change (issue 36): the new page's heading (its h1, focusable with tabIndex -1) takes the focus,
 * so a keyboard or screen-reader user starts on the new page rather than on `<body>`. Not on the app's first load (the
 * redirects it makes before the user did anything), not when only the URL's query changes (a list's filters or page),
 * and not when the new page put the focus in its own content (a field it focuses), nor after the user moved it.
 * Used by both frames (the signed-in layout and the public pages), so that signing in lands on the dashboard's heading.
 * No react-admin import here: the public pages' bundle is budgeted.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a page may take to show its heading (its data loading) before the focus is left where it is. */
const WAIT_MS = 10_000;

let lastPath: string | undefined;
let interacted = false;

function noteInteraction() {
  interacted = true;
}

/** For the tests: the app as just loaded. */
export function resetHeadingFocus(): void {
  lastPath = undefined;
  interacted = false;
}

function pageHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main h1');
}

/** Focus is on the new page's content, put there by the page or the user: it stays. */
function claimed(before: Element | null): boolean {
  const active = document.activeElement;
  if (!active || active === document.body || active === before || !active.isConnected) return false;
  // A menu, dialog or list box the user opened in the meantime keeps it.
  if (active.closest('[role="menu"], [role="dialog"], [role="listbox"]')) return true;
  return active.closest('main') !== null && active.tagName !== 'MAIN';
}

export function useHeadingFocusOnRouteChange(): void {
  const { pathname } = useLocation();

  useEffect(() => {
    // The user's first key or pointer press ends the app's first load.
    document.addEventListener('keydown', noteInteraction, { capture: true, once: true });
    document.addEventListener('pointerdown', noteInteraction, { capture: true, once: true });
  }, []);

  useEffect(() => {
    const from = lastPath;
    lastPath = pathname;
    if (from === undefined || from === pathname || !interacted) return undefined;
    const before = document.activeElement;
    const focusHeading = (): boolean => {
      const heading = pageHeading();
      if (!heading) return false;
      if (!claimed(before)) heading.focus({ preventScroll: true });
      return true;
    };
    if (focusHeading()) return undefined;
    // The heading comes with the page's data: wait for it, unless the user acts first.
    const observer = new MutationObserver(() => {
      if (focusHeading()) stop();
    });
    const timer = window.setTimeout(() => stop(), WAIT_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
      document.removeEventListener('keydown', stop, true);
      document.removeEventListener('pointerdown', stop, true);
    }
    observer.observe(document.body, { childList: true, subtree: true });
    document.addEventListener('keydown', stop, true);
    document.addEventListener('pointerdown', stop, true);
    return stop;
  }, [pathname]);
}
