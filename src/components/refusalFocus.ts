/**
 * The focus after a server refusal (issue 36), for the forms that keep their own state rather than react-admin's
 * <Form> (those call `useServerErrorFocus`): the end-user editor and the login page. Kept apart from react-hook-form,
 * which the sign-in page's first load has no use for.
 */
import { useEffect, useRef } from 'react';

/** Of these elements, the first in the page's order: the one a reader meets first. */
export function firstInPageOrder<T extends Element>(elements: readonly (T | null | undefined)[]): T | undefined {
  const present = elements.filter((element): element is T => Boolean(element));
  present.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  return present[0];
}

/**
 * Brings an input in error to the middle of the window before it takes the focus: at the window's edge, where
 * focusing would scroll it, the sticky top bar would hide it (WCAG 2.4.11).
 */
export function scrollToMiddle(element: Element): void {
  element.scrollIntoView?.({ block: 'center' });
}

/** Focuses an input in error, in the middle of the window. */
export function focusInView(element: HTMLElement | undefined): void {
  if (!element) return;
  scrollToMiddle(element);
  element.focus({ preventScroll: true });
}

/**
 * Each new `refusal` (a new value: the error, an object per refusal) focuses the first of `fieldsInError()` (its
 * inputs in error, whose messages they name in aria-describedby) in the page's order, once the refusal's messages are rendered and, while
 * `ready` is false (a save still running with its fields disabled), as soon as it is true.
 */
export function useRefusalFocus(refusal: unknown, fieldsInError: () => (HTMLElement | null)[], ready = true): void {
  const handled = useRef<unknown>(undefined);
  useEffect(() => {
    if (!refusal || !ready || handled.current === refusal) return;
    handled.current = refusal;
    focusInView(firstInPageOrder(fieldsInError()));
  });
}
