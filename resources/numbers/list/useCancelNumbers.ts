/** Adds numbers to the cancellation cart, then goes to /cart/cancellation; a refusal is a toast with the server's message. */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useNotify } from 'react-admin';
import { addToCancellationCart } from '../../../providers/api/numbers';
import { ApiError } from '../../../providers/http';
import { PATHS } from '../../../src/paths';

export function useCancelNumbers() {
  const notify = useNotify();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const cancel = async (ids: number[]) => {
    setPending(true);
    try {
      const answer = await addToCancellationCart(ids);
      notify(answer?.message ?? 'common.actions.confirm', { type: 'success' });
      navigate(PATHS.cart.cancellation);
    } catch (error) {
      notify(error instanceof ApiError && error.data ? error.message : 'common.errors.generic', { type: 'error' });
    } finally {
      setPending(false);
    }
  };
  return { cancel, pending };
}
