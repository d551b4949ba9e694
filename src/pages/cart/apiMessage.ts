/** What a failed call tells the user: the server's message (general, else its field messages), else the fallback. */
import { ApiError, firstMessage } from '@/providers/http';

export function apiMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || !error.data) return fallback;
  return firstMessage(error.data) ?? (Object.values(error.body.errors).join(' ') || fallback);
}
