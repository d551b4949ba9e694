/** A refused write, split as react-admin's <Form> shows it: messages on the fields, the rest above. */
import { ApiError } from '../../providers/http';
import { generalErrors } from './ServerErrors';

/** The refusal's messages for `fields`, to return from the form's submit; undefined when it names none of them. */
export function fieldErrors(error: unknown, fields: readonly string[]): Record<string, string> | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const entries = fields.flatMap((field) => {
    const message = error.field(field);
    return message ? [[field, message] as const] : [];
  });
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/** Above the form: the refusal's general messages, or the catalogue's server error when it says nothing else. */
export function generalMessages(error: unknown, fields: readonly string[], translate: (key: string) => string) {
  const detail = error instanceof ApiError && typeof error.data?.detail === 'string' ? [error.data.detail] : [];
  const general = [...detail, ...generalErrors(error)];
  if (general.length > 0 || fieldErrors(error, fields)) return general;
  return [translate('common.errors.serverSide')];
}
