/**
 * What a failed contact save shows: field errors (level, contactType, email...) come back on the
 * fields through react-admin; any other failure is "Server-side error occurred." (spec part 2 section 8).
 */
import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { ApiError } from '@/providers/http';

export function useContactSaveError() {
  const notify = useNotify();
  return useCallback(
    (error: unknown) => {
      const hasFieldErrors = error instanceof ApiError && Object.keys(error.body.errors).length > 0;
      if (!hasFieldErrors) notify('common.errors.serverSide', { type: 'error' });
    },
    [notify],
  );
}
