import type { Named } from '@/providers/entities/dashboard';

/** The text of a lookup the API answered as a name or as an object with a name (or a description). */
export function nameOf(value: Named): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  return value.name ?? value.description ?? '';
}
