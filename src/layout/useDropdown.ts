import { useCallback, useEffect, useRef, useState } from 'react';
import { DROPDOWN_CLOSE_DELAY_MS } from '@/src/config';

/**
 * Open state of a navigation dropdown: opens at once (hover, click, keyboard) and, when the
 * pointer leaves, closes after the spec's delay unless the pointer comes back first.
 */
export function useDropdown(isPointerInside: () => boolean = () => false) {
  const [open, setOpen] = useState(false);
  const [focusFirst, setFocusFirst] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancelClose = useCallback(() => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  const openMenu = useCallback(
    (focus = false) => {
      cancelClose();
      setFocusFirst(focus);
      setOpen(true);
    },
    [cancelClose],
  );

  const close = useCallback(() => {
    cancelClose();
    setOpen(false);
  }, [cancelClose]);

  const scheduleClose = useCallback(() => {
    cancelClose();
    timer.current = setTimeout(() => {
      timer.current = undefined;
      // A layout shift can report a leave while the pointer is still on the section or its menu.
      if (!isPointerInside()) setOpen(false);
    }, DROPDOWN_CLOSE_DELAY_MS);
  }, [cancelClose, isPointerInside]);

  useEffect(() => cancelClose, [cancelClose]);

  return { open, focusFirst, openMenu, close, scheduleClose, cancelClose };
}
