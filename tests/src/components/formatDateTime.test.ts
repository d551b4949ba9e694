import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDateTimeUtc } from '../../../src/components/formatDateTime';

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
