/**
 * The call records' filters as the reports read them: one parser of the query string for the list, the summary and
 * the export, refusing what the real backend refuses (unknown choices, unreadable or reversed dates) with 400.
 */
import type { Db } from '@/sandbox/db';
import type { SandboxContext } from '@/sandbox/env';
import { badRequest } from '@/sandbox/errors';

export interface CdrFilters {
  customer: number;
  country?: number;
  area?: number;
  destination?: number;
  traffic_type?: number;
  realized?: 0 | 1;
  /** Seconds since the epoch, inclusive. */
  from?: number;
  to?: number;
}

const INVALID_CHOICE = 'Select a valid choice. That choice is not one of the available choices.';
const INVALID_DATE =
  'Enter a valid date/time: YYYY-MM-DD, YYYY-MM-DDTHH:MM or YYYY-MM-DDTHH:MM:SS, in UTC unless it ends with Z or an offset.';

/**
 * An ISO 8601 date or date-time, UTC unless it carries Z or an offset (+01:00, +0100); a space may stand for the T.
 * A date alone is the start of that day (`end` false) or its last second (`end` true). Seconds since the epoch.
 */
export function parseUtc(raw: string, end: boolean): number | undefined {
  const match =
    /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?(Z|[+-]\d{2}:?\d{2})?)?$/i.exec(raw);
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s, fraction, zone] = match;
  const parts = [Number(y), Number(mo) - 1, Number(d), Number(h ?? 0), Number(mi ?? 0), Number(s ?? 0)] as const;
  const ms = Date.UTC(...parts);
  const back = new Date(ms);
  const exact =
    back.getUTCFullYear() === parts[0] &&
    back.getUTCMonth() === parts[1] &&
    back.getUTCDate() === parts[2] &&
    back.getUTCHours() === parts[3] &&
    back.getUTCMinutes() === parts[4] &&
    back.getUTCSeconds() === parts[5];
  if (!exact) return undefined;
  let offsetMinutes = 0;
  if (zone && zone.toUpperCase() !== 'Z') {
    const digits = zone.replace(':', '');
    const hours = Number(digits.slice(1, 3));
    const minutes = Number(digits.slice(3, 5));
    if (hours > 23 || minutes > 59) return undefined;
    offsetMinutes = (digits[0] === '-' ? -1 : 1) * (hours * 60 + minutes);
  }
  const seconds = ms / 1000 + (fraction ? Number(`0.${fraction}`) : 0) - offsetMinutes * 60;
  if (h === undefined && end) return seconds + 86_399;
  return seconds;
}

/** The filters of the query string, or a 400 naming each wrong parameter. */
export function cdrFiltersQuery(db: Db) {
  const countryExists = db.prepare<[number], number>('SELECT 1 FROM countries WHERE id = ?').pluck();
  const areaCountry = db.prepare<[number], number>('SELECT country_id FROM areas WHERE id = ?').pluck();
  const destinationExists = db.prepare<[number], number>('SELECT 1 FROM outbound_destinations WHERE id = ?').pluck();
  const trafficTypeExists = db.prepare<[number], number>('SELECT 1 FROM cdr_traffic_types WHERE id = ?').pluck();

  return (c: SandboxContext, customer: number): CdrFilters => {
    const errors: Record<string, string[]> = {};
    const text = (name: string) => (c.req.query(name) ?? '').trim();
    const id = (name: string): number | undefined => {
      const raw = text(name);
      if (!raw) return undefined;
      if (!/^\d{1,9}$/.test(raw)) {
        errors[name] = ['A valid integer is required.'];
        return undefined;
      }
      return Number(raw);
    };
    const filters: CdrFilters = { customer };

    const country = id('country');
    if (country !== undefined) {
      if (countryExists.get(country) === 1) filters.country = country;
      else errors.country = [INVALID_CHOICE];
    }
    /** An area and a destination need a country; an area must be in it. */
    const withCountry = (name: 'area' | 'destination'): number | undefined => {
      const value = id(name);
      if (value !== undefined && country === undefined && !errors[name]) errors[name] = ['Select a country first.'];
      return country === undefined ? undefined : value;
    };
    const area = withCountry('area');
    if (area !== undefined) {
      const owner = areaCountry.get(area);
      if (owner === undefined) errors.area = [INVALID_CHOICE];
      else if (owner !== country) errors.area = ['Select a valid choice. That area is not in the country.'];
      else filters.area = area;
    }
    const destination = withCountry('destination');
    if (destination !== undefined) {
      if (destinationExists.get(destination) === 1) filters.destination = destination;
      else errors.destination = [INVALID_CHOICE];
    }

    const trafficType = id('traffic_type');
    if (trafficType !== undefined) {
      if (trafficTypeExists.get(trafficType) === 1) filters.traffic_type = trafficType;
      else errors.traffic_type = [INVALID_CHOICE];
    }

    const realized = text('realized').toLowerCase();
    if (['true', '1', 'yes'].includes(realized)) filters.realized = 1;
    else if (['false', '0', 'no'].includes(realized)) filters.realized = 0;
    else if (realized) errors.realized = ['Must be a valid boolean.'];

    const date = (name: 'start_time' | 'end_time') => {
      const raw = text(name);
      if (!raw) return undefined;
      const seconds = parseUtc(raw, name === 'end_time');
      if (seconds === undefined) errors[name] = [INVALID_DATE];
      return seconds;
    };
    const from = date('start_time');
    const to = date('end_time');
    if (from !== undefined) filters.from = Math.ceil(from);
    if (to !== undefined) filters.to = Math.floor(to);
    if (from !== undefined && to !== undefined && from > to)
      errors.end_time = ['The end time must not be before the start time.'];

    if (Object.keys(errors).length > 0) throw badRequest(errors);
    return filters;
  };
}
