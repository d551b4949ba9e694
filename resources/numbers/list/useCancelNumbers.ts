/** Adds numbers to the cancellation cart, then goes to /cart/cancellation; a refusal is a toast with the server's message. */
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useNotify } from 'react-admin';
import { addToCancellationCart } from '@/providers/api/numbers';
import { ApiError } from '@/providers/http';
import { PATHS } from '@/src/paths';

export function useCancelNumbers() {
  const notify = useNotify();
  const navigate = useNavigate();
  const add = useMutation({
    mutationFn: addToCancellationCart,
    onSuccess: (answer) => {
      notify(answer?.message ?? 'common.actions.confirm', { type: 'success' });
      navigate(PATHS.cart.cancellation);
    },
    onError: (error) => {
      // Spec part 1 section 8: the server's message if present, else "Error occurred.".
      const message = error instanceof ApiError ? error.serverMessage : undefined;
      notify(message ?? 'common.errors.generic', { type: 'error', messageArgs: message ? { _: message } : undefined });
    },
  });
  /** Settles once the toast is shown, whatever the outcome (a refusal is told by its toast). */
  const cancel = (ids: number[]): Promise<void> =>
    add.mutateAsync(ids).then(
      () => undefined,
      () => undefined,
    );
  return { cancel, pending: add.isPending };
}
