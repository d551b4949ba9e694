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

const POPUP = '[role="dialog"], [role="menu"], [role="listbox"]';

let lastPath: string | undefined;
/** The user's key and pointer presses so far: none yet is the app's first load. */
let interactions = 0;
/**
 * The address bar's path at the user's last press. The router renders a new route in a transition, which may commit
 * after the user's next press (Ctrl+K while the page loads): a press made on the new path is the user's own move,
 * whenever the route renders.
 */
let pathAtLastInteraction: string | undefined;

function noteInteraction() {
  interactions += 1;
  pathAtLastInteraction = window.location.pathname;
}

/** For the tests: the app as just loaded. */
export function resetHeadingFocus(): void {
  lastPath = undefined;
  interactions = 0;
  pathAtLastInteraction = undefined;
}

function pageHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main h1');
}

/** Focus is on the new page's content, put there by the page: it stays. */
function claimed(before: Element | null): boolean {
  const active = document.activeElement;
  if (!active || active === document.body || active === before || !active.isConnected) return false;
  return active.closest('main') !== null && active.tagName !== 'MAIN';
}

export function useHeadingFocusOnRouteChange(): void {
  const { pathname } = useLocation();

  useEffect(() => {
    document.addEventListener('keydown', noteInteraction, true);
    document.addEventListener('pointerdown', noteInteraction, true);
    return () => {
      document.removeEventListener('keydown', noteInteraction, true);
      document.removeEventListener('pointerdown', noteInteraction, true);
    };
  }, []);

  useEffect(() => {
    const from = lastPath;
    lastPath = pathname;
    if (from === undefined || from === pathname || interactions === 0) return undefined;
    const before = document.activeElement;
    const focusHeading = (): boolean => {
      if (pathAtLastInteraction === pathname) return true;
      const heading = pageHeading();
      if (!heading) return false;
      // A dialog or menu holds the focus (a closing one keeps it until it is gone, an open one is the user's): wait.
      if (document.activeElement?.closest(POPUP)) return false;
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
    }
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [pathname]);
}
