import type { ReactNode } from 'react';
import { Button, CircularProgress } from '@mui/material';

interface Props {
  pending: boolean;
  /** Disabled for another reason than a running request (e.g. nothing changed): no spinner. */
  disabled?: boolean;
  children: ReactNode;
  /** Read out while pending (the spinner is otherwise hidden from screen readers). */
  pendingLabel?: string;
}

/** A form's submit button: disabled with a spinner while the request runs (no double submit). */
export function SubmitButton({ pending, disabled = false, children, pendingLabel }: Props) {
  const spinner = pendingLabel ? (
    <CircularProgress size={16} color="inherit" aria-label={pendingLabel} />
  ) : (
    <CircularProgress size={16} color="inherit" aria-hidden />
  );
  return (
    <Button type="submit" variant="contained" disabled={pending || disabled} startIcon={pending ? spinner : null}>
      {children}
    </Button>
  );
}
