/**
 * A generated form's save that failed: field errors go back to their fields (react-admin does that); any other failure
 * says "Server-side error occurred." (the catalogue), or the network message when the server was not reached, and the
 * form keeps what was typed.
 */
import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { ApiError } from '@/providers/http';

export function useSaveFailure() {
  const notify = useNotify();
  return useCallback(
    (error: unknown) => {
      const fieldErrors = error instanceof ApiError && Object.keys(error.body.errors).length > 0;
      if (fieldErrors) return;
      notify(error instanceof ApiError && error.status === 0 ? 'common.errors.network' : 'common.errors.serverSide', {
        type: 'error',
      });
    },
    [notify],
  );
}
