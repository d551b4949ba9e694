/**
 * The toasts of the cart actions (spec part 1 section 4 "Toasts": loading, then success or error, closing after 5 s
 * for orders and cart). The loading is ActionProgressToast's, shown while a write runs through useMutation; these are
 * the outcome. Section 8: a refusal shows the server's message where it has one, else "Error occurred."; add-to-cart
 * failures in the order pages are told by nothing but the re-read row and cart (`silent`).
 */
import { useNotify } from 'react-admin';
import { ApiError, fieldErrors, firstMessage } from '@/providers/http';
import { toastOf } from '@/src/config';

/** The refusal's message: `detail` / `non_field_errors`, else the first field message (`{"did": [...]}`). */
export function refusalMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined;
  return firstMessage(error.data) ?? Object.values(fieldErrors(error.data))[0];
}

export function useCartToasts() {
  const notify = useNotify();
  return {
    /** The action went through: `message` is an i18n key, `messageArgs` its values. */
    done: (message: string, messageArgs?: Record<string, unknown>) =>
      notify(message, { type: 'success', ...toastOf('cart'), messageArgs }),
    /** The action failed: the server's message, else "Error occurred.". */
    failed: (error: unknown) => {
      const message = refusalMessage(error);
      notify(message ?? 'common.errors.generic', {
        type: 'error',
        ...toastOf('cart'),
        messageArgs: message ? { _: message } : undefined,
      });
    },
  };
}
