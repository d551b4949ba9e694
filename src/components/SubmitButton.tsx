import type { MouseEvent, ReactNode } from 'react';
import { Button, CircularProgress } from '@mui/material';

interface Props {
  pending: boolean;
  /** Disabled for another reason than a running request (e.g. nothing changed): no spinner. */
  disabled?: boolean;
  children: ReactNode;
  /** Read out while pending (the spinner is otherwise hidden from screen readers). */
  pendingLabel?: string;
}

/**
 * A disabled button that keeps its focus (issue 36): a pressed button that turns disabled while its request runs, or
 * once there is nothing left to save, would drop a keyboard user's focus to the page. It looks disabled (MUI's class),
 * says so (aria-disabled) and ignores presses (the click's default, a form's submit, is prevented), but stays focused.
 */
export function disabledKeepingFocus(disabled: boolean) {
  return {
    className: disabled ? 'Mui-disabled' : undefined,
    'aria-disabled': disabled || undefined,
    onClickCapture: (event: MouseEvent) => {
      if (!disabled) return;
      event.preventDefault();
      event.stopPropagation();
    },
  };
}

/** A form's submit button: disabled with a spinner while the request runs (no double submit). */
export function SubmitButton({ pending, disabled = false, children, pendingLabel }: Props) {
  const spinner = pendingLabel ? (
    <CircularProgress size={16} color="inherit" aria-label={pendingLabel} />
  ) : (
    <CircularProgress size={16} color="inherit" aria-hidden />
  );
  return (
    <Button
      type="submit"
      variant="contained"
      startIcon={pending ? spinner : null}
      {...disabledKeepingFocus(pending || disabled)}
    >
      {children}
    </Button>
  );
}
