/** Shared error views: the generic load-error view (with retry) and the general-errors list of a form. */
import type { ReactNode } from 'react';
import { Alert, AlertTitle, Box, Button, List, ListItem } from '@mui/material';
import { useTranslate } from 'ra-core';
import { ApiError } from '@/providers/http';

/** The message key that fits a failed load: network, server-side (5xx) or generic. */
export function loadErrorKey(error: unknown): string {
  if (error instanceof ApiError && error.status === 0) return 'common.errors.network';
  if (error instanceof ApiError && error.status >= 500) return 'common.errors.serverSide';
  return 'common.errors.generic';
}

/** An error alert with a "Try again" button: every retryable failure looks the same. */
export function RetryAlert({
  onRetry,
  children,
  retryLabel,
}: {
  onRetry: () => void;
  children: ReactNode;
  retryLabel?: string;
}) {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {retryLabel ?? translate('common.actions.retry')}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}

interface LoadErrorProps {
  error?: unknown;
  onRetry: () => void;
}

/** "Data load failure -> generic error view": what failed, and a way to try again. */
export function LoadError({ error, onRetry }: LoadErrorProps) {
  const translate = useTranslate();
  const key = loadErrorKey(error);
  return (
    <Box sx={{ p: 2 }}>
      <RetryAlert onRetry={onRetry}>
        <AlertTitle>{translate('common.errors.generic')}</AlertTitle>
        {key === 'common.errors.generic' ? null : translate(key)}
      </RetryAlert>
    </Box>
  );
}

/** General errors of a form (`__all__`, `non_field_errors`) as a red alert list, under `title` if given; nothing when empty. */
export function FormErrorList({ errors, title }: { errors: string[]; title?: string }) {
  if (errors.length === 0) return null;
  return (
    <Alert severity="error" role="alert" sx={{ mb: 2 }}>
      {title}
      {errors.length === 1 && !title ? (
        errors[0]
      ) : (
        <List dense disablePadding>
          {errors.map((message) => (
            <ListItem key={message} disableGutters sx={{ display: 'list-item', listStyle: 'disc', ml: 2 }}>
              {message}
            </ListItem>
          ))}
        </List>
      )}
    </Alert>
  );
}

/** The general messages of a DRF error body (`non_field_errors`, `__all__`). */
export function generalErrors(error: unknown): string[] {
  if (!(error instanceof ApiError) || !error.data) return [];
  const messages = [error.data.non_field_errors, error.data.__all__].flatMap((value) =>
    Array.isArray(value) ? value : typeof value === 'string' ? [value] : [],
  );
  return messages.filter((message): message is string => typeof message === 'string');
}
