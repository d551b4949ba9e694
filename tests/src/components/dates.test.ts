/** Spec part 2 section 9: date-times dd-mm-yyyy H:MM:ss (UTC for call records), days dd-mm-yyyy, invoice and history dates 'd mmm yyyy'; filters typed dd/mm/yyyy. */
import { describe, expect, it } from 'vitest';
import {
  apiDayOf,
  apiUtcDateTimeOf,
  apiUtcMinuteOf,
  formatDate,
  formatDateTime,
  formatDateTimeUtc,
  formatDay,
  typedDayOf,
  typedUtcDateTimeOf,
} from '@/src/components/dates';

describe('formatDay', () => {
  it.each([
    ['2026-03-05', 'en', '5 Mar 2026'],
    ['2026-03-05', 'fr', '5 mars 2026'],
    ['2025-09-15', 'en', '15 Sep 2025'],
    ['2025-09-15', 'fr', '15 sept. 2025'],
    ['2024-02-01', 'fr', '1 févr. 2024'],
    ['2024-12-31', 'en', '31 Dec 2024'],
  ])('shows %s in %s as %s', (value, locale, shown) => {
    expect(formatDay(value, locale)).toBe(shown);
  });

  it("shows a date-time as the reader's day", () => {
    const local = new Date(2026, 2, 5, 23, 30);
    expect(formatDay(local.toISOString(), 'en')).toBe('5 Mar 2026');
  });

  it('shows what is not a date as it came', () => {
    expect(formatDay('soon', 'en')).toBe('soon');
    expect(formatDay('2026-13-01', 'en')).toBe('2026-13-01');
  });
});

describe('typed filter days', () => {
  it.each([
    ['05/03/2026', '2026-03-05'],
    ['5/3/2026', '2026-03-05'],
    [' 29/02/2024 ', '2024-02-29'],
    ['29/02/2025', undefined],
    ['31/04/2026', undefined],
    ['2026-03-05', undefined],
    ['05-03-2026', undefined],
    ['', undefined],
  ])('reads %j as %s', (typed, day) => {
    expect(apiDayOf(typed)).toBe(day);
  });

  it('writes the API day back as dd/mm/yyyy', () => {
    expect(typedDayOf('2026-03-05')).toBe('05/03/2026');
  });
});

describe('date and time filters taken as UTC (dd/mm/yyyy HH:MM, spec part 2 section 9)', () => {
  it('turns a typed date and time into ISO 8601 UTC, whatever the reader’s time zone', () => {
    expect(apiUtcDateTimeOf('05/03/2026 09:07')).toBe('2026-03-05T09:07:00Z');
    expect(apiUtcDateTimeOf(' 5/3/2026 9:07 ')).toBe('2026-03-05T09:07:00Z');
    expect(apiUtcDateTimeOf('31/12/2025 23:59')).toBe('2025-12-31T23:59:00Z');
  });

  it('refuses what is no day or no time of day', () => {
    for (const typed of [
      '30/02/2026 10:00',
      '05/03/2026 24:00',
      '05/03/2026 10:60',
      '05/03/2026',
      '2026-03-05T10:00',
    ]) {
      expect(apiUtcDateTimeOf(typed)).toBeUndefined();
    }
  });

  it('shows an ISO UTC value back as typed, and a moment to the minute', () => {
    expect(typedUtcDateTimeOf('2026-03-05T09:07:00Z')).toBe('05/03/2026 09:07');
    expect(typedUtcDateTimeOf('05/03/2026 9:0')).toBe('05/03/2026 9:0');
    expect(apiUtcMinuteOf(new Date(Date.UTC(2026, 2, 5, 9, 7, 42)))).toBe('2026-03-05T09:07:00Z');
  });
});

describe('formatDateTime (dd-mm-yyyy H:MM:ss)', () => {
  it('pads day, month, minutes and seconds but not the hour', () => {
    expect(formatDateTime(new Date(2026, 2, 5, 9, 7, 2))).toBe('05-03-2026 9:07:02');
  });

  it('shows afternoon hours on the 24-hour clock and midnight as 0', () => {
    expect(formatDateTime(new Date(2025, 11, 31, 23, 59, 59))).toBe('31-12-2025 23:59:59');
    expect(formatDateTime(new Date(2025, 0, 1, 0, 0, 0))).toBe('01-01-2025 0:00:00');
  });

  it('reads ISO strings of the API in the local time zone', () => {
    const iso = '2026-04-10T14:30:05';
    expect(formatDateTime(iso)).toBe('10-04-2026 14:30:05');
  });

  it('shows a value that is not a date as it came', () => {
    expect(formatDateTime('not a date')).toBe('not a date');
  });
});

describe('formatDateTimeUtc (call records: dd-mm-yyyy H:MM:ss in UTC)', () => {
  it('shows the UTC time of an instant, not the reader’s', () => {
    expect(formatDateTimeUtc('2026-03-05T09:07:02Z')).toBe('05-03-2026 9:07:02');
    expect(formatDateTimeUtc('2026-03-05T23:30:00+02:00')).toBe('05-03-2026 21:30:00');
    expect(formatDateTimeUtc(new Date(Date.UTC(2025, 0, 1, 0, 0, 0)))).toBe('01-01-2025 0:00:00');
    expect(formatDateTimeUtc('not a date')).toBe('not a date');
  });
});

describe('formatDate (a day as dd-mm-yyyy)', () => {
  it('shows an API day as dd-mm-yyyy, the same day wherever the reader is', () => {
    expect(formatDate('2025-10-31')).toBe('31-10-2025');
    expect(formatDate('2026-01-05')).toBe('05-01-2026');
  });

  it('shows anything else as it came', () => {
    expect(formatDate('soon')).toBe('soon');
  });
});
