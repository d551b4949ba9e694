/**
 * Call records as the reports read them: one WHERE clause for the list, the summary and the export, built from the
 * filters given (so SQLite picks the index of the filter), its statements prepared once per combination of filters
 * (the filters' parser is cdrFilters.ts).
 */
import type Database from 'better-sqlite3';
import type { Db } from '@/sandbox/db';
import type { CdrFilters } from './cdrFilters';

export interface CdrRow {
  id: number;
  start_time: string;
  country_id: number;
  country: string;
  area_id: number;
  area: string;
  destination_id: number;
  destination: string;
  number_a: string;
  number_b: string;
  related_did: string;
  src_ip: string;
  dst_ip: string;
  duration: number;
  rounded_up_duration: number;
  realized: number;
  price_e4: number;
  traffic_type_id: number;
  traffic_type: string;
}

const COLUMNS = `SELECT r.id, strftime('%Y-%m-%dT%H:%M:%SZ', r.start_ts, 'unixepoch') AS start_time,
  r.country_id, c.name AS country, r.area_id, a.name AS area, r.destination_id, d.name AS destination,
  r.number_a, r.number_b, r.related_did, r.src_ip, r.dst_ip, r.duration, r.rounded_up_duration, r.realized, r.price_e4,
  r.traffic_type_id, t.name AS traffic_type`;
const FROM = `FROM cdrs r JOIN countries c ON c.id = r.country_id JOIN areas a ON a.id = r.area_id
  JOIN outbound_destinations d ON d.id = r.destination_id JOIN cdr_traffic_types t ON t.id = r.traffic_type_id`;
const SELECT = `${COLUMNS} ${FROM}`;
const ORDER = 'ORDER BY r.start_ts DESC, r.id DESC';

const CONDITIONS: [keyof CdrFilters, string][] = [
  ['country', 'r.country_id = @country'],
  ['area', 'r.area_id = @area'],
  ['destination', 'r.destination_id = @destination'],
  ['traffic_type', 'r.traffic_type_id = @traffic_type'],
  ['realized', 'r.realized = @realized'],
  ['from', 'r.start_ts >= @from'],
  ['to', 'r.start_ts <= @to'],
];

/** The totals of the records under the filters (ours, beyond the spec: the list's summary). Seconds, ten-thousandths. */
export interface CdrTotalsRow {
  calls: number;
  completed: number;
  duration: number;
  billable_duration: number;
  price_e4: number;
}

/** The records of one UTC day under the filters. */
export interface CdrDayRow {
  day: string;
  calls: number;
  completed: number;
}

interface Statements {
  count: Database.Statement<[CdrFilters], number>;
  page: Database.Statement<[CdrFilters & { limit: number; offset: number }], CdrRow>;
  after: Database.Statement<[CdrFilters & { limit: number; ts: number; id: number }], CdrRow & { start_ts: number }>;
  days: Database.Statement<[CdrFilters], CdrTotalsRow & { day_no: number }>;
}

