/**
 * What a customer owns: 3 trunks and its numbers (demo 220 over 9 countries, metered 90 over 3), geographic
 * numbers of the catalogue's cities, mostly with a profile of the number's country and an inbound trunk;
 * about 5% have no profile and about 4% are being cancelled.
 */
import type Database from 'better-sqlite3';
import { Faker, base } from '@faker-js/faker';
import { COUNTRIES } from './seed-catalogue';

/** Geographic numbering of a country: national significant number length, prices in cents, contract months. */
interface Numbering {
  nsn: number;
  /** Italy keeps the area code's leading 0 after the country code (+39 06...). */
  keepsZero?: boolean;
  mrc: number;
  nrc: number;
  months: number;
}

const NUMBERING: Record<number, Numbering> = {
  1: { nsn: 9, mrc: 150, nrc: 500, months: 1 },
  2: { nsn: 9, mrc: 150, nrc: 0, months: 1 },
  3: { nsn: 10, mrc: 175, nrc: 500, months: 12 },
  4: { nsn: 8, mrc: 200, nrc: 1000, months: 3 },
  5: { nsn: 10, mrc: 120, nrc: 300, months: 1 },
  6: { nsn: 9, mrc: 190, nrc: 500, months: 12 },
  7: { nsn: 10, keepsZero: true, mrc: 200, nrc: 500, months: 12 },
  8: { nsn: 9, mrc: 350, nrc: 1500, months: 12 },
  9: { nsn: 10, mrc: 80, nrc: 0, months: 1 },
};

/** A PSTN replacement number costs this much more a month and binds for a year. */
const PSTN_EXTRA = { mrc: 250, nrc: 1000, months: 12 };

type TrunkSeed = [name: string, type: 1 | 2, prefix: string | null, channels: number];

interface Portfolio {
  count: number;
  /** The city most of the customer's numbers of its own country are in. */
  home: string;
  countries: [countryId: number, weight: number][];
  trunks: TrunkSeed[];
}

const PORTFOLIOS: Record<number, Portfolio> = {
  1: {
    count: 220,
    home: 'Amsterdam',
    countries: [
      [1, 42],
      [3, 14],
      [5, 12],
      [4, 8],
      [2, 8],
      [6, 5],
      [7, 4],
      [8, 4],
      [9, 3],
    ],
    trunks: [
      ['Amsterdam SBC primary', 1, '192.0.2.10', 30],
      ['Frankfurt SBC failover', 1, '192.0.2.74', 20],
      ['Amsterdam outbound', 2, null, 10],
    ],
  },
  2: {
    count: 90,
    home: 'Lyon',
    countries: [
      [2, 75],
      [4, 15],
      [8, 10],
    ],
    trunks: [
      ['Lyon Asterisk', 1, '198.51.100.23', 12],
      ['Paris FreeSWITCH', 1, '198.51.100.140', 6],
      ['Lyon outbound', 2, '203.0.113.5', 2],
    ],
  },
};

const DAY = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

function addMonths(day: string, months: number): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return isoDay(date.getTime());
}

/** The last day of the month after `day`'s: a cancellation given now takes effect then (one month's notice). */
function endOfNextMonth(day: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  return isoDay(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 2, 0));
}

interface PlanRow {
  id: number;
  tos: number;
}
interface ProfileRow {
  id: number;
  country_id: number | null;
  is_default: number;
}

