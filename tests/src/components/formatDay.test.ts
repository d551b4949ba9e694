/** Spec part 2 section 9: invoice and history dates 'd mmm yyyy'; filters typed dd/mm/yyyy. */
import { describe, expect, it } from 'vitest';
import { apiDayOf, formatDay, typedDayOf } from '../../../src/components/formatDay';

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
