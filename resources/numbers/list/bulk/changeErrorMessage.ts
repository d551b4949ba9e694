/** The server's message for a refused number change: the changed field's error, else the general one, else any field's. */
import { ApiError, firstMessage } from '@/providers/http';

export function changeErrorMessage(error: unknown, field: string, fallback: string): string {
  if (!(error instanceof ApiError) || !error.data) return fallback;
  return error.field(field) ?? firstMessage(error.data) ?? Object.values(error.body.errors)[0] ?? fallback;
}
