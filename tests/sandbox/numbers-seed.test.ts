import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '@/sandbox/db';
import { SEED_DATE } from '@/sandbox/db/seed';

interface NumberRow {
  id: number;
  customer_id: number;
  did: string;
  country_id: number;
  dialling_code: string;
  area_prefix: string;
  area_country: number;
  plan_country: number;
  plan_type: number;
  profile_id: number | null;
  profile_customer: number | null;
  profile_country: number | null;
  customer_trunk_id: number | null;
  trunk_customer: number | null;
  trunk_type: number | null;
  start_date: string;
  earliest_cancel: string;
  mrc_cents: number;
  nrc_cents: number;
  is_being_cancelled: number;
  cancellation_date: string | null;
  n_channels: number;
  max_n_channels: number;
}

/** Total E.164 digits of a geographic number, by dialling code. */
const E164_LENGTH: Record<string, number> = {
  '31': 11,
  '33': 11,
  '49': 12,
  '32': 10,
  '44': 12,
  '34': 11,
  '39': 12,
  '41': 11,
  '1': 11,
};

let db: Db;
let rows: NumberRow[];
beforeAll(() => {
  db = openDatabase(':memory:');
  rows = db
    .prepare<[], NumberRow>(
      `SELECT d.*, k.dialling_code, a.prefix AS area_prefix, a.country_id AS area_country, p.country_id AS plan_country,
        p.plan_type, f.customer_id AS profile_customer, f.country_id AS profile_country, t.customer_id AS trunk_customer,
        t.type AS trunk_type
       FROM dids d JOIN countries k ON k.id = d.country_id JOIN areas a ON a.id = d.area_id JOIN plans p ON p.id = d.plan_id
       LEFT JOIN profiles f ON f.id = d.profile_id LEFT JOIN trunks t ON t.id = d.customer_trunk_id ORDER BY d.id`,
    )
    .all();
});
afterAll(() => db.close());

const of = (customer: number) => rows.filter((row) => row.customer_id === customer);
const share = (list: NumberRow[], test: (row: NumberRow) => boolean) => list.filter(test).length / list.length;

describe('seeded trunks', () => {
  it('gives each customer 3 named trunks, inbound and outbound, with IP-like prefixes when set', () => {
    const trunks = db
      .prepare<[], { customer_id: number; name: string; type: number; prefix: string | null; channels: number }>(
        'SELECT customer_id, name, type, prefix, channels FROM trunks ORDER BY id',
      )
      .all();
    for (const customer of [1, 2]) {
      const own = trunks.filter((t) => t.customer_id === customer);
      expect(own).toHaveLength(3);
      expect(new Set(own.map((t) => t.type))).toEqual(new Set([1, 2]));
      expect(new Set(own.map((t) => t.name)).size).toBe(3);
      for (const trunk of own) {
        expect(trunk.prefix === null || /^\d{1,3}(\.\d{1,3}){3}$/.test(trunk.prefix)).toBe(true);
        expect(trunk.channels).toBeGreaterThan(0);
      }
    }
    expect(trunks.map((t) => t.name)).toEqual(expect.arrayContaining(['Amsterdam SBC primary', 'Lyon Asterisk']));
  });
});

describe('seeded numbers', () => {
  it('gives demo 220 numbers and metered 90, over several countries, every DID once', () => {
    expect(of(1)).toHaveLength(220);
    expect(of(2)).toHaveLength(90);
    expect(new Set(rows.map((row) => row.did)).size).toBe(rows.length);
    expect(new Set(of(1).map((row) => row.country_id)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(of(2).map((row) => row.country_id)).size).toBeGreaterThanOrEqual(3);
  });

  it('writes E.164 without + of the right length, from the country code and the area code', () => {
    for (const row of rows) {
      expect(row.did).toMatch(/^[1-9]\d+$/);
      expect(row.did).toHaveLength(E164_LENGTH[row.dialling_code]);
      const national = `${row.dialling_code === '39' ? '0' : ''}${row.area_prefix}`;
      expect(row.did.startsWith(`${row.dialling_code}${national}`)).toBe(true);
    }
  });

  it("puts every number in a geographic plan and an area of the number's country", () => {
    for (const row of rows) {
      expect(row.plan_country).toBe(row.country_id);
      expect(row.plan_type).toBe(1);
      expect(row.area_country).toBe(row.country_id);
    }
  });

  it("links only the customer's own profiles and inbound trunks, mostly; about 5% have no profile", () => {
    for (const customer of [1, 2]) {
      const own = of(customer);
      for (const row of own) {
        if (row.profile_id !== null) expect(row.profile_customer).toBe(customer);
        if (row.customer_trunk_id !== null) expect([row.trunk_customer, row.trunk_type]).toEqual([customer, 1]);
      }
      const withoutProfile = share(own, (row) => row.profile_id === null);
      expect(withoutProfile).toBeGreaterThanOrEqual(0.03);
      expect(withoutProfile).toBeLessThanOrEqual(0.07);
      expect(share(own, (row) => row.customer_trunk_id !== null)).toBeGreaterThanOrEqual(0.9);
      const withProfile = own.filter((row) => row.profile_id !== null);
      expect(share(withProfile, (row) => row.profile_country === row.country_id)).toBeGreaterThanOrEqual(0.9);
    }
  });

  it('dates numbers before the seed date; about 4% are being cancelled, on or after their earliest cancel date', () => {
    const seedDay = SEED_DATE.slice(0, 10);
    for (const row of rows) {
      expect(row.start_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(row.start_date < seedDay).toBe(true);
      expect(row.earliest_cancel > seedDay).toBe(true);
      expect(row.cancellation_date !== null).toBe(row.is_being_cancelled === 1);
      if (row.cancellation_date) expect(row.cancellation_date >= row.earliest_cancel).toBe(true);
      expect(row.mrc_cents).toBeGreaterThan(0);
      expect(row.nrc_cents).toBeGreaterThanOrEqual(0);
      expect(row.max_n_channels === -1 || row.n_channels <= row.max_n_channels).toBe(true);
    }
    for (const customer of [1, 2]) {
      const cancelling = share(of(customer), (row) => row.is_being_cancelled === 1);
      expect(cancelling).toBeGreaterThanOrEqual(0.03);
      expect(cancelling).toBeLessThanOrEqual(0.05);
    }
  });

  it('seeds the same numbers on every run', () => {
    const again = openDatabase(':memory:');
    const dump = (d: Db) => d.prepare('SELECT * FROM dids ORDER BY id').all();
    expect(dump(again)).toEqual(dump(db));
    again.close();
  });
});