export function seedNumbers(db: Database.Database, customerId: number, seed: number, seedDate: string): void {
  const portfolio = PORTFOLIOS[customerId];
  if (!portfolio) return;
  const faker = new Faker({ locale: [base] });
  faker.seed(seed);

  const insertTrunk = db.prepare(
    'INSERT INTO trunks (customer_id, name, type, prefix, channels) VALUES (?, ?, ?, ?, ?)',
  );
  const trunks = portfolio.trunks.map(([name, type, prefix, channels]) => ({
    id: Number(insertTrunk.run(customerId, name, type, prefix, channels).lastInsertRowid),
    type,
  }));
  const inbound = trunks.filter((t) => t.type === 1).map((t, i) => ({ value: t.id, weight: i === 0 ? 7 : 3 }));

  const plans = db.prepare<[number], PlanRow>(
    'SELECT id, tos FROM plans WHERE country_id = ? AND plan_type = 1 ORDER BY id',
  );
  const areas = db.prepare<[number], { id: number; name: string; prefix: string }>(
    'SELECT id, name, prefix FROM areas WHERE country_id = ? ORDER BY id',
  );
  const profiles = db
    .prepare<[number], ProfileRow>(
      'SELECT id, country_id, is_default FROM profiles WHERE customer_id = ? AND is_draft = 0 ORDER BY id',
    )
    .all(customerId);
  const fallbackProfile = profiles.find((p) => p.is_default === 1) ?? profiles[0];
  // DIDs are unique across customers and must not be one of a cart's numbers.
  const used = new Set([
    ...db.prepare<[], string>('SELECT did FROM dids').pluck().all(),
    ...db.prepare<[], string>('SELECT did FROM cart_lines WHERE did IS NOT NULL').pluck().all(),
  ]);

  const today = seedDate.slice(0, 10);
  const { count } = portfolio;
  const order = faker.helpers.shuffle([...Array(count).keys()]);
  const without = new Set(order.slice(0, Math.round(count * 0.05)));
  const cancelling = new Set(order.slice(without.size, without.size + Math.round(count * 0.04)));
  const untrunked = new Set(
    order.slice(without.size + cancelling.size, without.size + cancelling.size + Math.round(count * 0.03)),
  );

  const rows = [...Array(count).keys()].map((i) => {
    const countryId = faker.helpers.weightedArrayElement(
      portfolio.countries.map(([value, weight]) => ({ value, weight })),
    );
    const dialling = COUNTRIES.find(([id]) => id === countryId)?.[3];
    const numbering = NUMBERING[countryId];
    if (!dialling || !numbering) throw new Error(`no numbering for country ${countryId}`);
    const area = faker.helpers.weightedArrayElement(
      areas.all(countryId).map((value) => ({ value, weight: value.name === portfolio.home ? 4 : 1 })),
    );
    const plan = faker.helpers.weightedArrayElement(
      plans.all(countryId).map((value) => ({ value, weight: value.tos === 2 ? 1 : 4 })),
    );
    const national = `${numbering.keepsZero ? '0' : ''}${area.prefix}`;
    let did: string;
    do {
      did = `${dialling}${national}${faker.number.int({ min: 2, max: 9 })}${faker.string.numeric(numbering.nsn - national.length - 1)}`;
    } while (used.has(did));
    used.add(did);

    const pstn = plan.tos === 2;
    const start = isoDay(Date.parse(seedDate) - faker.number.int({ min: 20, max: 730 }) * DAY);
    const contractEnd = addMonths(start, pstn ? PSTN_EXTRA.months : numbering.months);
    const earliestCancel = contractEnd > today ? contractEnd : endOfNextMonth(today);
    const sameCountry = profiles.filter((p) => p.country_id === countryId);
    const profile = without.has(i)
      ? null
      : sameCountry.length > 0
        ? faker.helpers.arrayElement(sameCountry)
        : fallbackProfile;
    const maxChannels = faker.helpers.arrayElement([10, 30, 30, -1, -1]);
    const channels = faker.helpers.weightedArrayElement([
      { value: 0, weight: 10 },
      { value: 1, weight: 3 },
      { value: 2, weight: 4 },
      { value: 4, weight: 2 },
      { value: 10, weight: 1 },
    ]);
    return {
      customer: customerId,
      did,
      country: countryId,
      area: area.id,
      plan: plan.id,
      profile: profile?.id ?? null,
      trunk: untrunked.has(i) ? null : faker.helpers.weightedArrayElement(inbound),
      start,
      earliest_cancel: earliestCancel,
      mrc: numbering.mrc + (pstn ? PSTN_EXTRA.mrc : 0),
      nrc: pstn ? PSTN_EXTRA.nrc : numbering.nrc,
      cancelling: cancelling.has(i) ? 1 : 0,
      cancellation_date: cancelling.has(i) ? earliestCancel : null,
      n_channels: maxChannels === -1 ? channels : Math.min(channels, maxChannels),
      max_n_channels: maxChannels,
      outbound_lt: !pstn && faker.datatype.boolean({ probability: 0.4 }) ? 1 : 0,
      outbound_pstn: pstn ? 1 : 0,
    };
  });

  const insert =
    db.prepare(`INSERT INTO dids (customer_id, did, country_id, area_id, plan_id, profile_id, customer_trunk_id,
    start_date, earliest_cancel, mrc_cents, nrc_cents, is_being_cancelled, cancellation_date, n_channels, max_n_channels,
    outbound_lt, outbound_pstn) VALUES (@customer, @did, @country, @area, @plan, @profile, @trunk, @start, @earliest_cancel,
    @mrc, @nrc, @cancelling, @cancellation_date, @n_channels, @max_n_channels, @outbound_lt, @outbound_pstn)`);
  // Ids follow the order the numbers were acquired in.
  for (const row of rows.sort((a, b) => a.start.localeCompare(b.start) || a.did.localeCompare(b.did))) insert.run(row);
}
