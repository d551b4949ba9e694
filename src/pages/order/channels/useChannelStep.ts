/**
 * One + or - press: the cart call, then (success or refusal) the cart and the rows are read again,
 * so the row and the bar's cart count always show the server's state. A refusal shows the
 * server's message (spec section 8), else "Error occurred.".
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { invalidateCart } from '../../../../providers/api/cart';
import { ApiError, fieldErrors, firstMessage } from '../../../../providers/http';

/** Cart toasts close after 5 s (spec section 9). */
export const CART_TOAST_MS = 5000;

/** The refusal's message: `detail` / `non_field_errors`, else the first field message (`{"did": [...]}`). */
export function refusalMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined;
  return firstMessage(error.data) ?? Object.values(fieldErrors(error.data))[0];
}

export function useChannelStep(refetch: () => unknown) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);

  const run = async (key: string, call: () => Promise<unknown>) => {
    setBusy(key);
    try {
      await call();
    } catch (error) {
      const message = refusalMessage(error);
      notify(message ?? 'common.errors.generic', {
        type: 'error',
        autoHideDuration: CART_TOAST_MS,
        messageArgs: message ? { _: message } : undefined,
      });
    } finally {
      await Promise.allSettled([invalidateCart(queryClient), refetch()]);
      setBusy(null);
    }
  };
  return { busy, run };
}
