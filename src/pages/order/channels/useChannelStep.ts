/**
 * One + or - press: the cart call, then (success or refusal) the cart and the rows are read again,
 * so the row and the bar's cart count always show the server's state. A refusal shows the
 * server's message (spec section 8), else "Error occurred.".
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { invalidateCart } from '@/providers/api/cart';
import { ApiError, fieldErrors, firstMessage } from '@/providers/http';
import { toastOf } from '@/src/config';

/** Cart toasts close after 5 s (spec section 9). */

/** The refusal's message: `detail` / `non_field_errors`, else the first field message (`{"did": [...]}`). */
export function refusalMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined;
  return firstMessage(error.data) ?? Object.values(fieldErrors(error.data))[0];
}

export function useChannelStep(refetch: () => unknown) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const step = useMutation({
    mutationFn: ({ call }: { key: string; call: () => Promise<unknown> }) => call(),
    onError: (error) => {
      const message = refusalMessage(error);
      notify(message ?? 'common.errors.generic', {
        type: 'error',
        ...toastOf('cart'),
        messageArgs: message ? { _: message } : undefined,
      });
    },
    // Still busy until the cart and the rows are read again.
    onSettled: () => Promise.allSettled([invalidateCart(queryClient), refetch()]),
  });

  /** Settles once the rows are read again, whatever the outcome (a refusal is told by its toast). */
  const run = (key: string, call: () => Promise<unknown>): Promise<void> =>
    step.mutateAsync({ key, call }).then(
      () => undefined,
      () => undefined,
    );
  /** The key of the press being run, else null. */
  const busy = step.isPending ? step.variables.key : null;
  return { busy, run };
}