/** Count, page and all rows of a customer's records under the filters given, newest first. */
export function cdrQueries(db: Db) {
  const prepared = new Map<string, Statements>();
  const statements = (filters: CdrFilters): Statements => {
    const present = CONDITIONS.filter(([key]) => filters[key] !== undefined);
    const key = present.map(([name]) => name).join(',');
    let found = prepared.get(key);
    if (!found) {
      const where = ['r.customer_id = @customer', ...present.map(([, condition]) => condition)].join(' AND ');
      found = {
        count: db.prepare<[CdrFilters], number>(`SELECT count(*) FROM cdrs r WHERE ${where}`).pluck(),
        page: db.prepare(`${SELECT} WHERE ${where} ${ORDER} LIMIT @limit OFFSET @offset`),
        // The rows after a given one in the list's order (keyset paging: no offset to skip again on each chunk).
        after: db.prepare(
          `${COLUMNS}, r.start_ts ${FROM} WHERE ${where} AND (r.start_ts < @ts OR (r.start_ts = @ts AND r.id < @id)) ${ORDER} LIMIT @limit`,
        ),
        // One pass for the days and the totals (their sums): the list's own page query waits behind it.
        days: db.prepare(
          `SELECT r.start_ts / 86400 AS day_no, count(*) AS calls, sum(r.realized) AS completed,
           sum(r.duration) AS duration, sum(r.rounded_up_duration) AS billable_duration, sum(r.price_e4) AS price_e4
           FROM cdrs r WHERE ${where} GROUP BY day_no ORDER BY day_no`,
        ),
      };
      prepared.set(key, found);
    }
    return found;
  };
  // better-sqlite3 refuses named parameters the statement does not use: pass only those in the WHERE clause.
  const bound = (filters: CdrFilters): CdrFilters =>
    Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as CdrFilters;
  return {
    count: (filters: CdrFilters) => statements(filters).count.get(bound(filters)) ?? 0,
    page: (filters: CdrFilters, limit: number, offset: number) =>
      statements(filters).page.all({ ...bound(filters), limit, offset }),
    /**
     * The export's chunks: `next(limit)` answers the following `limit` rows in the list's order, each chunk its own
     * short query (no statement is left open between them).
     */
    chunks: (filters: CdrFilters) => {
      let last = { ts: Number.MAX_SAFE_INTEGER, id: Number.MAX_SAFE_INTEGER };
      return (limit: number): CdrRow[] => {
        const rows = statements(filters).after.all({ ...bound(filters), limit, ...last });
        const end = rows.at(-1);
        if (end) last = { ts: end.start_ts, id: end.id };
        return rows;
      };
    },
    /** The totals and the calls per UTC day (days without a call left out), both counted by SQLite. */
    summary: (filters: CdrFilters) => {
      const rows = statements(filters).days.all(bound(filters));
      const totals: CdrTotalsRow = { calls: 0, completed: 0, duration: 0, billable_duration: 0, price_e4: 0 };
      for (const row of rows) {
        totals.calls += row.calls;
        totals.completed += row.completed;
        totals.duration += row.duration;
        totals.billable_duration += row.billable_duration;
        totals.price_e4 += row.price_e4;
      }
      const days: CdrDayRow[] = rows.map((row) => ({
        day: new Date(row.day_no * 86_400_000).toISOString().slice(0, 10),
        calls: row.calls,
        completed: row.completed,
      }));
      return { totals, days };
    },
  };
}

/** Ten-thousandths as a decimal string with four digits ("0.0125"). */
export function priceE4(e4: number): string {
  const abs = Math.abs(Math.round(e4));
  return `${e4 < 0 ? '-' : ''}${Math.floor(abs / 10_000)}.${String(abs % 10_000).padStart(4, '0')}`;
}

/** A record as the API answers it (the spec's CDR row). */
export const cdrAnswer = (row: CdrRow) => ({
  id: row.id,
  start_time: row.start_time,
  country: { id: row.country_id, name: row.country },
  area: { id: row.area_id, name: row.area },
  destination: { id: row.destination_id, name: row.destination },
  number_a: row.number_a,
  number_b: row.number_b,
  related_did: row.related_did,
  src_ip: row.src_ip,
  dst_ip: row.dst_ip,
  duration: row.duration,
  rounded_up_duration: row.rounded_up_duration,
  realized: row.realized === 1,
  price: priceE4(row.price_e4),
  traffic_type: { id: row.traffic_type_id, name: row.traffic_type },
});

/** GET customer/reports/pcdrs/summary (ours, beyond the spec): the totals and calls per day of the filtered records. */
export const cdrSummaryAnswer = ({ totals, days }: { totals: CdrTotalsRow; days: CdrDayRow[] }) => ({
  calls: totals.calls,
  completed: totals.completed,
  duration: totals.duration,
  billable_duration: totals.billable_duration,
  cost: priceE4(totals.price_e4),
  days,
});

export const CDR_CSV_HEADER = [
  'Start time (UTC)',
  'Country',
  'Area',
  'Destination',
  'A number',
  'B number',
  'Related DID',
  'Source IP',
  'Destination IP',
  'Duration (s)',
  'Billable duration (s)',
  'Completed',
  'Call cost',
  'Type',
] as const;

export const cdrCsvRow = (row: CdrRow) => [
  row.start_time,
  row.country,
  row.area,
  row.destination,
  row.number_a,
  row.number_b,
  row.related_did,
  row.src_ip,
  row.dst_ip,
  row.duration,
  row.rounded_up_duration,
  row.realized === 1 ? 'Yes' : 'No',
  priceE4(row.price_e4),
  row.traffic_type,
];
