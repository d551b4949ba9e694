/**
 * A date-time of the API shown as the spec writes it (part 2 section 9): dd-mm-yyyy H:MM:ss in the
 * reader's time zone, e.g. "05-03-2026 9:07:02" (the hour without a leading zero).
 * A value that is not a date is shown as it came.
 */
export function formatDateTime(value: string | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const two = (n: number) => String(n).padStart(2, '0');
  const day = `${two(date.getDate())}-${two(date.getMonth() + 1)}-${date.getFullYear()}`;
  return `${day} ${date.getHours()}:${two(date.getMinutes())}:${two(date.getSeconds())}`;
}

/** The same dd-mm-yyyy H:MM:ss in UTC, whatever the reader's time zone: call records are shown in UTC (section 9). */
export function formatDateTimeUtc(value: string | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const two = (n: number) => String(n).padStart(2, '0');
  const day = `${two(date.getUTCDate())}-${two(date.getUTCMonth() + 1)}-${date.getUTCFullYear()}`;
  return `${day} ${date.getUTCHours()}:${two(date.getUTCMinutes())}:${two(date.getUTCSeconds())}`;
}
