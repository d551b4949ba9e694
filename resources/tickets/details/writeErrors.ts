/** Above a ticket form: the answer's own message when it names no field (a closed ticket), else the usual messages. */
import { ApiError } from '@/providers/http';
import { fieldErrors, generalMessages } from '@/src/components/formErrors';

export function ticketWriteErrors(error: unknown, fields: readonly string[], translate: (key: string) => string) {
  if (!error) return [];
  const message = error instanceof ApiError ? error.data?.message : undefined;
  if (typeof message === 'string' && !fieldErrors(error, fields)) return [message];
  return generalMessages(error, fields, translate);
}
