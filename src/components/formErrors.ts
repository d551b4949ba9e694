/** A refused write, split as react-admin's <Form> shows it: messages on the fields, the rest above. */
import { ApiError, failureKey } from '@/providers/http';
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

/**
 * Above the form: the refusal's general messages, or the catalogue's server error when it says nothing else (spec part 1
 * section 8, "Other form submit failures"). A server failure (5xx) is always the catalogue's words, whatever its body
 * says; a network failure says so, rather than blaming the server.
 */
export function generalMessages(error: unknown, fields: readonly string[], translate: (key: string) => string) {
  if (error instanceof ApiError && (error.status === 0 || error.status >= 500))
    return [translate(failureKey(error.status))];
  const data = error instanceof ApiError ? error.data : undefined;
  const detail = [data?.detail, data?.message].filter((text): text is string => typeof text === 'string');
  const general = [...detail, ...generalErrors(error)];
  if (general.length > 0 || fieldErrors(error, fields)) return general;
  return [translate('common.errors.serverSide')];
}

/** Every message of a refused write, for a screen whose inputs are not form fields: general ones, then the fields'. */
export function allMessages(error: unknown, translate: (key: string) => string): string[] {
  if (!error) return [];
  if (!(error instanceof ApiError)) return [translate('common.errors.generic')];
  const fields = error.status >= 400 && error.status < 500 ? error.body.errors : {};
  return [...generalMessages(error, Object.keys(fields), translate), ...Object.values(fields)];
}
