/** Realistic E.164 numbers (without +) of a country, number type and area, for the free-number stock. */
import type { Faker } from '@faker-js/faker';

/** National significant number length per country id. */
const NSN: Record<number, number> = { 1: 9, 2: 9, 3: 10, 4: 8, 5: 10, 6: 9, 7: 10, 8: 9, 9: 10, 10: 10, 11: 9, 12: 9 };

/** National prefixes of the non-geographic number types, per country id. */
const TYPE_PREFIXES: Record<number, Record<number, string>> = {
  2: { 1: '6', 2: '6', 3: '151', 4: '47', 5: '7', 6: '6', 7: '3', 8: '79', 10: '664', 11: '70', 12: '85' },
  4: { 2: '9', 3: '32', 8: '58' },
  5: {
    1: '800',
    2: '800',
    3: '800',
    4: '800',
    5: '800',
    6: '900',
    7: '800',
    8: '800',
    9: '888',
    10: '800',
    11: '20',
    12: '1800',
  },
  6: { 2: '81' },
};

/** Italy keeps the area code's leading 0 after the country code (+39 06...). */
const KEEPS_ZERO = new Set([7]);

export function stockNumber(
  faker: Faker,
  country: { id: number; dialling: string },
  type: number,
  areaPrefix: string,
): string {
  // UIFN: +800 and 8 digits, whatever the country.
  if (type === 7) return `800${String(faker.number.int({ min: 0, max: 99_999_999 })).padStart(8, '0')}`;
  const national =
    type === 1
      ? `${KEEPS_ZERO.has(country.id) ? '0' : ''}${areaPrefix}`
      : (TYPE_PREFIXES[type]?.[country.id] ?? areaPrefix);
  const nsn = Math.max(NSN[country.id] ?? 9, national.length + 6) + (type === 2 && country.id === 4 ? 1 : 0);
  // The subscriber number starts with 2-9 (0 and 1 are trunk and service prefixes).
  const digits = nsn - national.length;
  return `${country.dialling}${national}${faker.number.int({ min: 2 * 10 ** (digits - 1), max: 10 ** digits - 1 })}`;
}
