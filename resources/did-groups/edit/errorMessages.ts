import { ApiError } from '../../../providers/http';

/** Every message of a failed DID-group call: `detail`, general and field messages. */
export function errorMessages(error: unknown): string[] {
  if (!error) return [];
  if (!(error instanceof ApiError)) return [String(error)];
  const general = error.data?.non_field_errors ?? error.data?.detail;
  const list = Array.isArray(general) ? general : general ? [general] : [];
  const messages = [...list, ...Object.values(error.body.errors)].filter((m): m is string => typeof m === 'string');
  return messages.length > 0 ? messages : [error.message];
}
