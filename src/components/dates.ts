/**
 * Every date the portal shows or reads, in one module (spec part 2 section 9): date-times as dd-mm-yyyy H:MM:ss in the
 * reader's time zone, call records' in UTC, a day without a time as dd-mm-yyyy, invoice and history days as
 * 'd mmm yyyy', and the filters' typed dd/mm/yyyy and dd/mm/yyyy HH:MM (taken as UTC) to and from the API's ISO forms.
 * A value that is not a date is shown as it came.
 */

const two = (n: number) => String(n).padStart(2, '0');

/**
 * A date-time of the API shown as the spec writes it (part 2 section 9): dd-mm-yyyy H:MM:ss in the
 * reader's time zone, e.g. "05-03-2026 9:07:02" (the hour without a leading zero).
 * A value that is not a date is shown as it came.
 */
export function formatDateTime(value: string | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const day = `${two(date.getDate())}-${two(date.getMonth() + 1)}-${date.getFullYear()}`;
  return `${day} ${date.getHours()}:${two(date.getMinutes())}:${two(date.getSeconds())}`;
}

/** The same dd-mm-yyyy H:MM:ss in UTC, whatever the reader's time zone: call records are shown in UTC (section 9). */
export function formatDateTimeUtc(value: string | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const day = `${two(date.getUTCDate())}-${two(date.getUTCMonth() + 1)}-${date.getUTCFullYear()}`;
  return `${day} ${date.getUTCHours()}:${two(date.getUTCMinutes())}:${two(date.getUTCSeconds())}`;
}

/**
 * A day as the spec writes invoice and balance-history dates (part 2 section 9): 'd mmm yyyy', "5 Mar 2026" in English
 * and "5 mars 2026" in French. The month abbreviations are written here rather than asked of Intl, whose short months
 * differ between browsers ("Sep" or "Sept"). A YYYY-MM-DD date is that day wherever the reader is; a date-time is
 * the reader's day. A value that is not a date is shown as it came.
 */
const MONTHS: Record<string, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  fr: ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'],
};

const DAY_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function formatDay(value: string, locale: string): string {
  const months = MONTHS[locale.slice(0, 2)] ?? MONTHS.en;
  const dayOnly = DAY_ONLY.exec(value);
  if (dayOnly) {
    const [, year, month, day] = dayOnly;
    const name = months[Number(month) - 1];
    return name && Number(day) >= 1 && Number(day) <= 31 ? `${Number(day)} ${name} ${year}` : value;
  }
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return `${date.getDate()} ${months[date.getMonth()]} ${date.getFullYear()}`;
}

/** A dd/mm/yyyy date typed in a filter (spec part 2 section 9) as the API's YYYY-MM-DD, or undefined when it is not a real day. */
export function apiDayOf(typed: string): string | undefined {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(typed.trim());
  if (!match) return undefined;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The API's YYYY-MM-DD as typed in a filter: dd/mm/yyyy. */
export function typedDayOf(apiDay: string): string {
  const match = DAY_ONLY.exec(apiDay);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : apiDay;
}

const TYPED_DATE_TIME = /^(\d{1,2}\/\d{1,2}\/\d{4})\s+(\d{1,2}):(\d{2})$/;
const API_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/;

/**
 * A dd/mm/yyyy HH:MM date and time typed in a filter (spec part 2 section 9), taken as UTC, as ISO 8601 UTC
 * (YYYY-MM-DDTHH:MM:00Z); undefined when it is no real day or no time of day.
 */
export function apiUtcDateTimeOf(typed: string): string | undefined {
  const match = TYPED_DATE_TIME.exec(typed.trim());
  if (!match) return undefined;
  const day = apiDayOf(match[1]);
  const [hours, minutes] = [Number(match[2]), Number(match[3])];
  if (!day || hours > 23 || minutes > 59) return undefined;
  return `${day}T${String(hours).padStart(2, '0')}:${match[3]}:00Z`;
}

/** An ISO 8601 UTC date-time of a filter as typed: dd/mm/yyyy HH:MM in UTC. Anything else as it came. */
export function typedUtcDateTimeOf(iso: string): string {
  const match = API_DATE_TIME.exec(iso);
  if (!match || !iso.endsWith('Z')) return iso;
  return `${match[3]}/${match[2]}/${match[1]} ${match[4]}:${match[5]}`;
}

/** A moment as a filter's ISO 8601 UTC value, to the minute (YYYY-MM-DDTHH:MM:00Z). */
export function apiUtcMinuteOf(date: Date): string {
  return `${date.toISOString().slice(0, 16)}:00Z`;
}

/** A day without a time of day (an API YYYY-MM-DD such as an earliest cancel date) as dd-mm-yyyy, wherever the reader is. */
export function formatDate(value: string): string {
  const dayOnly = DAY_ONLY.exec(value);
  if (dayOnly) return `${dayOnly[3]}-${dayOnly[2]}-${dayOnly[1]}`;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return `${two(date.getDate())}-${two(date.getMonth() + 1)}-${date.getFullYear()}`;
}
